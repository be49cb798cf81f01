import type { CalendarBooking } from '../../../contract/bookings/bookings';
import { formatShortDay } from '../../lib/format-date';
import type { MoveOutcome } from '../../ui/request-actions';
import { CalendarBookingRow } from './calendar-booking-row';
import { dayHeading } from './calendar-format';
import styles from './booking-calendar.module.css';

interface CalendarDayProps {
  day: string;
  today: string;
  sport: string;
  /** Undefined while nothing is known (loading, or offline with nothing saved). */
  bookings: CalendarBooking[] | undefined;
  disabledReasonId?: string;
  onDone: (booking: CalendarBooking, outcome: MoveOutcome) => void;
}

/** One column of the calendar: a day's bookings of one sport, earliest first. */
export function CalendarDay({
  day,
  today,
  sport,
  bookings,
  disabledReasonId,
  onDone,
}: CalendarDayProps) {
  const heading = dayHeading(day, today);
  const relative = heading === 'Today' || heading === 'Tomorrow';
  const headingId = `calendar-day-${day}`;
  const rows = (bookings ?? [])
    .filter((booking) => booking.booking_date === day)
    .sort((a, b) => a.time_slot.localeCompare(b.time_slot));
  return (
    <section className={styles.day} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.dayHeading}>
        {heading}
        {relative && <span className={styles.dayDate}> · {formatShortDay(day)}</span>}
      </h3>
      {bookings === undefined ? null : rows.length === 0 ? (
        <p className={styles.none}>No {sport} bookings.</p>
      ) : (
        <ul className={styles.bookings}>
          {rows.map((booking) => (
            <CalendarBookingRow
              key={booking.booking_id}
              booking={booking}
              disabledReasonId={disabledReasonId}
              onDone={onDone}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
