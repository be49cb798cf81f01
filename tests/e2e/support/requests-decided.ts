/**
 * The demo estate plus what makes the server write dates into words a resident reads, and the
 * office a card to show: a banquet confirmed for an evening two weeks ahead, a ride accepted, a
 * court booked for tomorrow, a ride with long words still waiting, and a notice from the RWA with
 * a page of its own (every-route.test.ts).
 */
import { indiaDay } from './bookings';
import { laterTodayInIndia } from './golf-cart';
import { demo } from './login';
import type { RunningServer } from './server';
import type { StoredSession } from './session';

const tokenOf = (session: string) => (JSON.parse(session) as StoredSession).token ?? '';

/** Calls the API as the person whose stored session is `session`; throws on a refusal. */
export async function apiAs<T>(
  server: RunningServer,
  session: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${server.url}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${tokenOf(session)}`,
      'idempotency-key': crypto.randomUUID(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const ride = (pickup: string, comments?: string) => ({
  pickup_location: pickup,
  dropoff_location: 'Clubhouse',
  duration: 30,
  time: laterTodayInIndia(),
  ...(comments ? { comments } : {}),
  user_id: demo.activeResident.phone,
  apartment_number: demo.activeResident.apartment,
  phone_number: demo.activeResident.phone,
});

export async function decideRequests(
  server: RunningServer,
  sessions: { resident: string; rwa: string },
): Promise<void> {
  const resident = demo.activeResident;
  const banquet = await apiAs<{ booking_id: string }>(
    server,
    sessions.resident,
    'POST',
    'banquetbooking/banquet/book',
    {
      booking_date: indiaDay(14),
      start_time: '18:00',
      end_time: '22:00',
      purpose: 'Daughter’s engagement dinner',
      expected_guests: 60,
      user_id: resident.phone,
      apartment_number: resident.apartment,
      contact_name: 'Asha Rao',
      contact_phone: resident.phone,
    },
  );
  await apiAs(
    server,
    sessions.rwa,
    'PUT',
    `booking/update-booking-status/${banquet.booking_id}?new_status=Confirmed`,
  );
  const accepted = await apiAs<{ request_id: string }>(
    server,
    sessions.resident,
    'POST',
    'golf-cart/golf-cart/request',
    ride('Tower A lobby'),
  );
  await apiAs(
    server,
    sessions.rwa,
    'PUT',
    `golf-cart/golf-cart/requests/${accepted.request_id}/status`,
    { status: 'Accepted' },
  );
  // Waiting, in long words: /admin/golf-cart and "Needs you" must show it whole on a phone.
  await apiAs(
    server,
    sessions.resident,
    'POST',
    'golf-cart/golf-cart/request',
    ride(
      'Tower B, the far gate by the children’s play area',
      'Two elderly guests with a wheelchair and a large suitcase each',
    ),
  );
  await apiAs(server, sessions.resident, 'POST', 'booking/book', {
    user_id: resident.phone,
    sport_type: 'Badminton',
    booking_date: indiaDay(1),
    time_slot: '09:00',
    duration: 60,
  });
  await apiAs(server, sessions.rwa, 'POST', 'broadcasts', {
    title: 'Water tank cleaning',
    body: 'The water supply stops from 10 AM to 2 PM on Saturday while the tanks are cleaned.',
    severity: 'info',
  });
}

/**
 * The detail pages a person can open: where each of their notices leads (a broadcast's own page,
 * a ticket, a request) and their helpdesk tickets.
 */
export async function detailRoutes(
  server: RunningServer,
  session: string,
  admin: boolean,
): Promise<string[]> {
  const { notifications } = await apiAs<{ notifications: { url: string | null }[] }>(
    server,
    session,
    'GET',
    'notifications',
  );
  const { tickets } = await apiAs<{ tickets: { id: string }[] }>(
    server,
    session,
    'GET',
    'helpdesk/tickets',
  );
  const ledTo = notifications.flatMap((notice) => (notice.url ? [notice.url] : []));
  return [
    ...new Set([
      ...ledTo,
      ...tickets.map((ticket) =>
        admin ? `/admin/helpdesk/${ticket.id}` : `/helpdesk/${ticket.id}`,
      ),
    ]),
  ];
}
