import type { Booking } from '../../../contract/bookings/bookings';
import { BookingStatusBadge } from '../../ui/booking-status-badge';
import { Button } from '../../ui/button';
import { describeBooking } from './booking-format';
import styles from './your-bookings.module.css';
import { formatClock, formatDay } from '../../lib/format-date';

interface YourBookingItemProps {
  booking: Booking;
  cancellable: boolean;
  online: boolean;
  /** The id of the sentence saying why Cancel is disabled offline. */
  offlineNoteId: string;
  onCancel: (booking: Booking) => void;
}

export function YourBookingItem({
  booking,
  cancellable,
  online,
  offlineNoteId,
  onCancel,
}: YourBookingItemProps) {
  return (
    <li className={styles.item}>
      <div className={styles.details}>
        <p className={styles.title}>
          <strong>{booking.sport_type}</strong>{' '}
          <BookingStatusBadge status={booking.booking_status} />
        </p>
        <p className={styles.when}>
          {formatDay(booking.booking_date)} · {formatClock(booking.time_slot)} · {booking.duration}{' '}
          min
        </p>
      </div>
      {cancellable && (
        <Button
          variant="secondary"
          className={styles.cancel}
          aria-label={`Cancel ${describeBooking(booking)}`}
          disabled={!online}
          aria-describedby={online ? undefined : offlineNoteId}
          onClick={() => onCancel(booking)}
        >
          Cancel
        </Button>
      )}
    </li>
  );
}
