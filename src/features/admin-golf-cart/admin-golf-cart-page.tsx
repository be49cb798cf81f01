/**
 * /admin/golf-cart: the rides residents asked for, latest first, each a card with the office's
 * moves from its status (drawn from golfCartLifecycle: Accept with an optional note, Decline
 * with a reason, On the way, Completed). Cards, not a table: at 360 px a table of eight columns
 * was 858 px wide. Asked for again every 30 s; offline the last list shows and moves wait.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { listGolfCartRequests, type GolfCartRide } from '../../../contract/golf-cart/golf-cart';
import { errorMessage } from '../../api/api-error';
import { callApi } from '../../api/client';
import { REQUESTS_REFRESH_MS } from '../../api/requests';
import { formatClock } from '../../lib/format-date';
import { requestWhen } from '../../lib/format-request';
import { useIndiaNow } from '../../lib/use-india-now';
import { useNow } from '../../lib/use-now';
import { freshnessLabel } from '../../offline/freshness';
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Banner } from '../../ui/banner';
import { Facts } from '../../ui/facts';
import { RequestActions, type MoveOutcome } from '../../ui/request-actions';
import { RequestStatusBadge } from '../../ui/request-status-badge';
import { Spinner } from '../../ui/spinner';
import { useFocusLater } from '../../ui/use-focus-later';
import { JustAdded, JustAddedProvider, updatedJustNow } from '../../ui/just-added';
import { useResult } from '../../ui/result-line';
import cards from '../../ui/request-card.module.css';

export const golfCartOfflineMessage =
  "You're offline. Golf-cart requests can be loaded when you're back online.";

const rideCardId = (ride: GolfCartRide) => `ride-${ride.request_id}`;

export default function AdminGolfCartPage() {
  const { online } = useConnectivity();
  const now = useNow(30_000);
  const today = useIndiaNow().date;
  const result = useResult();
  const focusLater = useFocusLater();
  const offlineId = useId();
  const requests = useQuery({
    queryKey: ['golf-cart', 'requests'],
    queryFn: ({ signal }) => callApi(listGolfCartRequests, { signal }),
    refetchInterval: REQUESTS_REFRESH_MS,
  });
  const rides = requests.data;
  const failure = requests.error && errorMessage(requests.error, listGolfCartRequests.failure);

  // The result above the list and "Updated just now" on the ride, which keeps its place with its
  // new status and takes the focus (docs/adr/005-results-in-view.md).
  const onDone = (ride: GolfCartRide, outcome: MoveOutcome) => {
    result.tell(outcome, { itemKey: ride.request_id, label: updatedJustNow });
    if (outcome.ok) focusLater(() => document.getElementById(rideCardId(ride)));
  };

  return (
    <>
      <AdminPageHeader title="Golf Cart Requests" subtitle="Rides residents have asked for." />
      {!online && (
        <Banner tone="info">
          <span id={offlineId}>{golfCartOfflineMessage}</span>
        </Banner>
      )}
      {failure && online && <Banner tone="error">{failure}</Banner>}
      {result.line}
      {!rides ? (
        requests.isPending && online ? (
          <Spinner label="Loading golf-cart requests…" />
        ) : null
      ) : rides.length === 0 ? (
        <p>No golf-cart requests yet.</p>
      ) : (
        <JustAddedProvider value={result.mark}>
          <p className={cards.muted}>{freshnessLabel(requests.dataUpdatedAt, now, online)}</p>
          <ul className={cards.list} aria-label="Golf-cart requests">
            {rides.map((ride) => {
              const route = `${ride.pickup_location} → ${ride.dropoff_location}`;
              const when = requestWhen({ ...ride, end_time: '' }, today);
              return (
                <li key={ride.request_id}>
                  <article
                    id={rideCardId(ride)}
                    tabIndex={-1}
                    className={cards.card}
                    aria-labelledby={`${rideCardId(ride)}-title`}
                  >
                    <div className={cards.head}>
                      <h2 id={`${rideCardId(ride)}-title`} className={cards.title}>
                        {route}
                      </h2>
                      <RequestStatusBadge status={ride.status} />
                    </div>
                    <JustAdded itemKey={ride.request_id} />
                    <Facts className={cards.facts}>
                      <dt>Date</dt>
                      {/* 'Today', 'Tomorrow' or 'Sat 20 Dec': never the raw date (issue 35). */}
                      <dd>{requestWhen({ date: ride.date, time: '', end_time: '' }, today)}</dd>
                      <dt>Time</dt>
                      <dd>{formatClock(ride.time)}</dd>
                      <dt>Duration</dt>
                      <dd>{ride.duration} min</dd>
                      <dt>Apartment</dt>
                      <dd>{ride.apartment_number}</dd>
                      <dt>Phone</dt>
                      <dd>
                        <a href={`tel:${ride.phone_number}`}>{ride.phone_number}</a>
                      </dd>
                      <dt>Comments</dt>
                      <dd>{ride.comments || '—'}</dd>
                      {ride.status_note && (
                        <>
                          <dt>Note</dt>
                          <dd>{ride.status_note}</dd>
                        </>
                      )}
                    </Facts>
                    <div className={cards.actions}>
                      <RequestActions
                        kind="golf_cart"
                        id={ride.request_id}
                        status={ride.status}
                        mover="rwa"
                        name={`ride ${route}, ${when}, for ${ride.apartment_number}`}
                        disabledReasonId={online ? undefined : offlineId}
                        onDone={(outcome) => onDone(ride, outcome)}
                      />
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        </JustAddedProvider>
      )}
    </>
  );
}
