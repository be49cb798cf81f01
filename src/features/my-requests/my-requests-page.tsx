/**
 * /my-requests (issue 14): every golf-cart ride, banquet request and court booking of the
 * resident, with its status, details and timeline, and Cancel where the lifecycle lets the
 * resident move it. The list sits in the persisted query cache, so the last copy shows offline
 * with its age; while the page is open it is asked for again every 30 s, so the office's answer
 * appears without a reload.
 */
import { useQuery } from '@tanstack/react-query';
import { useRefetchOnPush } from '../../lib/use-push-messages';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../contract/messages';
import type { RequestItem } from '../../../contract/requests/requests';
import { errorMessage } from '../../api/api-error';
import { myRequestsQuery } from '../../api/requests';
import { useSession } from '../../api/session';
import { bySoonest, isAhead } from '../../lib/format-request';
import { paths } from '../../lib/paths';
import { useIndiaNow } from '../../lib/use-india-now';
import { useNow } from '../../lib/use-now';
import { freshnessLabel } from '../../offline/freshness';
import { useConnectivity } from '../../offline/use-connectivity';
import { Banner } from '../../ui/banner';
import { buttonClassName } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import type { MoveOutcome } from '../../ui/request-actions';
import { Spinner } from '../../ui/spinner';
import { useFocusLater } from '../../ui/use-focus-later';
import { JustAddedProvider, updatedJustNow } from '../../ui/just-added';
import { useResult } from '../../ui/result-line';
import cards from '../../ui/request-card.module.css';
import { RequestCard, requestCardId } from './request-card';
import styles from './my-requests.module.css';

export const myRequestsOfflineMessage = 'Cancelling needs a connection.';

export default function MyRequestsPage() {
  const { user } = useSession();
  const query = myRequestsQuery(user?.id ?? '');
  const requests = useQuery(query);
  // A push is usually about one of these (the office moved a ride): show it now, not in 30 s.
  useRefetchOnPush(query.queryKey);
  const { online } = useConnectivity();
  const now = useNow(30_000);
  const today = useIndiaNow().date;
  const result = useResult();
  const focusLater = useFocusLater();
  const id = useId();
  const offlineId = `${id}-offline`;
  const items = requests.data;
  const loadError =
    online && requests.isError && !items
      ? errorMessage(requests.error, messages.requestsFetchFailed)
      : undefined;

  // The result above the lists and "Updated just now" on the card, which keeps its place with its
  // new status and takes the focus (docs/adr/005-results-in-view.md).
  const onDone = (item: RequestItem, outcome: MoveOutcome) => {
    result.tell(outcome, { itemKey: requestCardId(item), label: updatedJustNow });
    if (outcome.ok) focusLater(() => document.getElementById(requestCardId(item)));
  };

  // Split by the clock only, so a cancelled booking stays where the resident cancelled it.
  const ahead = (items ?? []).filter((item) => isAhead(item, now)).sort(bySoonest);
  const earlier = (items ?? []).filter((item) => !isAhead(item, now));
  const section = (slug: string, title: string, list: RequestItem[]) =>
    list.length > 0 && (
      <section className={styles.section} aria-labelledby={`${id}-${slug}`}>
        <h2 id={`${id}-${slug}`}>{title}</h2>
        <ul className={cards.list}>
          {list.map((item) => (
            <RequestCard
              key={requestCardId(item)}
              item={item}
              today={today}
              now={now}
              disabledReasonId={online ? undefined : offlineId}
              onDone={onDone}
            />
          ))}
        </ul>
      </section>
    );

  return (
    <>
      <PageHeader
        title="My Requests"
        subtitle="Your golf-cart rides, banquet requests, court bookings and event registrations, and what the RWA said."
      />
      {items && (
        <p className={styles.freshness}>
          {freshnessLabel(requests.dataUpdatedAt, now, online)}
          {online && ' · checks for news every 30 seconds'}
        </p>
      )}
      {!online && (
        <Notice id={offlineId}>
          {items
            ? myRequestsOfflineMessage
            : "You're offline and nothing is saved on this phone yet."}
        </Notice>
      )}
      {loadError && <Banner tone="error">{loadError}</Banner>}
      {result.line}
      {!items ? (
        requests.isPending && online && <Spinner label="Loading your requests…" />
      ) : items.length === 0 ? (
        <div>
          <p>You have no rides or bookings yet.</p>
          <p className={styles.empty}>
            <Link className={buttonClassName('secondary')} to={paths.golfCart}>
              Request a golf cart
            </Link>
            <Link className={buttonClassName('secondary')} to={paths.facilities('sports')}>
              Book a court
            </Link>
            <Link className={buttonClassName('secondary')} to={paths.banquetHallBooking}>
              Banquet hall
            </Link>
          </p>
        </div>
      ) : (
        <JustAddedProvider value={result.mark}>
          {section('coming', 'Coming up', ahead)}
          {section('earlier', 'Earlier', earlier)}
        </JustAddedProvider>
      )}
    </>
  );
}
