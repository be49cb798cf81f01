/**
 * The body of the Your Bookings panel (SPEC.md §4): sport filter, the member's bookings and
 * Cancel. Loaded lazily by the panel, so a visitor's home page never downloads it.
 * Offline, the saved list shows with its age and Cancel waits for a connection (DESIGN.md §5).
 */
import { useId, useState } from 'react';
import { offeredSportTypes, type Booking } from '../../../contract/bookings/bookings';
import { messages } from '../../../contract/messages';
import { isApiError, isClientError } from '../../api/api-error';
import { useSession } from '../../api/session';
import { useIndiaNow } from '../../lib/use-india-now';
import { freshnessLabel } from '../../offline/freshness';
import { useConnectivity } from '../../offline/use-connectivity';
import { Banner } from '../../ui/banner';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Notice } from '../../ui/notice';
import { SelectField } from '../../ui/select-field';
import { Spinner } from '../../ui/spinner';
import { canCancel, describeBooking } from './booking-format';
import { ALL_KINDS, useCancelBooking, useYourBookings } from './use-your-bookings';
import type { BookingsFilter } from './use-your-bookings';
import { YourBookingItem } from './your-booking-item';
import styles from './your-bookings.module.css';

/** SPEC.md §8: the panel's own sentence; a refusal the server explains is added to it. */
function cancelFailure(error: unknown): string {
  return isClientError(error) && isApiError(error) && error.detail
    ? `${messages.bookingCancelFailed} ${error.detail}`
    : messages.bookingCancelFailed;
}

export function YourBookings() {
  const { user } = useSession();
  const userId = user?.id.trim() ?? '';
  const { online } = useConnectivity();
  const india = useIndiaNow();
  // The minute India's clock shows, as an instant: pure, and ticking with the hook.
  const now = Date.parse(`${india.date}T${india.time}:00+05:30`);
  const [sport, setSport] = useState<BookingsFilter>(ALL_KINDS);
  const [confirming, setConfirming] = useState<Booking | null>(null);
  const [cancelError, setCancelError] = useState<string>();
  const bookings = useYourBookings(userId, sport);
  const cancel = useCancelBooking(userId);
  const id = useId();
  const offlineNoteId = `${id}-offline`;

  const confirmCancel = () => {
    if (!confirming) return;
    setCancelError(undefined);
    cancel.mutate(confirming, {
      onSuccess: () => setConfirming(null),
      onError: (error) => {
        setConfirming(null);
        setCancelError(cancelFailure(error));
      },
    });
  };

  const list = bookings.data;
  let body;
  if (!userId) {
    body = <Banner tone="error">{messages.userIdRequired}</Banner>;
  } else if (online && bookings.isError && !bookings.isFetching) {
    // SPEC.md §8: the message replaces the list, which is emptied.
    body = <Banner tone="error">{messages.bookingsLoadFailed}</Banner>;
  } else if (list === undefined) {
    body = online ? <Spinner label="Loading your bookings…" /> : null;
  } else if (list.length === 0) {
    body = (
      <div className={styles.empty}>
        <p>{sport === ALL_KINDS ? messages.noBookingsAtAll : messages.noBookingsFound(sport)}</p>
        <p className={styles.hint}>{messages.noBookingsHint}</p>
      </div>
    );
  } else {
    body = (
      <ul
        className={styles.list}
        aria-label={sport === ALL_KINDS ? 'Your bookings' : `Your ${sport} bookings`}
      >
        {list.map((booking) => (
          <YourBookingItem
            key={booking.booking_id}
            booking={booking}
            cancellable={canCancel(booking, now)}
            online={online}
            offlineNoteId={offlineNoteId}
            onCancel={(chosen) => {
              setCancelError(undefined);
              setConfirming(chosen);
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.body}>
      <div className={styles.filter}>
        <SelectField
          label="Sport"
          value={sport}
          options={[ALL_KINDS, ...offeredSportTypes]}
          onChange={(event) => {
            setSport(event.target.value as BookingsFilter);
            setCancelError(undefined);
          }}
        />
      </div>
      {!online && userId && (
        <Notice id={offlineNoteId}>
          {freshnessLabel(list ? bookings.dataUpdatedAt : undefined, now, false)}.{' '}
          {messages.bookingsOnlineOnly}
        </Notice>
      )}
      {cancelError && <Banner tone="error">{cancelError}</Banner>}
      {body}
      <ConfirmDialog
        open={confirming !== null}
        title="Cancel this booking?"
        message={
          <p>
            Your {confirming ? describeBooking(confirming) : 'booking'} will be cancelled and the
            slot freed for others. This cannot be undone.
          </p>
        }
        confirmLabel="Cancel booking"
        cancelLabel="Keep booking"
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
