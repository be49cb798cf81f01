/**
 * Issue 35, "dates in words everywhere a person reads them": every route of the app, with the
 * demo estate plus the requests and decisions that make the server write notices, read as a
 * visitor, a resident, the RWA and the gate guard. No `YYYY-MM-DD` or ISO instant may show in
 * the visible text or in what a screen reader says (aria-label), on lists and on detail pages
 * (each notice, each ticket, each event).
 */
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { indiaDay } from './support/bookings';
import { guardDesk } from './support/gate-desk';
import { laterTodayInIndia } from './support/golf-cart';
import { usePrivateServerAndBrowser } from './support/lifecycle';
import { demo } from './support/login';
import { navigateInApp, routes, settled } from './support/routes';
import { profileWithSession, signedInSession, type StoredSession } from './support/session';

const app = usePrivateServerAndBrowser();

/** 2026-12-20, and any instant that starts with it (2026-12-20T12:30:00.000Z). */
const rawDate = /\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?/g;

/** Routes router.tsx has that the 360 px walk leaves out, and the gate desk. */
const moreRoutes = [
  '/helpdesk',
  '/helpdesk/new',
  '/visitors',
  '/admin/audit',
  '/admin/visitors',
  '/admin/helpdesk',
];

interface Sessions {
  resident: string;
  rwa: string;
  guard: string;
}
let sessions: Sessions;

const tokenOf = (session: string) => (JSON.parse(session) as StoredSession).token ?? '';

async function api<T>(session: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${app.server.url}/api/${path}`, {
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

/**
 * What makes the server write dates into words a resident reads: a banquet confirmed for an
 * evening two weeks ahead, a ride accepted, a court booked for tomorrow.
 */
async function decideRequests(): Promise<void> {
  const resident = demo.activeResident;
  const banquet = await api<{ booking_id: string }>(
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
  await api(
    sessions.rwa,
    'PUT',
    `booking/update-booking-status/${banquet.booking_id}?new_status=Confirmed`,
  );
  const ride = await api<{ request_id: string }>(
    sessions.resident,
    'POST',
    'golf-cart/golf-cart/request',
    {
      pickup_location: 'Tower A lobby',
      dropoff_location: 'Clubhouse',
      duration: 30,
      time: laterTodayInIndia(),
      user_id: resident.phone,
      apartment_number: resident.apartment,
      phone_number: resident.phone,
    },
  );
  await api(sessions.rwa, 'PUT', `golf-cart/golf-cart/requests/${ride.request_id}/status`, {
    status: 'Accepted',
  });
  await api(sessions.resident, 'POST', 'booking/book', {
    user_id: resident.phone,
    sport_type: 'Badminton',
    booking_date: indiaDay(1),
    time_slot: '09:00',
    duration: 60,
  });
}

/** The ids of the detail pages a role can open: its notices, tickets and the events. */
async function detailRoutes(session: string, admin: boolean): Promise<string[]> {
  const { notifications } = await api<{ notifications: { id: string }[] }>(
    session,
    'GET',
    'notifications',
  );
  const { tickets } = await api<{ tickets: { id: string }[] }>(session, 'GET', 'helpdesk/tickets');
  return [
    ...notifications.map((notice) => `/notices/${notice.id}`),
    ...tickets.map((ticket) => (admin ? `/admin/helpdesk/${ticket.id}` : `/helpdesk/${ticket.id}`)),
  ];
}

/** Every raw date the page shows or says, each with a little of the text around it. */
function rawDatesOnPage(pattern: string): string[] {
  const raw = new RegExp(pattern, 'g');
  const found: string[] = [];
  const look = (text: string, where: string) => {
    for (const match of text.matchAll(raw)) {
      const from = Math.max(0, match.index - 40);
      found.push(`${where}: …${text.slice(from, match.index + match[0].length + 20)}…`);
    }
  };
  look(document.body.innerText, 'text');
  for (const labelled of Array.from(document.querySelectorAll('[aria-label]'))) {
    look(labelled.getAttribute('aria-label') ?? '', 'aria-label');
  }
  return found;
}

async function walk(browser: Browser, session: string | undefined, paths: string[]) {
  const context = session
    ? await profileWithSession(browser, app.server, session)
    : await browser.newContext({ baseURL: app.server.url });
  const page: Page = await context.newPage();
  const problems: string[] = [];
  try {
    await page.goto('/');
    await settled(page);
    for (const path of paths) {
      await page.evaluate(navigateInApp, path);
      await settled(page).catch(async () => {
        const busy = await page.evaluate(() =>
          Array.from(document.querySelectorAll('main [role="status"]'))
            .map((status) => status.textContent ?? '')
            .filter((text) => /Loading|Opening/.test(text)),
        );
        problems.push(`${path} never finished loading: ${busy.join(' | ')}`);
      });
      for (const found of await page.evaluate(rawDatesOnPage, rawDate.source)) {
        problems.push(`${path}: ${found}`);
      }
    }
  } finally {
    await context.close();
  }
  return problems;
}

/** The guard signs in at Gate Login (not the residents' form). */
async function guardSession(): Promise<string> {
  const { context, page } = await guardDesk(app.browser, app.server);
  const stored = await page.evaluate(() => localStorage.getItem('auth-storage'));
  await context.close();
  if (!stored) throw new Error('The guard’s sign-in stored no session');
  return stored;
}

beforeAll(async () => {
  const [resident, rwa, guardStored] = await Promise.all([
    signedInSession(app.browser, app.server, demo.activeResident),
    signedInSession(app.browser, app.server, demo.rwa),
    guardSession(),
  ]);
  sessions = { resident, rwa, guard: guardStored };
  await decideRequests();
}, 120_000);

describe('every route shows dates in words', () => {
  it('shows a visitor no raw date', async () => {
    expect(await walk(app.browser, undefined, [...routes, ...moreRoutes])).toEqual([]);
  });

  it('shows a resident no raw date, in notices from the server either', async () => {
    const details = await detailRoutes(sessions.resident, false);
    expect(details.some((path) => path.startsWith('/notices/'))).toBe(true);
    const paths = [...routes, ...moreRoutes, ...details];
    expect(await walk(app.browser, sessions.resident, paths)).toEqual([]);
  });

  it('shows the RWA no raw date', async () => {
    const details = await detailRoutes(sessions.rwa, true);
    const paths = [...routes, ...moreRoutes, ...details];
    expect(await walk(app.browser, sessions.rwa, paths)).toEqual([]);
  });

  it('shows the gate guard no raw date', async () => {
    expect(await walk(app.browser, sessions.guard, ['/gate'])).toEqual([]);
  });
});
