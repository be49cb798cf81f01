import type { Event } from '../../../contract/events';
import { formatDay } from '../../lib/format-date';

/** 'Registration until March 12, 2025', 'Registration required' or 'No registration'. */
export function registrationSummary(event: Event): string {
  if (!event.registrationRequired) return 'No registration';
  return event.registrationDeadline
    ? `Registration until ${formatDay(event.registrationDeadline)}`
    : 'Registration required';
}
