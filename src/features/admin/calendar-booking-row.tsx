import type { CalendarBooking } from '../../../contract/bookings';
import { BookingStatusBadge } from '../../ui/booking-status-badge';
import { Button } from '../../ui/button';
import { bookingName, isBanquet, statusIs } from './calendar-format';
import type { StatusChange } from './use-booking-calendar';
import styles from './booking-calendar.module.css';
import { Facts } from '../../ui/facts';

interface CalendarBookingRowProps {
  booking: CalendarBooking;
  /** Actions are online-only; offline they point at the sentence saying why. */
  disabledReasonId?: string;
  busy: boolean;
  onChange: (change: StatusChange) => void;
}

export function CalendarBookingRow({
  booking,
  disabledReasonId,
  busy,
  onChange,
}: CalendarBookingRowProps) {
  const banquet = isBanquet(booking);
  const pending = banquet && statusIs(booking, 'Pending');
  // Declined is as final as Cancelled: there is nothing left to cancel.
  const cancellable = !statusIs(booking, 'Cancelled') && !statusIs(booking, 'Declined');
  const name = bookingName(booking);
  const action = (label: string, status: StatusChange['status'], variant: 'primary' | 'danger') => (
    <Button
      variant={variant}
      aria-label={`${label} ${name}`}
      disabled={disabledReasonId !== undefined || busy}
      aria-describedby={disabledReasonId}
      onClick={() => onChange({ booking, status })}
    >
      {label}
    </Button>
  );

  return (
    <li className={styles.booking}>
      <p className={styles.slot}>
        <strong>
          {booking.time_slot}
          {banquet && booking.end_time ? `–${booking.end_time}` : ''}
        </strong>
        <span>{booking.duration} min</span>
        <BookingStatusBadge status={booking.booking_status} />
      </p>
      <Facts className={styles.facts}>
        <dt>Apartment</dt>
        <dd>{booking.apartment_number || '—'}</dd>
        <dt>Phone</dt>
        <dd>
          {booking.phone_number ? (
            <a href={`tel:${booking.phone_number}`}>{booking.phone_number}</a>
          ) : (
            '—'
          )}
        </dd>
        {banquet && (
          <>
            <dt>Purpose</dt>
            <dd>{booking.purpose || '—'}</dd>
            <dt>Guests</dt>
            <dd>{booking.expected_guests ?? '—'}</dd>
            <dt>Contact</dt>
            <dd>
              {[booking.contact_name, booking.contact_phone].filter(Boolean).join(', ') || '—'}
            </dd>
          </>
        )}
      </Facts>
      {(pending || cancellable) && (
        <div className={styles.actions}>
          {pending && action('Confirm', 'Confirmed', 'primary')}
          {pending && action('Decline', 'Declined', 'danger')}
          {cancellable && action('Cancel', 'Cancelled', 'danger')}
        </div>
      )}
    </li>
  );
}
