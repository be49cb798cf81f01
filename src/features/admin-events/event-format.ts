import { format } from 'date-fns';
import type { Event } from '../../../contract/events';

/** yyyy-MM-dd as '15 Mar 2025' (a calendar date: no time zone can move it). */
export function formatEventDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return format(new Date(year, month - 1, day), 'd MMM yyyy');
}

/** 'Registration until 12 Mar 2025', 'Registration required' or 'No registration'. */
export function registrationSummary(event: Event): string {
  if (!event.registrationRequired) return 'No registration';
  return event.registrationDeadline
    ? `Registration until ${formatEventDate(event.registrationDeadline)}`
    : 'Registration required';
}
