/**
 * Each outbox kind as a resident sends it from its form (the same steps as the Chromium e2e
 * files), and the server's rows read back through the API as the RWA would see them.
 */
import { expect } from 'vitest';
import type { GolfCartRide } from '../../../contract/golf-cart/golf-cart';
import type { LostFoundItem } from '../../../contract/lost-found/lost-found';
import type { Ticket } from '../../../contract/helpdesk/schemas';
import { indiaDay } from '../../e2e/support/bookings';
import { pngBytes } from '../../e2e/support/content';
import { laterTodayInIndia } from '../../e2e/support/golf-cart';
import { until, type EngineDriver } from './driver';
import type { Target } from './target';
import type { Estate } from './estate';
import { chooseFile } from './files';

export const saved = 'Saved on this phone — will send when online';

/**
 * Taps a button that opens something, again if nothing opened: offline, the page's banner
 * comes in when the first request fails and can move the button away under a tap.
 */
async function open(page: EngineDriver, button: Target, opened: Target): Promise<void> {
  for (let tap = 1; ; tap += 1) {
    await page.click(button);
    try {
      await page.waitFor(opened, 5_000);
      return;
    } catch (error) {
      if (tap === 3) throw error;
    }
  }
}

export async function requestRide(page: EngineDriver, comment: string): Promise<void> {
  await page.goto('/golf-cart');
  await page.fill({ label: 'Pickup location' }, 'Tower A lobby');
  await page.fill({ label: 'Drop-off location' }, 'Clubhouse');
  await page.fill({ label: 'Duration' }, '30');
  await page.fill({ label: 'Time' }, laterTodayInIndia());
  await page.fill({ label: 'Comments (optional)' }, comment);
  await page.click({ role: 'button', name: 'Request golf cart' });
  await page.waitFor({ text: saved });
}

export async function registerForEvent(page: EngineDriver, event: string): Promise<void> {
  await page.goto('/events');
  await page.click({ role: 'link', name: event });
  await open(page, { role: 'button', name: 'Register for this event' }, { label: 'Name' });
  await page.fill({ label: 'Name' }, 'Arjun Sharma');
  await page.fill({ label: 'Email' }, 'arjun.sharma@example.com');
  await page.fill({ label: 'Number of attendees' }, '2');
  await page.click({ role: 'button', name: /^Register$/ });
  await page.waitFor({ text: saved });
}

export async function reportLostItem(page: EngineDriver, title: string): Promise<void> {
  await page.goto('/lost-and-found');
  await open(page, { role: 'button', name: 'Report an item' }, { label: 'Type' });
  await page.fill({ label: 'Type' }, 'lost');
  await page.fill({ label: 'Category' }, 'Accessories');
  await page.fill({ label: 'Title' }, title);
  await page.fill({ label: 'Description' }, 'Grey laptop backpack, red zip.');
  await page.fill({ label: 'Date' }, indiaDay(0));
  await page.fill({ label: 'Location' }, 'Basement 2, slot B2-114');
  const photo = await pngBytes('#6c757d', 400, 300);
  await chooseFile(page, 'Photo (optional)', { name: 'bag.png', type: 'image/png', bytes: photo });
  await page.click({ role: 'button', name: 'Report item' });
  await page.waitFor({ text: saved });
}

/** The form must have been opened online once: its categories come from the server. */
export async function reportProblem(page: EngineDriver, title: string): Promise<void> {
  await page.goto('/helpdesk/new');
  await page.fill({ label: 'What is it about?' }, 'Plumbing');
  await page.fill({ label: 'Title' }, title);
  await page.fill({ label: 'Description' }, 'Water drips from the trap.');
  await page.fill({ label: 'Location (optional)' }, 'Kitchen');
  const photo = await pngBytes('#1d3557', 800, 600);
  await chooseFile(page, 'Photo (optional)', { name: 'leak.png', type: 'image/png', bytes: photo });
  await page.click({ role: 'button', name: 'Report problem' });
  await page.waitFor({ text: saved });
}

/** The UPI QR the page drew for the first open invoice on /dues (a `data:` URL), once drawn. */
export function drawnQr(page: EngineDriver): Promise<string> {
  return until('the UPI QR to be drawn', async () => {
    const src = await page.evaluate(() => {
      const qr = document.querySelector<HTMLImageElement>('img[alt^="UPI QR code"]');
      return qr?.complete && qr.naturalWidth > 0 ? qr.src : null;
    });
    return src ?? undefined;
  });
}

/** "I have paid" for the first open invoice on the page: its open amount, today, by UPI. */
export async function sayIHavePaid(page: EngineDriver, utr: string): Promise<void> {
  await open(page, { role: 'button', name: 'I have paid' }, { label: 'Reference' });
  await page.fill({ label: 'Reference' }, utr);
  await page.click({ role: 'button', name: /^Send$/ });
  await page.waitFor({ text: saved });
}

async function get<T>(estate: Estate, path: string, token: string): Promise<T> {
  const response = await fetch(`${estate.url}/api/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status, `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** What the server holds of one resident's queued writes, told apart by unique text. */
export async function rowsOnServer(
  estate: Estate,
  rwa: string,
  mark: { comment: string; lostTitle: string; ticketTitle: string; apartment: string },
) {
  const rides = await get<GolfCartRide[]>(estate, 'golf-cart/golf-cart/requests', rwa);
  const items = await get<LostFoundItem[]>(estate, 'lostandfound/items', rwa);
  const { tickets } = await get<{ tickets: Ticket[] }>(
    estate,
    `helpdesk/tickets?apartment=${mark.apartment}`,
    rwa,
  );
  return {
    rides: rides.filter((ride) => ride.comments === mark.comment),
    items: items.filter((item) => item.title === mark.lostTitle),
    tickets: tickets.filter((ticket) => ticket.title === mark.ticketTitle),
  };
}

/** A photo the server stored is served back as an image. */
export async function servesImage(estate: Estate, path: string | null | undefined) {
  const response = await fetch(`${estate.url}/api/${path ?? ''}`);
  return response.ok && /^image\//.test(response.headers.get('content-type') ?? '');
}
