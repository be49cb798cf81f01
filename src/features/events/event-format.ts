// Subpath imports: the date-fns barrel pulls in hundreds of modules where no bundler shakes it.
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';

/** SPEC.md §4 date style; yyyy-MM-dd is a calendar day at the estate, not an instant. */
export function formatEventDate(value: string, pattern = 'MMMM d, yyyy'): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : 'Invalid date';
}

export function attendeesText(count: number): string {
  return `${count} ${count === 1 ? 'person' : 'people'}`;
}
