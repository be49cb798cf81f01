import type { VisitsQuery } from '../../../contract/gate/visitors';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { freshnessLabel } from '../../offline/freshness';
import { Banner } from '../../ui/banner';
import { CsvBar } from '../../ui/csv-bar';
import { Spinner } from '../../ui/spinner';
import { LOG_ROWS } from './log-list';
import { downloadVisitsCsv, type useVisits } from './use-visits';
import { VisitCard } from './visit-card';
import styles from './admin-visitors.module.css';

interface VisitsTabProps {
  visits: ReturnType<typeof useVisits>;
  filters: VisitsQuery | undefined;
  online: boolean;
  now: number;
}

/** Everyone through the gate, newest first, and the CSV of every filtered row. */
export function VisitsTab({ visits, filters, online, now }: VisitsTabProps) {
  const rows = visits.data?.visits;
  return (
    <>
      <CsvBar
        status={
          rows && `${countLine(rows.length)} · ${freshnessLabel(visits.dataUpdatedAt, now, online)}`
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
    </>
  );
}

function countLine(count: number): string {
  if (count >= LOG_ROWS) {
    return `The newest ${LOG_ROWS.toLocaleString('en-IN')} visits. Download the CSV for every one.`;
  }
  return count === 1 ? '1 visit' : `${count} visits`;
}
