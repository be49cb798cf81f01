/**
 * /admin/helpdesk/:id (issue 18): one complaint for the office — everything about it, its photo,
 * the thread with a comment box, the moves, its priority and its history. Where an office notice
 * about the ticket leads. Offline the last copy shows and the actions wait for a signal.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { ticketQuery } from '../../api/helpdesk';
import { paths } from '../../lib/paths';
import { useNow } from '../../lib/use-now';
import { freshnessLabel } from '../../offline/freshness';
import { useConnectivity } from '../../offline/use-connectivity';
import { Banner } from '../../ui/banner';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { useResult } from '../../ui/result-line';
import { helpdeskOfflineMessage } from './helpdesk-words';
import { CommentForm } from './comment-form';
import { PriorityControl } from './priority-control';
import { TicketFacts } from './ticket-facts';
import { TicketMoves } from './ticket-moves';
import { TicketHistory } from '../../ui/helpdesk/ticket-history';
import { TicketPhoto } from '../../ui/helpdesk/ticket-photo';
import { TicketThread } from '../../ui/helpdesk/ticket-thread';
import styles from './admin-helpdesk.module.css';

export default function AdminTicketPage() {
  const id = useParams().id ?? '';
  const ticket = useQuery(ticketQuery(id));
  const { online } = useConnectivity();
  const now = useNow(30_000);
  // Each result next to what was pressed (docs/adr/005-results-in-view.md): a move or the priority
  // under the buttons, a comment under the comment box. Saying one quiets the other.
  const moved = useResult();
  const commented = useResult();
  const offlineId = useId();
  const disabledReasonId = online ? undefined : offlineId;
  const onMoved: typeof moved.tell = (outcome) => {
    commented.clear();
    moved.tell(outcome);
  };
  const onCommented: typeof commented.tell = (outcome) => {
    moved.clear();
    commented.tell(outcome);
  };
  const data = ticket.data;

  return (
    <>
      <PageHeader
        title={data ? `#${data.id} ${data.title}` : `Complaint #${id}`}
        subtitle={data && freshnessLabel(ticket.dataUpdatedAt, now, online)}
        backTo={paths.admin.helpdesk}
        backLabel="Back to Helpdesk"
      />
      {!online && (
        <Banner tone="info">
          <span id={offlineId}>{helpdeskOfflineMessage}</span>
        </Banner>
      )}
      {ticket.isError && !data && online && (
        <Banner tone="error">{errorMessage(ticket.error, messages.ticketsFetchFailed)}</Banner>
      )}
      {!data ? (
        ticket.isPending && online && <Spinner label="Loading the complaint…" />
      ) : (
        <>
          <section className={styles.section} aria-label="The complaint">
            <TicketFacts ticket={data} now={now} />
            <p className={styles.description}>{data.description}</p>
            <TicketPhoto
              photo={data.photo_url}
              thumbnail={data.thumbnail_url}
              alt={`Photo of complaint #${data.id}`}
            />
            <div className={styles.ticketActions}>
              <TicketMoves
                ticket={data}
                staffNames={data.assigned_to ? [data.assigned_to] : []}
                disabledReasonId={disabledReasonId}
                onDone={onMoved}
              />
              <PriorityControl ticket={data} disabledReasonId={disabledReasonId} onDone={onMoved} />
            </div>
            {moved.line}
          </section>
          <section className={styles.section} aria-labelledby="ticket-thread-heading">
            <h2 id="ticket-thread-heading">Comments</h2>
            <TicketThread comments={data.comments} now={now} />
            {data.status !== 'Closed' && (
              <CommentForm
                ticketId={data.id}
                disabledReasonId={disabledReasonId}
                onDone={onCommented}
              />
            )}
            {commented.line}
          </section>
          <section className={styles.section} aria-labelledby="ticket-history-heading">
            <h2 id="ticket-history-heading">History</h2>
            <TicketHistory steps={data.history} now={now} />
          </section>
        </>
      )}
    </>
  );
}
