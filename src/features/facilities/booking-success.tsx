/** SPEC.md §2/§4: a booking made shows its id, date, time and status, then /facilities after 3 s. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../contract/messages';
import { paths } from '../../lib/paths';
import { Badge, bookingStatusTone } from '../../ui/badge';
import type { FacilitiesArrival } from './booking-state';
import { formatClock, formatDayAndClock, formatShortDay } from '../../lib/format-date';
import styles from './facilities.module.css';
import { Facts } from '../../ui/facts';

export const BOOKING_REDIRECT_MS = 3_000;

interface BookingSuccessProps {
  booking: { booking_id: string; booking_date: string; time_slot: string; booking_status: string };
  facilityName: string;
}

export function bookedMessage(facilityName: string, date: string, time: string): string {
  return `${messages.bookingCreated}: ${facilityName}, ${formatDayAndClock(date, time)}.`;
}

export function BookingSuccess({ booking, facilityName }: BookingSuccessProps) {
  const navigate = useNavigate();
  useEffect(() => {
    const state: FacilitiesArrival = {
      bookedMessage: bookedMessage(facilityName, booking.booking_date, booking.time_slot),
    };
    const timer = window.setTimeout(
      () => navigate(paths.facilities(), { state }),
      BOOKING_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [booking, facilityName, navigate]);

  return (
    <section role="status" className={styles.success} aria-label="Booking confirmed">
      <h2>{messages.bookingCreated}</h2>
      <Facts className={styles.details}>
        <dt>Booking ID</dt>
        <dd>{booking.booking_id}</dd>
        <dt>Date</dt>
        <dd>{formatShortDay(booking.booking_date)}</dd>
        <dt>Time</dt>
        <dd>{formatClock(booking.time_slot)}</dd>
        <dt>Status</dt>
        <dd>
          <Badge tone={bookingStatusTone(booking.booking_status)}>{booking.booking_status}</Badge>
        </dd>
      </Facts>
      <p className={styles.muted}>Returning to Facilities in a moment…</p>
    </section>
  );
}
