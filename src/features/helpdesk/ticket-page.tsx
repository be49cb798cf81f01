/**
 * /helpdesk/:ticketId (issue 18): one complaint of the household — details, photo, status and
 * deadline, who is on it, the thread with the office, the household's comment box (through the
 * outbox, so it works offline) and Reopen / Close. The page sits in the persisted query cache, so
 * a notice's link opens it offline too, with its age.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { messages } from '../../../contract/messages';
import { errorMessage } from '../../api/api-error';
import { helpdeskKeys, ticketQuery } from '../../api/helpdesk';
import { useSession } from '../../api/session';
import { paths } from '../../lib/paths';
import { useNow } from '../../lib/use-now';
import { useRefetchOnPush } from '../../lib/use-push-messages';
import type { OutboxRecord } from '../../offline/db';
import { freshnessLabel } from '../../offline/freshness';
import { HELPDESK_COMMENT_KIND, ticketCommentsKey } from '../../offline/kinds';
import { useConnectivity } from '../../offline/use-connectivity';
import { Banner } from '../../ui/banner';
import { Notice } from '../../ui/notice';
import { useResult } from '../../ui/result-line';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { useEditLink } from '../../ui/use-edit-link';
import { useQueuedWrites } from '../../ui/use-queued-writes';
import { CommentBox } from './comment-box';
import { commentPayloadOf, queueTicketComment } from './queue';
import { TicketDetails } from './ticket-details';
import { TicketHistory } from '../../ui/helpdesk/ticket-history';
import { TicketMoves } from './ticket-moves';
import { HouseholdThread } from './ticket-thread';
import { commentWords } from './words';
import styles from './helpdesk.module.css';

export default function TicketPage() {
  const id = useParams().ticketId ?? '';
  const { user } = useSession();
  const { online } = useConnectivity();
  const now = useNow(30_000);
  const query = ticketQuery(id);
  const ticket = useQuery(query);
  useRefetchOnPush(query.queryKey);
  // Each result next to what was pressed and staying until the next (docs/adr/005-results-in-view.md):
  // Reopen / Close under their buttons, a comment under the comment box.
  const moved = useResult();
  const commented = useResult();
  const refreshedAt = ticket.data ? ticket.dataUpdatedAt : undefined;
  const queued = useQueuedWrites(
    { kind: HELPDESK_COMMENT_KIND, entityKey: ticketCommentsKey(id), userId: user?.id },
    refreshedAt,
    helpdeskKeys.ticket(id),
  );

  // A refused comment, picked in the thread or linked from the Offline data page (?edit=).
  const [picked, setPicked] = useState<OutboxRecord | null>(null);
  const link = useEditLink(
    HELPDESK_COMMENT_KIND,
    user?.id,
    (record) => commentPayloadOf(record).ticket_id === id,
  );
  const fixing = picked ?? link.record;
  const stopFixing = () => {
    setPicked(null);
    link.clear();
  };

  const data = ticket.data;
  const here = paths.helpdeskTicket(id);
  const loadError =
    ticket.isError && !data ? errorMessage(ticket.error, messages.ticketsFetchFailed) : undefined;

  const send = async (body: string, photo: File | undefined) => {
    if (!user) throw new Error(messages.commentFailed);
    await queueTicketComment(id, body, photo, user.id, fixing ?? undefined);
    stopFixing();
    moved.clear();
    commented.show(online ? commentWords.online : commentWords.offline);
  };

  return (
    <>
      <PageHeader
        title={data?.title ?? 'Complaint'}
        subtitle={data ? `Complaint #${data.id}` : undefined}
        backTo={paths.helpdesk}
        backLabel="All complaints"
      />
      <div className={styles.page}>
        {data && (
          <p className={styles.freshness}>{freshnessLabel(ticket.dataUpdatedAt, now, online)}</p>
        )}
        {!data && !online && (
          <Notice>{"You're offline and this complaint is not saved on this phone yet."}</Notice>
        )}
        {loadError && (
          <Banner tone="error">
            {loadError} <Link to={paths.helpdesk}>Your complaints</Link>
          </Banner>
        )}
        {!data && online && ticket.isPending && <Spinner label="Loading the complaint…" />}
        {data && (
          <>
            <TicketDetails ticket={data} now={now} />
            <TicketMoves
              ticket={data}
              online={online}
              now={now}
              onDone={(message) => {
                commented.clear();
                moved.show(message);
              }}
            />
            <div className={styles.result}>{moved.line}</div>
            <section aria-labelledby="ticket-thread">
              <h2 id="ticket-thread">Comments</h2>
              <HouseholdThread
                comments={data.comments}
                queued={[...queued.shown].reverse()}
                you={user?.name ?? 'You'}
                now={now}
                from={here}
                onFix={setPicked}
              />
            </section>
            {data.status === 'Closed' ? (
              <p>{messages.commentOnClosed}</p>
            ) : (
              <CommentBox
                key={fixing?.id ?? 'new'}
                initial={fixing ? commentPayloadOf(fixing).body : ''}
                fixing={fixing !== null}
                onSend={send}
                onCancelFix={stopFixing}
              />
            )}
            <div className={styles.result}>{commented.line}</div>
            <section aria-labelledby="ticket-history">
              <h2 id="ticket-history">History</h2>
              <TicketHistory steps={data.history} now={now} />
            </section>
          </>
        )}
      </div>
    </>
  );
}
