/**
 * A period's collection (issue 33): what its invoices billed, what payments settled of them and
 * what is still open, and how many flats paid in full, in part or not at all, with the CSV an
 * accountant takes into Tally. The period defaults to this month (India).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { exportDuesSummary } from '../../../contract/dues/collection';
import { formatRupees } from '../../../contract/dues/money';
import { periodName } from '../../../contract/dues/periods';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { downloadCsvOf } from '../../api/download-csv';
import { indiaDay } from '../../lib/india-time';
import { Banner } from '../../ui/banner';
import { CsvBar } from '../../ui/csv-bar';
import { Field } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { duesSummaryQuery } from './use-dues-collection';
import styles from './admin-dues.module.css';

const downloadSummary = (period: string) =>
  downloadCsvOf(exportDuesSummary, {}, `dues-summary-${period}.csv`, { period });

export function PeriodSummary({ online }: { online: boolean }) {
  const [period, setPeriod] = useState(() => indiaDay().slice(0, 7));
  const summary = useQuery(duesSummaryQuery(period));
  const data = summary.data;
  const rows: [string, string][] = data
    ? [
        ['Billed', formatRupees(data.billed_paise)],
        ['Collected', formatRupees(data.collected_paise)],
        ['Outstanding', formatRupees(data.outstanding_paise)],
        ['Flats billed', String(data.flats_billed)],
        ['Paid in full', String(data.flats_paid)],
        ['Partly paid', String(data.flats_partly_paid)],
        ['Unpaid', String(data.flats_unpaid)],
      ]
    : [];

  return (
    <section aria-labelledby="dues-summary" className={styles.section}>
      <h2 id="dues-summary">Collection summary</h2>
      <div className={styles.filters}>
        <Field
          label="Period"
          type="month"
          value={period}
          onChange={(event) => setPeriod(event.target.value)}
        />
      </div>
      {summary.isError && (
        <Banner tone="error">{errorMessage(summary.error, messages.summaryLoadFailed)}</Banner>
      )}
      {period && summary.isPending && <Spinner label="Loading the summary…" />}
      {data && (
        <>
          <CsvBar
            status={`${periodName(data.period)}${data.cancelled > 0 ? ` · ${data.cancelled} cancelled left out` : ''}`}
            label="Download CSV"
            filters={period ? { period } : undefined}
            online={online}
            download={({ period: chosen }) => downloadSummary(chosen)}
            failure={messages.summaryLoadFailed}
          />
          <dl className={styles.totals} aria-label={`Collection in ${periodName(data.period)}`}>
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
