import type { Tender } from '../../../contract/tenders';

export function formatTenderCost(cost: Tender['cost']): string {
  return `₹${cost.amount} + ${cost.gstPercentage}% GST`;
}
