/**
 * Every outbox kind queued with the server gone, in Firefox and WebKit — engines without
 * Background Sync, where only the open app can send — and on the server exactly once after it
 * returns. The ride proves the app's own timer (nothing is touched after the server is back);
 * the next three prove the drain on opening the app again; "I have paid" is said on /dues
 * opened with the server gone (the invoice and its UPI QR from the phone), and the timer sends it.
 * One file per engine (outbox-firefox.test.ts, outbox-webkit.test.ts), each with a server of its
 * own, so the two engines run side by side.
 */
import { describe, expect, it } from 'vitest';
import type { Event, EventDetail } from '../../../contract/events/events';
import { messages } from '../../../contract/messages';
import {
  invoicesOf,
  nextMonthInIndia,
  paymentsWithReference,
  publishPeriod,
  readQr,
  utrFromTime,
} from '../../e2e/support/dues';
import { rwaToken } from '../../e2e/support/login';
import { until } from './driver';
import { useBrowser, workerControls, type Engine } from './engines';
import { useEstate } from './estate';
import {
  drawnQr,
  registerForEvent,
  reportLostItem,
  reportProblem,
  requestRide,
  rowsOnServer,
  sayIHavePaid,
  servesImage,
} from './outbox-flows';
import { signIn, tokenOf } from './sign-in';

const event = 'Inter-tower Badminton Tournament'; // seeded, registration without a deadline
const noBackgroundSync = 'On this browser, waiting items are sent only while Gatehouse is open.';
const offline = /^Offline — showing what was saved at \d{1,2}:\d{2} [AP]M$/;

async function myRegistration(url: string, token: string): Promise<EventDetail['my_registration']> {
  const get = (path: string) =>
    fetch(`${url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const events = (await (await get('events/events')).json()) as Event[];
  const id = events.find((candidate) => candidate.title === event)?.id;
  return ((await (await get(`events/events/${id}`)).json()) as EventDetail).my_registration;
}

/** The outbox flows in `engine`, as `account` (a resident of their own per engine). */
export function outboxSuite(engine: Engine, account: { phone: string; apartment: string }): void {
  const estate = useEstate();
  describe(`in ${engine.title}`, () => {
    const browser = useBrowser(engine, () => estate.url);
    const stamp = `${engine.name} ${Date.now()}`;
    const mark = {
      comment: `Ride from ${stamp}`,
      lostTitle: `Grey backpack ${stamp}`,
      ticketTitle: `Leak under the sink ${stamp}`,
      apartment: account.apartment,
    };

    it('sends a ride queued with the server gone by itself once the server is back, once', async () => {
      const { page } = browser;
      await signIn(page, estate, account);
      // Online once: the shell, the events and the helpdesk's categories are kept on the phone.
      await page.goto('/events');
      await page.waitFor({ role: 'link', name: event });
      await page.goto('/helpdesk/new');
      // Kept once the query cache is written (throttled, about a second after the answer).
      await until('the helpdesk categories to be saved', async () =>
        (await page.evaluate(() => localStorage.getItem('gatehouse-query-cache') ?? '')).includes(
          'Plumbing',
        )
          ? true
          : undefined,
      );
      await workerControls(page);

      await estate.down();
      await requestRide(page, mark.comment);
      await estate.up();
      // Nothing touched: the open app's own retry sends it (there is no Background Sync here).
      await page.waitFor({ text: 'Your golf cart request has been sent.' }, 60_000);
      const rwa = await rwaToken(estate.server);
      expect((await rowsOnServer(estate, rwa, mark)).rides).toHaveLength(1);
    });

    it('sends a registration, a lost item with its photo and a ticket with its photo, each once', async () => {
      const { page } = browser;
      const token = await tokenOf(page);
      await estate.down();
      await registerForEvent(page, event);
      await reportLostItem(page, mark.lostTitle);
      await reportProblem(page, mark.ticketTitle);
      await estate.up();

      // The open app sends what waited; its Offline data page says why it waited. Reached inside
      // the app, as a person moves: a page left mid-write strands the write in WebKit
      // (src/offline/leave-no-frozen-page.ts), and here the app is writing as it sends.
      await page.evaluate(() => {
        history.pushState(null, '', '/offline-data');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.waitFor({ text: noBackgroundSync });
      for (const kind of ['Event registration', 'Lost & found report', 'Helpdesk complaint']) {
        await page.waitFor({ role: 'listitem', name: new RegExp(`^${kind}: Sent \\d`) }, 60_000);
      }
      const rwa = await rwaToken(estate.server);
      const rows = await rowsOnServer(estate, rwa, mark);
      expect(rows.items).toHaveLength(1);
      expect(rows.tickets).toHaveLength(1);
      expect(await myRegistration(estate.url, token)).toMatchObject({ number_of_attendees: 2 });
      expect(await servesImage(estate, rows.items[0]?.imageUrl)).toBe(true);
      expect(await servesImage(estate, rows.tickets[0]?.photo_url)).toBe(true);
      // And once only: the ride too, after everything else was sent.
      expect((await rowsOnServer(estate, rwa, mark)).rides).toHaveLength(1);
    });

    it('shows the invoice and its UPI QR with the server gone, and sends "I have paid" once', async () => {
      const { page } = browser;
      const utr = utrFromTime();
      const rwa = await rwaToken(estate.server);
      // Next month, published by the office.
      await publishPeriod(estate.url, rwa, nextMonthInIndia());
      const links = (await invoicesOf(estate.url, rwa, account.apartment)).flatMap((invoice) =>
        invoice.upi_link ? [invoice.upi_link] : [],
      );
      await page.goto('/dues');
      await page.waitFor({ role: 'button', name: 'I have paid' });
      await drawnQr(page);
      await workerControls(page);

      await estate.down();
      await page.goto('/dues');
      await page.waitFor({ text: offline });
      // Drawn on the phone from the saved invoice, the QR asks for what an open invoice is owed.
      expect(links).toContain(await readQr(await drawnQr(page)));
      await sayIHavePaid(page, utr);
      await estate.up();
      // Nothing touched: the open app's own retry sends it.
      await page.waitFor({ text: messages.paymentNoticeSent }, 60_000);
      const office = await rwaToken(estate.server);
      const sent = await paymentsWithReference(estate.url, office, utr);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        apartment: account.apartment,
        status: 'pending_verification',
      });

      // Once the outbox itself says it is done, still once.
      await page.evaluate(() => {
        history.pushState(null, '', '/offline-data');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.waitFor({ role: 'listitem', name: /^"I have paid" notice: Sent \d/ });
      expect(await paymentsWithReference(estate.url, office, utr)).toHaveLength(1);
    });
  });
}
