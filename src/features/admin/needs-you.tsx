/**
 * "Needs you", at the top of the admin dashboard (issue 14): what waits on the office. Urgent
 * complaints first, newest first (issue 35); then pending banquet requests and rides not yet
 * done, oldest first, each with how long it has waited (or what the office last did) and its
 * moves inline (drawn from its lifecycle); then residents' "I have paid" to check against the
 * bank (issue 33), confirmed or rejected right here, the answer staying in its card; then
 * Contact Us messages not yet handled, oldest first (issue 35: an admin who muted the office's
 * notices still sees them here), with Reply by email and Mark handled; then the other complaints nobody has taken or past their deadline (issue 18), each linking to its page
 * (waiting-complaints.ts). Asked for again every 30 s, so a new ride appears without a reload;
 * offline the last copy shows with its age and the moves wait for a signal.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { messages } from '../../../contract/messages';
import type { RequestItem } from '../../../contract/requests/requests';
import { errorMessage } from '../../api/api-error';
import { paymentsQuery } from '../../api/dues';
import { ticketsQuery } from '../../api/helpdesk';
import { openRequestsQuery } from '../../api/requests';
import { isAnswered, queueLine, requestWhen } from '../../lib/format-request';
import { useIndiaNow } from '../../lib/use-india-now';
import { useNow } from '../../lib/use-now';
import { freshnessLabel } from '../../offline/freshness';
import { useConnectivity } from '../../offline/use-connectivity';
import { Banner } from '../../ui/banner';
import { PaymentCheckCard } from '../../ui/dues/payment-check-card';
import { usePaymentChecks } from '../../ui/dues/use-payment-checks';
import { Facts } from '../../ui/facts';
import { Notice } from '../../ui/notice';
import { RequestActions, type MoveOutcome } from '../../ui/request-actions';
import { useResult } from '../../ui/result-line';
import { RequestStatusBadge } from '../../ui/request-status-badge';
import { Spinner } from '../../ui/spinner';
import { useFocusLater } from '../../ui/use-focus-later';
import { ContactMessageItem } from './contact-message-item';
import { contactMessagesQuery } from './use-contact-messages';
import { complaintCount, waitingComplaints } from './waiting-complaints';
import { WaitingTicketItem } from './waiting-ticket-item';
import cards from '../../ui/request-card.module.css';
import styles from './needs-you.module.css';

export const needsYouOfflineMessage =
  'Answering a request needs a connection. Connect to the internet to accept or decline.';
export const needsYouEmpty = 'Nothing waits on you. New requests appear here within 30 seconds.';

export function NeedsYou() {
  const result = useResult();
  const open = useQuery(openRequestsQuery());
  // The first page of each (the most overdue; the newest nobody has taken); the heading counts
  // them all.
  const overdueList = useQuery(ticketsQuery({ status: 'overdue' })).data;
  const freshList = useQuery(ticketsQuery({ status: 'Open' })).data;
  const complaints = waitingComplaints(freshList?.tickets ?? [], overdueList?.tickets ?? []);
  const payments = usePaymentChecks(useQuery(paymentsQuery('pending_verification')).data);
  const contact = useQuery(contactMessagesQuery()).data?.messages ?? [];
  const { online } = useConnectivity();
  const now = useNow(30_000);
  const today = useIndiaNow().date;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusLater = useFocusLater();
  const id = useId();
  const offlineId = `${id}-offline`;
  const items = open.data;
  const count =
    (items?.length ?? 0) +
    complaintCount(complaints, [overdueList, freshList]) +
    payments.waiting +
    contact.length;
  const loadError =
    online && open.isError && !open.isFetching && !items
      ? errorMessage(open.error, messages.requestsFetchFailed)
      : undefined;

  // An answered request leaves the queue: its result shows under the heading, which takes the
  // focus, not the void (docs/adr/005-results-in-view.md).
  const onDone = (outcome: MoveOutcome) => {
    result.tell(outcome);
    if (outcome.ok) focusLater(() => headingRef.current);
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <div className={styles.head}>
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
          Needs you{count > 0 ? ` (${count})` : ''}
        </h2>
        {items && <p className={cards.muted}>{freshnessLabel(open.dataUpdatedAt, now, online)}</p>}
      </div>
      {!online && <Notice id={offlineId}>{needsYouOfflineMessage}</Notice>}
      {loadError && <Banner tone="error">{loadError}</Banner>}
      {result.line}
      {!items ? (
        open.isPending && online && <Spinner label="Loading what needs you…" />
      ) : count === 0 && payments.shown.length === 0 ? (
        <p className={styles.empty}>{needsYouEmpty}</p>
      ) : (
        <ul className={cards.list} aria-label="What waits on the office">
          {complaints.urgent.map((ticket) => (
            <WaitingTicketItem key={`ticket-${ticket.id}`} ticket={ticket} now={now} />
          ))}
          {items.map((item) => (
            <NeedsYouItem
              key={`${item.kind}-${item.id}`}
              item={item}
              today={today}
              now={now}
              disabledReasonId={online ? undefined : offlineId}
              onDone={onDone}
            />
          ))}
          {payments.shown.map(({ payment, outcome }) => (
            <PaymentCheckCard
              key={`payment-${payment.id}`}
              payment={payment}
              now={now}
              outcome={outcome}
              disabledReasonId={online ? undefined : offlineId}
              onAnswered={payments.record}
            />
          ))}
          {contact.map((message) => (
            <ContactMessageItem
              key={`contact-${message.id}`}
              message={message}
              now={now}
              disabledReasonId={online ? undefined : offlineId}
              onDone={onDone}
            />
          ))}
          {complaints.rest.map((ticket) => (
            <WaitingTicketItem key={`ticket-${ticket.id}`} ticket={ticket} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}

interface NeedsYouItemProps {
  item: RequestItem;
  today: string;
  now: number;
  disabledReasonId?: string;
  onDone: (outcome: MoveOutcome) => void;
}

function NeedsYouItem({ item, today, now, disabledReasonId, onDone }: NeedsYouItemProps) {
  const titleId = `needs-you-${item.kind}-${item.id}`;
  const when = requestWhen(item, today);
  return (
    <li>
      <article className={cards.card} aria-labelledby={titleId}>
        <div className={cards.head}>
          <h3 id={titleId} className={cards.title}>
            {item.title}
          </h3>
          <RequestStatusBadge status={item.status} />
        </div>
        <p className={cards.when}>{when}</p>
        <p className={isAnswered(item) ? cards.muted : cards.waiting}>{queueLine(item, now)}</p>
        <Facts className={cards.facts}>
          <dt>From</dt>
          <dd>{[item.name, item.apartment_number].filter(Boolean).join(', ') || '—'}</dd>
          <dt>Phone</dt>
          <dd>
            {item.phone_number ? <a href={`tel:${item.phone_number}`}>{item.phone_number}</a> : '—'}
          </dd>
          {item.details && (
            <>
              <dt>Details</dt>
              <dd>{item.details}</dd>
            </>
          )}
          {item.status_note && (
            <>
              <dt>Note</dt>
              <dd>{item.status_note}</dd>
            </>
          )}
        </Facts>
        <div className={cards.actions}>
          <RequestActions
            kind={item.kind}
            id={item.id}
            status={item.status}
            mover="rwa"
            name={`${item.title}, ${when}, for ${item.apartment_number || 'a resident'}`}
            disabledReasonId={disabledReasonId}
            onDone={onDone}
          />
        </div>
      </article>
    </li>
  );
}
