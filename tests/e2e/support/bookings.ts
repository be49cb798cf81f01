/** What the booking e2e files share: India's days, the court form, the RWA's view. */
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { CalendarBooking } from '../../../contract/bookings/bookings';
import { clockLabel } from '../../../contract/platform/india-time';
import { rwaToken } from './login';
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

/** A card on /facilities, by its heading. */
export function facilityCard(page: Page, name: string): Locator {
  return page.getByRole('listitem', { name, exact: true });
}

/**
 * From /facilities, Book Now on a court, then Tomorrow (today's slots depend on the hour).
 * Returns the day as the toggle shows it, e.g. "Tue 10 Mar".
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

/** The radio of slot `slot` (HH:MM) in the Time slot grid, which reads it as "7:00 AM". */
export function slotRadio(page: Page, slot: string): Locator {
  return page.getByRole('group', { name: 'Time slot' }).getByRole('radio', {
    name: clockLabel(slot),
    exact: true,
  });
}

/** Picks a slot once tomorrow's grid has loaded, and accepts the terms. */
export async function pickSlotAndAccept(page: Page, slot: string): Promise<void> {
  await slotRadio(page, slot).check({ timeout: 20_000 });
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
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
