import type { CalendarBooking } from '../../../contract/bookings/bookings';
import { BookingStatusBadge } from '../../ui/booking-status-badge';
import { formatClockRange } from '../../lib/format-date';
import { Facts } from '../../ui/facts';
import { JustAdded } from '../../ui/just-added';
import { RequestActions, type MoveOutcome } from '../../ui/request-actions';
import { bookingName, calendarRowId, isBanquet } from './calendar-format';
import styles from './booking-calendar.module.css';

interface CalendarBookingRowProps {
  booking: CalendarBooking;
  /** Actions are online-only; offline they point at the sentence saying why. */
  disabledReasonId?: string;
  onDone: (booking: CalendarBooking, outcome: MoveOutcome) => void;
}

export function CalendarBookingRow({ booking, disabledReasonId, onDone }: CalendarBookingRowProps) {
  const banquet = isBanquet(booking);
  return (
    // Focused after a change, so the new status is read where the buttons were.
    <li className={styles.booking} id={calendarRowId(booking)} tabIndex={-1}>
      <p className={styles.slot}>
        <strong>{formatClockRange(booking.time_slot, banquet ? booking.end_time : null)}</strong>
        <span>{booking.duration} min</span>
        <BookingStatusBadge status={booking.booking_status} />
      </p>
      <JustAdded itemKey={calendarRowId(booking)} />
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
      {/* The office's moves from this status: Confirm or Decline a pending banquet request,
          Cancel a confirmed one or a booked court; a decline or cancel asks for the reason. */}
      <RequestActions
        kind={banquet ? 'banquet' : 'court'}
        id={booking.booking_id}
        status={booking.booking_status}
        mover="rwa"
        name={bookingName(booking)}
        disabledReasonId={disabledReasonId}
        onDone={(outcome) => onDone(booking, outcome)}
      />
    </li>
  );
}
