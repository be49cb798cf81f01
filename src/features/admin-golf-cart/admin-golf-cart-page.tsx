/**
 * /admin/golf-cart: the rides residents asked for, so someone at the estate office sees them.
 * An online read: with no signal it says so, and shows the last list this phone saw.
 */
import { useQuery } from '@tanstack/react-query';
import { listGolfCartRequests } from '../../../contract/golf-cart';
import { isApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import { useConnectivity } from '../../offline/use-connectivity';
import { AdminPageHeader } from '../../ui/admin-page-header';
import { Badge, bookingStatusTone } from '../../ui/badge';
import { Banner } from '../../ui/banner';
import { Spinner } from '../../ui/spinner';
import styles from './admin-golf-cart.module.css';

export const golfCartOfflineMessage =
  "You're offline. Golf-cart requests can be loaded when you're back online.";

export default function AdminGolfCartPage() {
  const { online } = useConnectivity();
  const requests = useQuery({
    queryKey: ['golf-cart', 'requests'],
    queryFn: ({ signal }) => callApi(listGolfCartRequests, { signal }),
  });
  const rides = requests.data;
  const failure =
    requests.error &&
    (isApiError(requests.error) && requests.error.detail
      ? requests.error.detail
      : listGolfCartRequests.failure);

  return (
    <>
      <AdminPageHeader title="Golf Cart Requests" subtitle="Rides residents have asked for." />
      {!online && <Banner tone="info">{golfCartOfflineMessage}</Banner>}
      {failure && online && <Banner tone="error">{failure}</Banner>}
      {!rides ? (
        requests.isPending && online ? (
          <Spinner label="Loading golf-cart requests…" />
        ) : null
      ) : rides.length === 0 ? (
        <p>No golf-cart requests yet.</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">Golf-cart requests</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Time</th>
                <th scope="col">Route</th>
                <th scope="col">Duration</th>
                <th scope="col">Apartment</th>
                <th scope="col">Phone</th>
                <th scope="col">Status</th>
                <th scope="col">Comments</th>
              </tr>
            </thead>
            <tbody>
              {rides.map((ride) => (
                <tr key={ride.request_id}>
                  <td>{ride.date}</td>
                  <td>{ride.time}</td>
                  <td>
                    {ride.pickup_location} → {ride.dropoff_location}
                  </td>
                  <td>{ride.duration} min</td>
                  <td>{ride.apartment_number}</td>
                  <td>{ride.phone_number}</td>
                  <td>
                    <Badge tone={bookingStatusTone(ride.status)}>{ride.status}</Badge>
                  </td>
                  <td>{ride.comments || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
