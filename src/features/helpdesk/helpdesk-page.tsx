/**
 * /helpdesk (issue 18): the household's complaints with their status, deadline and the latest
 * word on each, and "Report a problem". The list is a small online-only answer, so it lives in
 * the persisted query cache like /my-requests (DESIGN.md §4): offline, the last copy shows with
 * its age. Complaints still on this phone (the outbox) show first, marked so.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { helpdeskKeys, ticketsQuery } from '../../api/helpdesk';
import { useSession } from '../../api/session';
import { paths } from '../../lib/paths';
import { useNow } from '../../lib/use-now';
import { useRefetchOnPush } from '../../lib/use-push-messages';
import { freshnessLabel } from '../../offline/freshness';
import { HELPDESK_REPORT_KIND } from '../../offline/kinds';
import { useConnectivity } from '../../offline/use-connectivity';
import { Banner } from '../../ui/banner';
import { buttonClassName } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { OutboxStatusBanner } from '../../ui/outbox-item';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { useQueuedWrites } from '../../ui/use-queued-writes';
import cards from '../../ui/request-card.module.css';
import type { ReportedState } from './report-page';
import { QueuedTicketCard, TicketCard } from './ticket-card';
import styles from './helpdesk.module.css';

export const noTickets = 'No complaints from your home yet.';

export default function HelpdeskPage() {
  const { user } = useSession();
  const { online } = useConnectivity();
  const navigate = useNavigate();
  const location = useLocation();
  const query = ticketsQuery({});
  const list = useQuery(query);
  useRefetchOnPush(query.queryKey);
  const now = useNow(30_000);
  const refreshedAt = list.data ? list.dataUpdatedAt : undefined;
  const queued = useQueuedWrites(
    { kind: HELPDESK_REPORT_KIND, userId: user?.id },
    refreshedAt,
    helpdeskKeys.list({}),
  );

  // The report just made (the form sends its record id): followed until it has arrived, and
  // then said to have arrived until the resident moves on (docs/adr/005-results-in-view.md).
  const [trackedId] = useState(() => (location.state as ReportedState | null)?.queued);
  const tracked = queued.records?.find((record) => record.id === trackedId);

  const tickets = list.data?.tickets;
  const loadError =
    online && list.isError && !tickets
      ? errorMessage(list.error, messages.ticketsFetchFailed)
      : undefined;
  const fix = (id: string) => navigate(`${paths.helpdeskReport()}?edit=${encodeURIComponent(id)}`);

  return (
    <>
      <PageHeader
        title="Helpdesk"
        subtitle="Report a problem at home or in the estate, and follow it until it is fixed."
      />
      <p>
        <Link className={buttonClassName('primary')} to={paths.helpdeskReport()}>
          Report a problem
        </Link>
      </p>
      <div aria-live="polite">
        {tracked && <OutboxStatusBanner record={tracked} sent={messages.ticketReported} />}
      </div>
      {tickets && (
        <p className={styles.freshness}>{freshnessLabel(list.dataUpdatedAt, now, online)}</p>
      )}
      {!online && !tickets && (
        <Notice>{"You're offline and nothing is saved on this phone yet."}</Notice>
      )}
      {loadError && <Banner tone="error">{loadError}</Banner>}
      {!tickets && list.isPending && online && <Spinner label="Loading your complaints…" />}
      {(queued.shown.length > 0 || (tickets && tickets.length > 0)) && (
        <ul className={cards.list} aria-label="Your complaints">
          {queued.shown.map((record) => (
            <QueuedTicketCard key={record.id} record={record} onEdit={() => fix(record.id)} />
          ))}
          {tickets?.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} now={now} />
          ))}
        </ul>
      )}
      {tickets && tickets.length === 0 && queued.shown.length === 0 && <p>{noTickets}</p>}
    </>
  );
}
