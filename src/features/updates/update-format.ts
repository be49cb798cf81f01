// Subpath imports: the date-fns barrel pulls in hundreds of modules where no bundler shakes it.
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';

/** SPEC.md §4 date style; the date is the day in India it was posted, not an instant. */
export function formatUpdateDate(value: string): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMMM d, yyyy') : 'Invalid date';
}
