import type { Tender } from '../../../contract/content/tenders';
import { formatRupees } from '../../lib/format-money';

/** '₹12,50,000 + 18% GST'. */
export function formatTenderCost(cost: Tender['cost']): string {
  return `${formatRupees(cost.amount)} + ${cost.gstPercentage}% GST`;
}
