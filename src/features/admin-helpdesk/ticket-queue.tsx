/**
 * The queue: tickets in the server's order (deadline first, the most overdue on top), filtered,
 * a page of TICKETS_PAGE at a time, with the office's moves inline and the CSV of every row the
 * filters match. Offline the last copy shows with its age and the moves wait for a signal.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { TICKETS_PAGE, type HelpdeskCategory } from '../../../contract/helpdesk/helpdesk';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { ticketsQuery } from '../../api/helpdesk';
import { useNow } from '../../lib/use-now';
import { freshnessLabel } from '../../offline/freshness';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { CsvBar } from '../../ui/csv-bar';
import { JustAddedProvider, updatedJustNow } from '../../ui/just-added';
import { useResult } from '../../ui/result-line';
import { Spinner } from '../../ui/spinner';
import { defaultTicketFilters, TicketFilters, ticketsQueryOf } from './ticket-filters';
import { TicketRow } from './ticket-row';
import { downloadTicketsCsv } from './use-admin-helpdesk';
import styles from './admin-helpdesk.module.css';

const columns = [
  'No.',
  'Complaint',
  'Flat',
  'Category',
  'Priority',
  'Status',
  'Time left',
  'Assigned to',
  'Actions',
] as const;

interface TicketQueueProps {
  categories: readonly HelpdeskCategory[];
  online: boolean;
  offlineId: string;
}

export function TicketQueue({ categories, online, offlineId }: TicketQueueProps) {
  // The result above the table, the moved ticket marked in its row (which keeps its place).
  const result = useResult();
  const [values, setValues] = useState(defaultTicketFilters);
  const [page, setPage] = useState(0);
  // Typing a flat asks once the typing settles, not at every letter.
  const filters = ticketsQueryOf(useDeferredValue(values), page);
  const list = useQuery({ ...ticketsQuery(filters), placeholderData: keepPreviousData });
  const now = useNow(30_000);
  const tickets = list.data?.tickets;
  const total = list.data?.total ?? 0;
  const staffNames = useMemo(
    () => [...new Set((tickets ?? []).map((ticket) => ticket.assigned_to).filter(Boolean))].sort(),
    [tickets],
  );
  const first = page * TICKETS_PAGE;
  const status = tickets && (
    <>
      {total === 0
        ? 'No complaints'
        : `${first + 1}–${first + tickets.length} of ${total} complaints`}
      {' · '}
      {freshnessLabel(list.dataUpdatedAt, now, online)}
    </>
  );

  return (
    <section className={styles.section} aria-labelledby="helpdesk-queue-heading">
      <h2 id="helpdesk-queue-heading">Complaints</h2>
      <TicketFilters
        values={values}
        categories={categories}
        onChange={(next) => {
          setValues(next);
          setPage(0);
        }}
      />
      <CsvBar
        status={status}
        label="Download CSV"
        filters={filters}
        online={online}
        download={downloadTicketsCsv}
        failure={messages.ticketsFetchFailed}
      />
      {list.isError && online && (
        <Banner tone="error">{errorMessage(list.error, messages.ticketsFetchFailed)}</Banner>
      )}
      {result.line}
      {!tickets ? (
        list.isPending && online && <Spinner label="Loading complaints…" />
      ) : tickets.length === 0 ? (
        <p>No complaints match these filters.</p>
      ) : (
        <JustAddedProvider value={result.mark}>
          <table className={styles.queue} aria-label="Complaints, overdue first">
            <thead>
              <tr>
                {columns.map((heading) => (
                  <th key={heading} scope="col">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tickets.map((ticket) => (
                <TicketRow
                  key={ticket.id}
                  ticket={ticket}
                  now={new Date(now)}
                  staffNames={staffNames}
                  disabledReasonId={online ? undefined : offlineId}
                  onDone={(outcome) =>
                    result.tell(outcome, { itemKey: ticket.id, label: updatedJustNow })
                  }
                />
              ))}
            </tbody>
          </table>
        </JustAddedProvider>
      )}
      {total > TICKETS_PAGE && (
        <nav className={styles.pager} aria-label="Pages of complaints">
          <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous {TICKETS_PAGE}
          </Button>
          <Button
            variant="secondary"
            disabled={first + TICKETS_PAGE >= total}
            onClick={() => setPage(page + 1)}
          >
            Next {TICKETS_PAGE}
          </Button>
        </nav>
      )}
    </section>
  );
}
