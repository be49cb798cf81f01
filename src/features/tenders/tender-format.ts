// Subpath imports: the date-fns barrel pulls in hundreds of modules where no bundler shakes it.
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import type { Tender } from '../../../contract/tenders';

/** SPEC.md §4 date style: 'MMMM d, yyyy'; yyyy-MM-dd is read as a calendar day, not an instant. */
export function formatTenderDate(value: string | undefined): string {
  if (!value) return 'N/A';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMMM d, yyyy') : 'Invalid date';
}

export function formatTenderCost(cost: Tender['cost']): string {
  return `₹${cost.amount} + ${cost.gstPercentage}% GST`;
}
