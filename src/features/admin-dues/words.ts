/**
 * How the RWA's dues pages say a flat's standing, a ledger entry's kind, an imported statement,
 * and that the page needs a connection.
 */
import type { ledgerEntryKinds } from '../../../contract/dues/payments';
import { formatRupees } from '../../../contract/dues/money';
import type { StatementSummary } from '../../../contract/dues/statements';
import { formatAtMoment } from '../../lib/format-date';

export const duesOfflineMessage =
  "You're offline. Dues can be checked, billed and set up when you're back online.";

export const paymentsOfflineMessage = "Checking a payment needs a connection to the bank's side.";

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

/** 'Imported 5 Dec, 10:00 · HDFC', or '· standard columns' when no bank's were named. */
export function importedWords(statement: Pick<StatementSummary, 'imported_at' | 'bank'>): string {
  return `Imported ${formatAtMoment(statement.imported_at)} · ${statement.bank || 'standard columns'}`;
}
