/**
 * One flat's ledger on demand (issue 33): every invoice, late fee, payment, cancellation and
 * reversal in order, each with the balance after it, so why a flat owes what it owes can be
 * read line by line. Rows stack on a phone; nothing is wider than the screen.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { exportFlatLedger } from '../../../contract/dues/collection';
import { formatRupees } from '../../../contract/dues/money';
import { apartmentNumber } from '../../../contract/platform/fields';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { downloadCsvOf } from '../../api/download-csv';
import { formatMoment } from '../../lib/format-date';
import { ApartmentField } from '../../ui/apartment-field';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { CsvBar } from '../../ui/csv-bar';
import { Spinner } from '../../ui/spinner';
import admin from '../../ui/admin-list.module.css';
import { ledgerQuery } from './use-dues-admin';
import { balanceWords, ledgerKindNames } from './words';
import styles from './admin-dues.module.css';

export function FlatLedger({ online }: { online: boolean }) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const [apartment, setApartment] = useState('');
  const ledger = useQuery(ledgerQuery(apartment));
  const entries = ledger.data ?? [];

  const show = (event: FormEvent) => {
    event.preventDefault();
    const checked = apartmentNumber.safeParse(typed);
    setProblem(checked.error?.issues[0]?.message);
    if (checked.success) setApartment(checked.data);
  };

  return (
    <section aria-labelledby="dues-ledger" className={styles.section}>
      <h2 id="dues-ledger">A flat&apos;s ledger</h2>
      <form onSubmit={show} noValidate className={admin.card} aria-label="Find a flat's ledger">
        <ApartmentField value={typed} onValue={setTyped} error={problem} />
        <Button type="submit" variant="secondary" disabled={!online}>
          Show ledger
        </Button>
      </form>
      {apartment && ledger.isError && (
        <Banner tone="error">{errorMessage(ledger.error, messages.ledgerLoadFailed)}</Banner>
      )}
      {apartment && ledger.isPending && <Spinner label={`Loading the ledger of ${apartment}…`} />}
      {ledger.data && (
        <>
          <CsvBar
            status={`${apartment}: ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}, ${balanceWords(entries[entries.length - 1]?.balance_paise ?? 0)}`}
            label="Download CSV"
            filters={{ apartment }}
            online={online}
            download={(flat) =>
              downloadCsvOf(exportFlatLedger, flat, `dues-ledger-${flat.apartment}.csv`)
            }
            failure={messages.ledgerLoadFailed}
          />
          <ol className={styles.ledger} aria-label={`Ledger of ${apartment}`}>
            {entries.map((entry) => (
              <li key={entry.id} className={styles.ledgerRow}>
                <span className={styles.muted}>{formatMoment(entry.at)}</span>
                <span>
                  <strong>{ledgerKindNames[entry.kind]}</strong>{' '}
                  {entry.invoice_number ?? entry.receipt_number ?? ''}
                  {entry.note && <span className={styles.muted}> · {entry.note}</span>}
                </span>
                <span className={styles.amount}>
                  {entry.amount_paise > 0 ? '+' : ''}
                  {formatRupees(entry.amount_paise)}
                </span>
                <span className={styles.amount}>= {formatRupees(entry.balance_paise)}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
