/** What the booking e2e files share: India's days, signing in, the court form, the RWA's view. */
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from 'playwright-core';
import { expect } from 'vitest';
import type { CalendarBooking } from '../../../contract/bookings';
import { demo, signIn } from './login';
import type { RunningServer } from './server';

/** A yyyy-MM-dd day in India (UTC+05:30), `days` after today there. */
export function indiaDay(days = 0): string {
  const india = new Date(Date.now() + 330 * 60_000);
  india.setUTCDate(india.getUTCDate() + days);
  return india.toISOString().slice(0, 10);
}

/** SPEC.md §4: how Your Bookings and the controls' names write a day ('MMMM d, yyyy'). */
export function longDate(day: string): string {
  return format(parseISO(day), 'MMMM d, yyyy');
}

/** A fresh browser profile signed in as `account` (the RWA through its own login). */
export async function signedIn(
  browser: Browser,
  server: RunningServer,
  account: { phone: string; apartment?: string },
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, baseURL: server.url });
  const page = await context.newPage();
  await page.goto(account === demo.rwa ? '/rwa-login' : '/login');
  await page.waitForURL((url) => url.pathname === '/login');
  await signIn(page, server, account);
  return { context, page };
}

/** A card on /facilities, by its heading. */
export function facilityCard(page: Page, name: string): Locator {
  return page.getByRole('listitem', { name, exact: true });
}

/**
 * From /facilities, Book Now on a court, then Tomorrow (today's slots depend on the hour).
 * Returns the day as the toggle shows it, e.g. "Tue, 10 Mar".
 */
export async function openCourtForTomorrow(page: Page, facilityName: string): Promise<string> {
  await page.goto('/facilities');
  await facilityCard(page, facilityName).getByRole('button', { name: 'Book Now' }).click();
  await page.getByRole('heading', { name: facilityName, level: 1 }).waitFor();
  const tomorrow = page.getByRole('radio', { name: /^Tomorrow/ });
  await tomorrow.check();
  const label = await page.locator('label').filter({ has: tomorrow }).innerText();
  const day = /\((.+)\)/.exec(label)?.[1];
  expect(day, `the Tomorrow choice names its day: ${label}`).toBeTruthy();
  return day ?? '';
}

/** The slot's radio in the Time slot grid. */
export function slotRadio(page: Page, slot: string): Locator {
  return page.getByRole('group', { name: 'Time slot' }).getByRole('radio', {
    name: slot,
    exact: true,
  });
}

/** Picks a slot once tomorrow's grid has loaded, and accepts the terms. */
export async function pickSlotAndAccept(page: Page, slot: string): Promise<void> {
  await slotRadio(page, slot).check({ timeout: 20_000 });
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
}

/** The RWA's API token, got the way the admin app gets it (OTP read off the console). */
async function rwaToken(server: RunningServer): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}/api/rwa/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const phone = demo.rwa.phone;
  expect((await post('rwa-generate-otp', { phone_number: phone })).status).toBe(200);
  const verified = await post('rwa-verify-otp', {
    phone_number: phone,
    otp: await server.otpFor(phone),
  });
  expect(verified.status).toBe(200);
  return ((await verified.json()) as { token: string }).token;
}

/** The server's truth: one sport's bookings on one day, as the RWA reads them. */
export async function bookingsOnServer(
  server: RunningServer,
  sport: string,
  day: string,
): Promise<CalendarBooking[]> {
  const response = await fetch(
    `${server.url}/api/booking/booking-slots/${sport}?from=${day}&to=${day}`,
    { headers: { authorization: `Bearer ${await rwaToken(server)}` } },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as CalendarBooking[];
}
