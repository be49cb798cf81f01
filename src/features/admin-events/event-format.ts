import type { Event } from '../../../contract/events/events';
import { formatDay } from '../../lib/format-date';

/** 'Registration until March 12, 2025', 'Registration required' or 'No registration'. */
export function registrationSummary(event: Event): string {
  if (!event.registrationRequired) return 'No registration';
  return event.registrationDeadline
    ? `Registration until ${formatDay(event.registrationDeadline)}`
    : 'Registration required';
}

/** '14 / 120 seats · 2 waitlisted', or '14 attendees' without a limit. */
export function seatsSummary(event: Event): string {
  const taken =
    event.capacity === null
      ? `${event.attendees} ${event.attendees === 1 ? 'attendee' : 'attendees'}`
      : `${event.attendees} / ${event.capacity} seats`;
  return event.waitlisted > 0 ? `${taken} · ${event.waitlisted} waitlisted` : taken;
}
