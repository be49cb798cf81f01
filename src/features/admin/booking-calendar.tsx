/**
 * The dashboard's Booking Calendar (SPEC.md §2 /admin): one sport, two days side by side
 * (Today and Tomorrow to start with), and the RWA's status changes: Confirm or Decline a
 * pending banquet request, Cancel any live booking. Days are India's, whatever the device says.
 */
import { useId, useState } from 'react';
import { bookingSportTypes, type BookingSportType } from '../../../contract/bookings';
import { addDays } from '../../../contract/india-time';
import { messages } from '../../../contract/messages';
import { useIndiaNow } from '../../lib/use-india-now';
import { freshnessLabel } from '../../offline/freshness';
import { useConnectivity } from '../../offline/use-connectivity';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Notice } from '../../ui/notice';
import { SelectField } from '../../ui/select-field';
import { Spinner } from '../../ui/spinner';
import { CalendarDay } from './calendar-day';
import { bookingName } from './calendar-format';
import {
  calendarErrorMessage,
  useCalendarBookings,
  useChangeBookingStatus,
  type StatusChange,
} from './use-booking-calendar';
import styles from './booking-calendar.module.css';
import { useFlash } from '../../ui/use-flash';

/** Not a SPEC.md §8 sentence, so it stays here and out of every visitor's first download. */
export const calendarOfflineMessage =
  'Changing a booking needs a connection. Connect to the internet to confirm, decline or cancel.';

export function BookingCalendar() {
  const india = useIndiaNow();
  const today = india.date;
  const { online } = useConnectivity();
  const [sport, setSport] = useState<BookingSportType>('Badminton');
  // Days from today, so the columns move on at midnight with the clock.
  const [offset, setOffset] = useState(0);
  const first = addDays(today, offset);
  const second = addDays(first, 1);
  const calendar = useCalendarBookings(sport, first, second);
  const change = useChangeBookingStatus();
  const [asking, setAsking] = useState<StatusChange | null>(null);
  const [actionError, setActionError] = useState<string>();
  const [success, setSuccess] = useFlash();
  const id = useId();
  const offlineId = `${id}-offline`;

  const apply = (request: StatusChange) => {
    setActionError(undefined);
    setSuccess(undefined);
    change.mutate(request, {
      onSuccess: (result) => {
        setAsking(null);
        setSuccess(result.message || messages.bookingStatusUpdated);
      },
      onError: (error) => {
        setAsking(null);
        setActionError(calendarErrorMessage(error, messages.bookingStatusFailed));
      },
    });
  };
  // Confirm is the hoped-for outcome and can be undone by a Cancel; Decline and Cancel ask first.
  const onChange = (request: StatusChange) =>
    request.status === 'Confirmed' ? apply(request) : setAsking(request);

  const bookings = calendar.data;
  const loadError =
    online && calendar.isError && !calendar.isFetching
      ? calendarErrorMessage(calendar.error, messages.bookingsFetchFailed)
      : undefined;
  // A failed load shows the message alone, not an empty day that reads like "no bookings".
  const shown = loadError ? undefined : bookings;
  const now = Date.parse(`${india.date}T${india.time}:00+05:30`);

  return (
    <section className={styles.calendar} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Booking Calendar</h2>
      <div className={styles.toolbar}>
        <div className={styles.sport}>
          <SelectField
            label="Sport"
            value={sport}
            options={bookingSportTypes}
            onChange={(event) => setSport(event.target.value as BookingSportType)}
          />
        </div>
        <div className={styles.days} role="group" aria-label="Days shown">
          <Button
            variant="secondary"
            aria-label="Previous day"
            onClick={() => setOffset((d) => d - 1)}
          >
            <span aria-hidden="true">←</span>
          </Button>
          <Button variant="secondary" disabled={offset === 0} onClick={() => setOffset(0)}>
            Back to today
          </Button>
          <Button variant="secondary" aria-label="Next day" onClick={() => setOffset((d) => d + 1)}>
            <span aria-hidden="true">→</span>
          </Button>
        </div>
      </div>

      {!online && (
        <Notice id={offlineId}>
          {freshnessLabel(bookings ? calendar.dataUpdatedAt : undefined, now, false)}.{' '}
          {calendarOfflineMessage}
        </Notice>
      )}
      {success && <Banner tone="success">{success}</Banner>}
      {actionError && <Banner tone="error">{actionError}</Banner>}
      {loadError && <Banner tone="error">{loadError}</Banner>}
      {bookings === undefined && online && !loadError && (
        <Spinner label={`Loading ${sport} bookings…`} />
      )}

      <div className={styles.columns}>
        {[first, second].map((day) => (
          <CalendarDay
            key={day}
            day={day}
            today={today}
            sport={sport}
            bookings={shown}
            disabledReasonId={online ? undefined : offlineId}
            busyId={change.isPending ? change.variables?.booking.booking_id : undefined}
            onChange={onChange}
          />
        ))}
      </div>

      <ConfirmDialog
        open={asking !== null}
        title={asking?.status === 'Declined' ? 'Decline this request?' : 'Cancel this booking?'}
        message={
          <p>
            The {asking ? bookingName(asking.booking) : 'booking'} for apartment{' '}
            {asking?.booking.apartment_number} will be{' '}
            {asking?.status === 'Declined' ? 'declined' : 'cancelled'}. The resident sees the new
            status in Your Bookings.
          </p>
        }
        confirmLabel={asking?.status === 'Declined' ? 'Decline request' : 'Cancel booking'}
        cancelLabel="Keep it"
        busy={change.isPending}
        onConfirm={() => asking && apply(asking)}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
