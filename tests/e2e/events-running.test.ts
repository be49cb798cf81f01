/**
 * Issue 21 in Chromium: the RWA runs an event — edits it, sees who is coming, downloads the
 * list — while residents register, wait, move in and cancel, online and offline. A server of
 * this file's own: the two demo residents' registrations must not meet another file's.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventRegistrationCsvColumns } from '../../contract/events/attendees';
import type { EventDetail, EventFields } from '../../contract/events/events';
import { indiaDay, longDate } from './support/bookings';
import { apiGet, cutNetwork, pngBytes, restoreNetwork } from './support/content';
import { usePrivateServerAndBrowser } from './support/lifecycle';
import { demo, rwaToken, signedIn } from './support/login';
import { storedSession } from './support/session';

const app = usePrivateServerAndBrowser();
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const shots = process.env.SCREENSHOTS_DIR ?? '/tmp';

/** An event made by the RWA through the API: what the test is about starts after it. */
async function createEvent(fields: Partial<EventFields> & { title: string }): Promise<string> {
  const form = new FormData();
  const event: EventFields = {
    date: indiaDay(7),
    time: '7:00 PM - 10:00 PM',
    location: 'Clubhouse',
    description: 'Dinner for the estate.',
    category: 'Festival',
    registrationRequired: true,
    registrationDeadline: null,
    organizer: 'Cultural committee',
    contactEmail: 'culture@example.com',
    agenda: [],
    ...fields,
  };
  form.set('event', JSON.stringify(event));
  form.set(
    'image',
    new File([new Uint8Array(await pngBytes())], 'poster.png', { type: 'image/png' }),
  );
  const response = await fetch(`${app.server.url}/api/events/create_events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await rwaToken(app.server)}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A resident's own phone at 360 px, signed in, with their API token. */
async function residentPhone(account: { phone: string; apartment?: string }) {
  const signed = await signedIn(app.browser, app.server, account, phone);
  const token = (await storedSession(signed.page))?.token;
  if (!token) throw new Error('no session after signing in');
  return { ...signed, token };
}

async function register(token: string, eventId: string, phoneNumber: string, attendees: number) {
  const response = await fetch(`${app.server.url}/api/events/events/${eventId}/register`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      user_id: phoneNumber,
      name: 'Registered by the test',
      email: 'resident@example.com',
      phone: phoneNumber,
      apartment_number: phoneNumber === demo.activeResident.phone ? 'A101' : 'C303',
      number_of_attendees: attendees,
      special_requests: '',
    }),
  });
  expect(response.status).toBe(201);
}

/** Nothing wider than the phone: a cut-off table or label is a defect. */
async function fitsThePhone(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** One CSV line's cells, quotes taken off (the test's names hold no commas or quotes). */
function cells(line: string): string[] {
  return line.split(',').map((cell) => cell.replace(/^"(.*)"$/, '$1'));
}

async function openManage(page: Page, button: string, title: string) {
  await page.goto('/admin/events');
  await page.getByRole('tab', { name: 'Manage Events' }).click();
  await page.getByRole('button', { name: `${button} ${title}` }).click();
}

describe('an event the RWA runs', () => {
  it('moves to another day: the registered resident sees the new date and a notice', async () => {
    const title = `Diwali dinner ${Date.now()}`;
    const id = await createEvent({ title });
    const arjun = await residentPhone(demo.activeResident);
    await register(arjun.token, id, demo.activeResident.phone, 2);

    const rwa = await signedIn(app.browser, app.server, demo.rwa);
    await openManage(rwa.page, 'Edit', title);
    const form = rwa.page.getByRole('tabpanel');
    expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
    await form.getByLabel('Date', { exact: true }).fill(indiaDay(9));
    await form.getByRole('button', { name: 'Save changes' }).click();
    await rwa.page.getByText('Event updated').waitFor({ timeout: 20_000 });
    await rwa.context.close();

    await arjun.page.goto(`/event/${id}`);
    await arjun.page
      .getByText(longDate(indiaDay(9)))
      .first()
      .waitFor({ timeout: 20_000 });
    const registration = arjun.page.getByRole('region', { name: 'Registration', exact: true });
    await registration.getByText('Registered for 2 people').waitFor();
    await arjun.page.goto('/notifications');
    await arjun.page.getByText(`${title} has changed`).waitFor({ timeout: 20_000 });
    // The notice names the old day and the new, each as 'Sun 16 Nov'; the time and place stay.
    const day = String.raw`\w{3} \d{1,2} \w{3}`;
    const moved = `^${title} moved from ${day} to ${day}, 7:00 PM - 10:00 PM at Clubhouse$`;
    await arjun.page.getByText(new RegExp(moved)).first().waitFor();
    await fitsThePhone(arjun.page);
    await arjun.context.close();
  });

  it('fills its last seat, waitlists the next household, lists both in the CSV, and moves it in on a cancel', async () => {
    const title = `Terrace yoga ${Date.now()}`;
    const id = await createEvent({ title, capacity: 2 });
    const arjun = await residentPhone(demo.activeResident);
    await register(arjun.token, id, demo.activeResident.phone, 2); // the last two seats

    const rahul = await residentPhone(demo.otherResident);
    await rahul.page.goto('/events');
    const card = rahul.page.getByRole('listitem').filter({ hasText: title });
    await card.getByText('Full — join the waitlist').waitFor({ timeout: 20_000 });
    await rahul.page.screenshot({ path: `${shots}/event-cards-360.png`, fullPage: true });
    await card.getByRole('link', { name: title }).click();
    await rahul.page.getByRole('button', { name: 'Register for this event' }).click();
    await rahul.page.getByRole('button', { name: 'Register', exact: true }).click();
    const waiting = rahul.page.getByRole('region', { name: 'Registration', exact: true });
    await waiting.getByText(/You are #1 on the waitlist/).waitFor({ timeout: 30_000 });
    await fitsThePhone(rahul.page);
    await rahul.page.goto('/events');
    await card.getByText('You are #1 on the waitlist').waitFor({ timeout: 20_000 });
    await card.getByText('Full', { exact: true }).waitFor();
    await card.screenshot({ path: `${shots}/event-card-waitlisted-360.png` });

    // The RWA, on a phone too, reads who is coming and downloads it.
    const rwa = await signedIn(app.browser, app.server, demo.rwa, phone);
    await openManage(rwa.page, 'Attendees of', title);
    await rwa.page.getByRole('table', { name: 'Waitlist' }).getByText('#1').waitFor();
    await rwa.page
      .getByRole('region', { name: `Attendees — ${title}` })
      .screenshot({ path: `${shots}/event-attendees-360.png` });
    await fitsThePhone(rwa.page);
    const [download] = await Promise.all([
      rwa.page.waitForEvent('download'),
      rwa.page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const path = await download.path();
    const [head, ...rows] = (await readFile(path, 'utf8')).trim().split(/\r?\n/).map(cells);
    expect(head).toEqual([...eventRegistrationCsvColumns]);
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ['registered', '', 'A101'],
      ['waitlisted', '1', 'C303'],
    ]);
    await rwa.context.close();

    // Arjun gives up the two seats; Rahul, first in line, is moved in and told.
    await arjun.page.goto(`/event/${id}`);
    await arjun.page.getByRole('button', { name: 'Cancel registration' }).click();
    await arjun.page
      .getByRole('alertdialog', { name: 'Cancel your registration?' })
      .getByRole('button', { name: 'Cancel registration' })
      .click();
    const arjunRegistration = arjun.page.getByRole('region', { name: 'Registration', exact: true });
    await arjunRegistration.getByText(/^Registration cancelled/).waitFor({ timeout: 30_000 });

    await rahul.page.goto(`/event/${id}`);
    await waiting.getByText('Registered for 1 person').waitFor({ timeout: 20_000 });
    await rahul.page.screenshot({ path: `${shots}/event-page-registered-360.png` });
    await rahul.page.goto('/notifications');
    await rahul.page.getByText(`A seat freed up: ${title}`).waitFor({ timeout: 20_000 });
    await arjun.context.close();
    await rahul.context.close();
  });

  it('takes a cancel made offline exactly once when the phone is back online', async () => {
    const title = `Holi brunch ${Date.now()}`;
    const id = await createEvent({ title });
    const arjun = await residentPhone(demo.activeResident);
    await register(arjun.token, id, demo.activeResident.phone, 1);
    const cancels: string[] = [];
    arjun.context.on('response', (response) => {
      const request = response.request();
      const path = new URL(request.url()).pathname;
      if (path === `/api/events/events/${id}/register` && request.method() === 'DELETE') {
        cancels.push(`${response.status()}`);
      }
    });

    await arjun.page.goto(`/event/${id}`);
    const registration = arjun.page.getByRole('region', { name: 'Registration', exact: true });
    await registration.getByText('Registered for 1 person').waitFor({ timeout: 20_000 });
    await cutNetwork(arjun.context);
    await registration.getByRole('button', { name: 'Cancel registration' }).click();
    await arjun.page
      .getByRole('alertdialog', { name: 'Cancel your registration?' })
      .getByRole('button', { name: 'Cancel registration' })
      .click();
    await registration
      .getByText(/Cancelling your registration: saved on this phone — will send when online/)
      .waitFor();
    expect(cancels).toEqual([]);

    await restoreNetwork(arjun.context);
    await registration.getByText(/^Registration cancelled/).waitFor({ timeout: 30_000 });
    const detail = await apiGet<EventDetail>(app.server, `events/events/${id}`, arjun.token);
    expect(detail).toMatchObject({ attendees: 0, my_registration: null });
    // However many tries the outbox made, the server answered one cancel.
    expect(cancels).toEqual(['200']);
    await arjun.context.close();
  });
});
