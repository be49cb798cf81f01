/**
 * What the flat owes at a glance: the ledger's balance (or the advance it holds) and the
 * earliest open due date with what is still open of it.
 */
import { formatRupees } from '../../../contract/dues/money';
import type { MyDues } from '../../../contract/dues/payments';
import { formatDay } from '../../lib/format-date';
import styles from './dues.module.css';

export function balanceText(balancePaise: number): string {
  return balancePaise < 0 ? `Advance ${formatRupees(-balancePaise)}` : formatRupees(balancePaise);
}

export function BalanceSummary({ dues, today }: { dues: MyDues; today: string }) {
  const next = dues.next_due;
  const late = next !== null && next.due_date < today;
  return (
    <section className={styles.summary} aria-label="Balance">
      <p className={styles.summaryLabel}>Balance</p>
      <p className={styles.balance}>{balanceText(dues.balance_paise)}</p>
      {next ? (
        <p className={late ? styles.late : undefined}>
          {formatRupees(next.amount_paise)} {late ? 'was due on' : 'due by'}{' '}
          {formatDay(next.due_date)}
        </p>
      ) : (
        <p>Nothing is due.</p>
      )}
    </section>
  );
}
