/**
 * Bookings between people, in Chromium against the real server (issue 4, "Prove it"): a banquet
 * request the RWA confirms on the admin calendar, and two residents racing for one court slot.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import {
  bookingsOnServer,
  facilityCard,
  indiaDay,
  longDate,
  openCourtForTomorrow,
  pickSlotAndAccept,
  slotRadio,
} from './support/bookings';
import { demo, signedIn } from './support/login';
import { useServerAndBrowser } from './support/lifecycle';

const app = useServerAndBrowser();

/** The resident's Your Bookings panel on the home page, showing one sport. */
async function yourBookings(page: Page, sport: string) {
  const panel = page.getByRole('region', { name: 'Your Bookings' });
  await panel.getByLabel('Sport').selectOption(sport);
  return panel.getByRole('list', { name: `Your ${sport} bookings` });
}

describe('a banquet hall request', () => {
  it('shows Pending on the admin calendar; the RWA confirms it, and no rival for that evening', async () => {
    const tomorrow = indiaDay(1);
    const purpose = `Anniversary dinner ${Date.now()}`;
    const depositNote = 'Please pay the ₹5,000 deposit at the office by Friday';
    const resident = await signedIn(app.browser, app.server, demo.otherResident);
    const { page } = resident;
    await page.goto('/facilities');
    await facilityCard(page, 'Banquet Hall').getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL((url) => url.pathname === '/banquet-hall-booking');
    await page.getByRole('heading', { name: 'Banquet Hall Booking', level: 1 }).waitFor();
    // The contact fields start as the signed-in resident's; times default to 18:00–22:00.
    expect(await page.getByLabel('Contact phone').inputValue()).toBe(demo.otherResident.phone);
    expect(await page.getByLabel('Apartment number').inputValue()).toBe('C303');
    expect(await page.getByLabel('Start time').inputValue()).toBe('18:00');
    expect(await page.getByLabel('End time').inputValue()).toBe('22:00');
    await page.getByLabel('Booking date').fill(tomorrow);
    await page.getByLabel('Purpose of booking').fill(purpose);
    await page.getByLabel('Expected guests').fill('80');
    await page.getByRole('checkbox', { name: 'Catering required' }).check();
    await page.getByRole('button', { name: 'Request Booking' }).click();

    const done = page.getByRole('status').filter({ hasText: messages.banquetRequested });
    await done.waitFor({ timeout: 20_000 });
    const shownAt = Date.now();
    const bookingId = /Booking ID (\d+)/.exec(await done.innerText())?.[1];
    expect(bookingId).toBeTruthy();
    expect(await done.getByText('Pending', { exact: true }).count()).toBe(1);
    // The form is cleared, then the resident is taken home after 3 s.
    await expect.poll(() => page.getByLabel('Purpose of booking').inputValue()).toBe('');
    await expect.poll(() => page.getByLabel('Booking date').inputValue()).toBe('');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_500);
    // The page it lands on says so too (issue 14: feedback where the eye is).
    await page
      .getByRole('status')
      .filter({ hasText: `Booking ID ${bookingId}` })
      .waitFor();
    const mine = (await yourBookings(page, 'Banquet')).getByRole('listitem');
    await mine.getByText('Pending', { exact: true }).waitFor({ timeout: 20_000 });

    // Another family asks for the same evening: requests may overlap while they are Pending.
    const rival = await signedIn(app.browser, app.server, demo.activeResident);
    const rivalPurpose = `Birthday party ${Date.now()}`;
    await rival.page.goto('/banquet-hall-booking');
    await rival.page.getByLabel('Booking date').fill(tomorrow);
    await rival.page.getByLabel('Purpose of booking').fill(rivalPurpose);
    await rival.page.getByRole('button', { name: 'Request Booking' }).click();
    await rival.page
      .getByRole('status')
      .filter({ hasText: messages.banquetRequested })
      .waitFor({ timeout: 20_000 });

    // The RWA's calendar: Banquet, the Tomorrow column.
    const admin = await signedIn(app.browser, app.server, demo.rwa);
    await admin.page.goto('/admin');
    const calendar = admin.page.getByRole('region', { name: 'Booking Calendar' });
    await calendar.getByLabel('Sport').selectOption('Banquet');
    const tomorrowColumn = calendar.getByRole('region', { name: /^Tomorrow/ });
    const row = tomorrowColumn.getByRole('listitem').filter({ hasText: purpose });
    await row.waitFor({ timeout: 20_000 });
    const rowText = await row.innerText();
    expect(rowText).toContain('6:00 PM–10:00 PM');
    expect(rowText).toMatch(/Apartment\s+C303/);
    expect(rowText).toMatch(/Guests\s+80/);
    await row.getByText('Pending', { exact: true }).waitFor();
    const name = `Banquet booking on ${longDate(tomorrow)} at 6:00 PM`;
    await row.getByRole('button', { name: `Confirm ${name}` }).click();
    // Confirming tells the resident something, so it asks first, with a note (issue 35).
    const prompt = admin.page.getByRole('alertdialog', { name: 'Confirm this banquet request?' });
    await prompt.getByLabel('Note (optional)').fill(depositNote);
    await prompt.getByRole('button', { name: 'Confirm banquet request' }).click();
    // The calendar tells the outcome above its days, by the buttons (issue 35).
    await admin.page
      .getByRole('status')
      .filter({ hasText: 'The banquet request is now Confirmed.' })
      .waitFor();
    await row.getByText('Confirmed', { exact: true }).waitFor({ timeout: 20_000 });
    await row.getByRole('button', { name: `Confirm ${name}` }).waitFor({ state: 'detached' });
    await row.getByRole('button', { name: `Cancel ${name}` }).waitFor();

    // The rival request for that evening cannot be confirmed as well.
    const rivalRow = tomorrowColumn.getByRole('listitem').filter({ hasText: rivalPurpose });
    await rivalRow.getByRole('button', { name: `Confirm ${name}` }).click();
    await prompt.getByRole('button', { name: 'Confirm banquet request' }).click();
    await admin.page
      .getByRole('alert')
      .filter({ hasText: messages.banquetAlreadyConfirmed })
      .waitFor({ timeout: 20_000 });
    await rivalRow.getByText('Pending', { exact: true }).waitFor();

    expect(await bookingsOnServer(app.server, 'Banquet', tomorrow)).toMatchObject([
      {
        booking_id: bookingId,
        booking_status: 'Confirmed',
        apartment_number: 'C303',
        phone_number: demo.otherResident.phone,
        time_slot: '18:00',
        end_time: '22:00',
        purpose,
        expected_guests: 80,
        catering_required: true,
      },
      { booking_status: 'Pending', apartment_number: 'A101', purpose: rivalPurpose },
    ]);

    // The resident sees the decision at home.
    await page.reload();
    await (
      await yourBookings(page, 'Banquet')
    )
      .getByRole('listitem')
      .getByText('Confirmed', { exact: true })
      .waitFor({ timeout: 20_000 });
    // And the office's note reaches them in the notice of the decision.
    await page.goto('/notifications');
    const notice = page
      .getByRole('list', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: 'Your banquet hall request is confirmed' });
    await notice.getByText(depositNote).waitFor({ timeout: 20_000 });
    await Promise.all([resident, rival, admin].map(({ context }) => context.close()));
  });
});

describe('two residents racing for one court slot', () => {
  it('books it for the first to confirm and tells the second, whose grid drops the slot', async () => {
    const tomorrow = indiaDay(1);
    const [first, second] = await Promise.all([
      signedIn(app.browser, app.server, demo.activeResident),
      signedIn(app.browser, app.server, demo.otherResident),
    ]);
    for (const { page } of [first, second]) {
      await openCourtForTomorrow(page, 'Badminton Court');
      await pickSlotAndAccept(page, '09:00');
    }

    await first.page.getByRole('button', { name: 'Confirm Booking' }).click();
    const won = first.page.getByRole('status', { name: 'Booking confirmed' });
    await won.waitFor({ timeout: 20_000 });
    expect(await won.locator('dt:text-is("Time") + dd').innerText()).toBe('9:00 AM');

    // The second still sees 09:00 picked, and is told once the server refuses it.
    expect(await slotRadio(second.page, '09:00').isChecked()).toBe(true);
    await second.page.getByRole('button', { name: 'Confirm Booking' }).click();
    const refusal = second.page.getByRole('alert').filter({ hasText: messages.bookingSlotTaken });
    await refusal.waitFor({ timeout: 20_000 });
    // The grid refreshes without the slot; the rest of tomorrow is still offered.
    await slotRadio(second.page, '09:00').waitFor({ state: 'detached', timeout: 20_000 });
    await slotRadio(second.page, '10:00').waitFor();
    expect(
      await second.page.getByRole('radio', { name: /^\d{1,2}:\d\d [AP]M$/, checked: true }).count(),
    ).toBe(0);
    expect(await second.page.getByRole('status', { name: 'Booking confirmed' }).count()).toBe(0);
    expect(await second.page.getByRole('button', { name: 'Confirm Booking' }).isEnabled()).toBe(
      true,
    );

    const active = async () =>
      (await bookingsOnServer(app.server, 'Badminton', tomorrow)).filter(
        (booking) => booking.booking_status !== 'Cancelled',
      );
    expect(await active()).toMatchObject([
      { time_slot: '09:00', booking_status: 'Booked', apartment_number: 'A101' },
    ]);

    // The loser picks the next hour and gets it; the refusal goes away.
    await slotRadio(second.page, '10:00').check();
    await second.page.getByRole('button', { name: 'Confirm Booking' }).click();
    await second.page
      .getByRole('status', { name: 'Booking confirmed' })
      .waitFor({ timeout: 20_000 });
    expect(await refusal.count()).toBe(0);
    expect(await active()).toMatchObject([
      { time_slot: '09:00', apartment_number: 'A101' },
      { time_slot: '10:00', apartment_number: 'C303' },
    ]);
    await Promise.all([first.context.close(), second.context.close()]);
  });
});
