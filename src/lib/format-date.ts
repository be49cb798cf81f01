// Subpath imports: the date-fns barrel pulls in hundreds of modules where no bundler shakes it.
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';

/**
 * A day as people read it, SPEC.md §4's 'MMMM d, yyyy' unless `pattern` says otherwise:
 * 'N/A' when there is none, 'Invalid date' when it cannot be read. yyyy-MM-dd (or a compact
 * YYYYMMDD[THHMM]) is a calendar day at the estate, not an instant: no time zone moves it.
 */
export function formatDay(value: string | null | undefined, pattern = 'MMMM d, yyyy'): string {
  if (!value) return 'N/A';
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : 'Invalid date';
}
