/**
 * An invoice's lines (each charge head, its GST, a late fee), what came from before it (arrears,
 * or an advance it uses) and the total. On a 360 px phone the card shows the total alone and the
 * lines open on request; from 40rem the lines always show (dues.module.css).
 */
import { useId, useState } from 'react';
import type { Invoice } from '../../../contract/dues/billing';
import { formatRupees } from '../../../contract/dues/money';
import styles from './dues.module.css';

export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { arrears_paise: arrears } = invoice;
  const count = invoice.lines.length + (arrears ? 1 : 0);
  return (
    <div className={styles.lines}>
      <p className={styles.total}>
        <span>Total due</span> <strong>{formatRupees(invoice.total_due_paise)}</strong>
      </p>
      <button
        type="button"
        className={styles.linesToggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide the lines' : `Show the ${count} ${count === 1 ? 'line' : 'lines'}`}
      </button>
      <dl id={id} className={styles.lineList} hidden={!open}>
        {invoice.lines.map((line, index) => (
          <div key={index} className={styles.line}>
            <dt>{line.label}</dt>
            <dd>{formatRupees(line.amount_paise)}</dd>
          </div>
        ))}
        {arrears !== 0 && (
          <div className={styles.line}>
            <dt>{arrears > 0 ? 'Brought forward (unpaid before)' : 'Advance used'}</dt>
            <dd>{formatRupees(arrears)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
