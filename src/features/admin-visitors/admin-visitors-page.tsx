/**
 * /admin/visitors (issue 17): the RWA's visitor log. Who came through the gate, for which flat,
 * by pass or as a walk-in, in and out, which guard, and what the server flagged (a pass used
 * twice while the gates were offline); filtered, exported as CSV with the same filters, and the
 * guards on duty now.
 */
import { useMutation } from '@tanstack/react-query';
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
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { GuardsOnDuty } from './guards-on-duty';
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
  const exportCsv = useMutation({ mutationFn: downloadVisitsCsv });
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
      <section className={styles.section} aria-labelledby="visit-log-heading">
        <h2 id="visit-log-heading">Entries</h2>
        <VisitFilters values={values} onChange={setValues} problem={problem} />
        <div className={styles.toolbar}>
          <p className={styles.muted} role="status">
            {rows ? countLine(rows.length) : ''}
            {visits.data && ` · ${freshnessLabel(visits.dataUpdatedAt, now, online)}`}
          </p>
          <Button
            variant="secondary"
            busy={exportCsv.isPending}
            disabled={!online || !filters}
            onClick={() => filters && exportCsv.mutate(filters)}
          >
            Download CSV
          </Button>
        </div>
        {exportCsv.isError && (
          <Banner tone="error">{errorMessage(exportCsv.error, messages.visitsFetchFailed)}</Banner>
        )}
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
