/**
 * Court bookings in Chromium against the real server (issue 4, "Prove it"): a resident books,
 * sees and cancels; an inactive member is refused; offline, booking says why it cannot.
 * The banquet request and the race for one slot are in bookings-banquet-race.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import {
  bookingsOnServer,
  facilityCard,
  indiaDay,
  longDate,
  openCourtForTomorrow,
  pickSlotAndAccept,
} from './support/bookings';
import { demo, signedIn } from './support/login';
import { useServerAndBrowser } from './support/lifecycle';

const app = useServerAndBrowser();

const sportsCourts = [
  'Badminton Court',
  'Tennis Court',
  'Squash Court',
  'Table Tennis / Yoga Hall',
  'Volleyball Court',
];

describe('a resident booking a court', () => {
  it('books Tennis for tomorrow, finds it in Your Bookings and cancels it', async () => {
    // A phone set to California: "tomorrow" is still India's tomorrow (SPEC.md §9).
    const { context, page } = await signedIn(app.browser, app.server, demo.activeResident, {
      timezoneId: 'America/Los_Angeles',
    });
    const tomorrow = indiaDay(1);
    const shownDay = await openCourtForTomorrow(page, 'Tennis Court');
    await pickSlotAndAccept(page, '07:00');
    // SPEC.md §5: 60 minutes when the sport allows it.
    expect(await page.getByLabel('Duration').inputValue()).toBe('60');
    await page.getByLabel('Notes (optional)').fill('e2e singles');
    const confirm = page.getByRole('button', { name: 'Confirm Booking' });
    await confirm.click();

    const success = page.getByRole('status', { name: 'Booking confirmed' });
    await success.waitFor({ timeout: 20_000 });
    const shownAt = Date.now();
    const detail = (term: string) => success.locator(`dt:text-is("${term}") + dd`).innerText();
    const bookingId = await detail('Booking ID');
    expect(bookingId).toMatch(/^\d+$/);
    expect(await detail('Date')).toBe(shownDay);
    expect(await detail('Time')).toBe('7:00 AM');
    expect(await detail('Status')).toBe('Booked');
    expect(await confirm.isDisabled()).toBe(true);

    // Back to /facilities after 3 s, with the message saying what was booked.
    await page.waitForURL((url) => url.pathname === '/facilities', { timeout: 15_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_500);
    const flash = `${messages.bookingCreated}: Tennis Court, ${shownDay} at 7:00 AM.`;
    await page.getByRole('status').filter({ hasText: flash }).waitFor();

    // Home (through the brand: below 1600 px a resident's links sit in the menu): Your
    // Bookings, Tennis.
    await page.getByRole('link', { name: 'Gatehouse', exact: true }).first().click();
    const panel = page.getByRole('region', { name: 'Your Bookings' });
    await panel.getByLabel('Sport').selectOption('Tennis');
    const item = panel
      .getByRole('list', { name: 'Your Tennis bookings' })
      .getByRole('listitem')
      .filter({ hasText: '7:00 AM' });
    await item.waitFor({ timeout: 20_000 });
    expect(await item.innerText()).toContain(`${longDate(tomorrow)} · 7:00 AM · 60 min`);
    await item.getByText('Booked', { exact: true }).waitFor();

    // Cancel, through the confirmation; "Keep booking" first changes nothing.
    const cancel = item.getByRole('button', {
      name: `Cancel Tennis booking on ${longDate(tomorrow)} at 7:00 AM`,
    });
    await cancel.click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await dialog.getByRole('button', { name: 'Keep booking' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await bookingsOnServer(app.server, 'Tennis', tomorrow))[0]?.booking_status).toBe(
      'Booked',
    );

    await cancel.click();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The list reloads: the booking stays, marked Cancelled, with nothing left to cancel.
    await item.getByText('Cancelled', { exact: true }).waitFor({ timeout: 20_000 });
    await cancel.waitFor({ state: 'detached' });

    expect(await bookingsOnServer(app.server, 'Tennis', tomorrow)).toMatchObject([
      {
        booking_id: bookingId,
        booking_date: tomorrow,
        time_slot: '07:00',
        duration: 60,
        booking_status: 'Cancelled',
        apartment_number: demo.activeResident.apartment,
        phone_number: demo.activeResident.phone,
        notes: 'e2e singles',
      },
    ]);
    await context.close();
  });

  it('says why Confirm Booking is disabled while the phone is offline', async () => {
    const { context, page } = await signedIn(app.browser, app.server, demo.activeResident);
    await openCourtForTomorrow(page, 'Squash Court');
    await pickSlotAndAccept(page, '08:00');
    const confirm = page.getByRole('button', { name: 'Confirm Booking' });
    expect(await confirm.isEnabled()).toBe(true);

    // Cut the page and the service worker alike: setOffline alone leaves the worker online.
    await context.setOffline(true);
    await context.route('**/api/**', (route) => route.abort());
    const notice = page.getByRole('status').filter({ hasText: messages.bookingsOnlineOnly });
    await notice.waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    // The disabled button points at the sentence saying why.
    const describedBy = await confirm.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(
      messages.bookingsOnlineOnly,
    );

    await context.unroute('**/api/**');
    await context.setOffline(false);
    await notice.waitFor({ state: 'detached' });
    expect(await confirm.isEnabled()).toBe(true);
    expect(await bookingsOnServer(app.server, 'Squash', indiaDay(1))).toEqual([]);
    await context.close();
  });
});

describe('an inactive member', () => {
  it('sees Members Only on every court, is told why, and gets no booking form', async () => {
    const { context, page } = await signedIn(app.browser, app.server, demo.inactiveResident);
    await page.goto('/facilities');
    for (const court of sportsCourts) {
      await facilityCard(page, court).getByRole('button', { name: 'Members Only' }).waitFor();
    }
    // The banquet hall is for every resident: the only Book Now on the page.
    await facilityCard(page, 'Banquet Hall').getByRole('button', { name: 'Book Now' }).waitFor();
    expect(await page.getByRole('button', { name: 'Book Now' }).count()).toBe(1);

    expect(await page.getByRole('alert').count()).toBe(0);
    await facilityCard(page, 'Tennis Court').getByRole('button', { name: 'Members Only' }).click();
    expect(await page.getByRole('alert').innerText()).toBe(
      `${messages.noSportsPermission} ${messages.membersOnlyNextStep}`,
    );
    expect(page.url()).toBe(`${app.server.url}/facilities`);

    // A direct link to a court: the refusal, and nothing to fill in.
    await page.goto('/booking/1');
    await page.getByRole('heading', { name: 'Badminton Court', level: 1 }).waitFor();
    expect(await page.getByRole('alert').innerText()).toBe(
      `${messages.noSportsPermission} ${messages.membersOnlyNextStep}`,
    );
    expect(await page.getByRole('form').count()).toBe(0);
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Confirm Booking' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Facilities' }).first().waitFor();
    await context.close();
  });
});
