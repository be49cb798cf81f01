/**
 * /admin/visitors (issue 17): the RWA's visitor log. Who came through the gate, for which flat,
 * by pass or as a walk-in, in and out, which guard, and what the server flagged (a pass used
 * twice while the gates were offline); filtered, exported as CSV with the same filters, and the
 * guards on duty now.
 */
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { paths } from '../../lib/paths';
import { useNow } from '../../lib/use-now';
import { freshnessLabel } from '../../offline/freshness';
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { CsvBar } from '../../ui/csv-bar';
import { Spinner } from '../../ui/spinner';
import { GuardsOnDuty } from './guards-on-duty';
import { OverstayGrace } from './overstay-grace';
import { VisitCard } from './visit-card';
import { noVisitFilters, VisitFilters, visitFiltersOf } from './visit-filters';
import { downloadVisitsCsv, useVisits } from './use-visits';
import styles from './admin-visitors.module.css';

/** The server sends at most this many rows; the CSV has them all. */
const LOG_ROWS = 1000;

export default function AdminVisitorsPage() {
  const [values, setValues] = useState(noVisitFilters);
  // Typing a flat asks once the typing settles, not at every letter.
  const { filters, problem } = visitFiltersOf(useDeferredValue(values));
  const visits = useVisits(filters);
  const { online } = useConnectivity();
  const now = useNow();
  const rows = visits.data?.visits;

  return (
    <>
      <AdminPageHeader
        title="Visitor log"
        subtitle={
          <>
            Everyone through the gate, newest first.{' '}
            <Link to={paths.visitors}>Passes for your own flat</Link>
          </>
        }
      />
      {!online && (
        <Banner tone="info">You're offline. The visitor log loads when you're back online.</Banner>
      )}
      {visits.data && <GuardsOnDuty guards={visits.data.guards_on_duty} now={now} />}
      <OverstayGrace online={online} />
      <section className={styles.section} aria-labelledby="visit-log-heading">
        <h2 id="visit-log-heading">Entries</h2>
        <VisitFilters values={values} onChange={setValues} problem={problem} />
        <CsvBar
          status={
            rows &&
            `${countLine(rows.length)} · ${freshnessLabel(visits.dataUpdatedAt, now, online)}`
          }
          label="Download CSV"
          filters={filters}
          online={online}
          download={downloadVisitsCsv}
          failure={messages.visitsFetchFailed}
        />
        {visits.isError && !rows ? (
          <Banner tone="error">{errorMessage(visits.error, messages.visitsFetchFailed)}</Banner>
        ) : !rows ? (
          filters && online && <Spinner label="Loading the visitor log…" />
        ) : rows.length === 0 ? (
          <p>No visits match these filters.</p>
        ) : (
          <ul className={styles.list} aria-label="Visits">
            {rows.map((visit) => (
              <VisitCard key={visit.id} visit={visit} now={now} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function countLine(count: number): string {
  if (count >= LOG_ROWS) {
    return `The newest ${LOG_ROWS.toLocaleString('en-IN')} visits. Download the CSV for every one.`;
  }
  return count === 1 ? '1 visit' : `${count} visits`;
}
