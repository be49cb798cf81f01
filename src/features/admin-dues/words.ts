/** How the RWA's dues pages say a flat's standing and a ledger entry's kind. */
import type { ledgerEntryKinds } from '../../../contract/dues/payments';
import { formatRupees } from '../../../contract/dues/money';

/** 'owes ₹5,125.00', 'advance ₹500.00', 'nothing due'. */
export function balanceWords(balancePaise: number): string {
  if (balancePaise > 0) return `owes ${formatRupees(balancePaise)}`;
  if (balancePaise < 0) return `advance ${formatRupees(-balancePaise)}`;
  return 'nothing due';
}

export const ledgerKindNames: Record<(typeof ledgerEntryKinds)[number], string> = {
  invoice: 'Invoice',
  late_fee: 'Late fee',
  payment: 'Payment',
  cancellation: 'Cancelled',
  reversal: 'Reversal',
};
