import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import { stubFetch, type SeenRequest } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import {
  advance,
  backOnline,
  daySlots,
  freezeIndiaTime,
  goOffline,
  renderBookingRoutes,
  setDeviceTimeZone,
} from './support';

afterEach(backOnline);

const availabilityPath = 'booking/check-availability-all-slots';
const dateOf = (request: SeenRequest) =>
  new URL(request.url, 'http://localhost').searchParams.get('booking_date');

function radios(app: ReturnType<typeof renderBookingRoutes>) {
  const group = app.screen.getByRole('group', { name: 'Time slot' });
  return within(group)
    .queryAllByRole('radio')
    .map((radio) => (radio as HTMLInputElement).value);
}

async function openCourt(id: number, taken: string[] = ['12:00']) {
  const seen = stubFetch({
    [availabilityPath]: { body: { available_slots: daySlots(taken) } },
    'booking/book': (request) => ({
      status: 201,
      body: {
        booking_id: '41',
        booking_date: (request.body as { booking_date: string }).booking_date,
        time_slot: (request.body as { time_slot: string }).time_slot,
        booking_status: 'Booked',
      },
    }),
  });
  const app = renderBookingRoutes(`/booking/${id}`);
  await app.screen.findByRole('radio', { name: '1:00 PM' });
  return { app, seen };
}

describe('the slot grid (SPEC.md §2, §4 Today’s slots, §9 cutoff)', () => {
  it('offers only available slots that are still open in India, and drops one at hh:30', async () => {
    freezeIndiaTime('2025-03-10T09:29:00+05:30');
    signInAs(member);
    const { app, seen } = await openCourt(1);
    expect(radios(app)).toEqual(
      ['09', '10', '11', '13', '14', '15', '16', '17', '18', '19', '20', '21'].map(
        (hour) => `${hour}:00`,
      ),
    );
    expect(dateOf(seen[0]!)).toBe('2025-03-10');
    await advance(60_000); // 09:30: the 09:00 slot closes without asking the server again
    await waitFor(() => expect(radios(app)[0]).toBe('10:00'));
  });

  it("leaves tomorrow's slots unfiltered and sends the sport with a hyphen", async () => {
    freezeIndiaTime('2025-03-10T20:45:00+05:30');
    signInAs(member);
    const seen = stubFetch({ [availabilityPath]: { body: { available_slots: daySlots() } } });
    const app = renderBookingRoutes('/booking/5');
    await app.screen.findByRole('heading', { name: 'Table Tennis / Yoga Hall' });
    await app.screen.findByRole('radio', { name: '9:00 PM' });
    expect(radios(app)).toEqual(['21:00']);
    await app.user.click(app.screen.getByRole('radio', { name: /Tomorrow/ }));
    await app.screen.findByRole('radio', { name: '6:00 AM' });
    expect(radios(app)).toHaveLength(16);
    const last = new URL(seen.at(-1)!.url, 'http://localhost').searchParams;
    expect(last.get('booking_date')).toBe('2025-03-11');
    expect(last.get('sport_type')).toBe('TT-Yoga');
  });

  it('uses India time on a phone set to Los Angeles', async () => {
    const restore = setDeviceTimeZone('America/Los_Angeles');
    try {
      // 00:20 on 11 March in India; 11:50 on 10 March on the phone.
      freezeIndiaTime('2025-03-10T18:50:00Z');
      signInAs(member);
      const { app, seen } = await openCourt(1, []);
      expect(radios(app)[0]).toBe('06:00');
      expect(dateOf(seen[0]!)).toBe('2025-03-11');
      expect(
        app.screen.getByRole('radio', { name: /Today/ }).closest('label')?.textContent,
      ).toMatch(/11 Mar/);
    } finally {
      restore();
    }
  });
});

describe('the booking form (SPEC.md §5 Facility booking)', () => {
  it('starts at 60 minutes when the sport allows it, else at its first duration', async () => {
    freezeIndiaTime('2025-03-10T09:00:00+05:30');
    signInAs(member);
    const tennis = await openCourt(2);
    const select = tennis.app.screen.getByLabelText<HTMLSelectElement>('Duration');
    expect(select.value).toBe('60');
    expect([...select.options].map((option) => option.value)).toEqual(['30', '60', '90']);
  });

  it('starts squash at 15 minutes', async () => {
    freezeIndiaTime('2025-03-10T09:00:00+05:30');
    signInAs(member);
    const { app } = await openCourt(4);
    expect(app.screen.getByLabelText<HTMLSelectElement>('Duration').value).toBe('15');
  });

  it('says exactly what is missing', async () => {
    freezeIndiaTime('2025-03-10T09:00:00+05:30');
    signInAs(member);
    const { app, seen } = await openCourt(1);
    await app.user.click(app.screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(app.screen.getByText(messages.timeSlotRequired)).toBeTruthy();
    expect(app.screen.getByText(messages.termsRequired)).toBeTruthy();
    const terms = app.screen.getByRole('checkbox', { name: /terms and conditions/ });
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(seen.some((request) => request.method === 'POST')).toBe(false);
  });

  it('says the user is not authenticated without a session', async () => {
    freezeIndiaTime('2025-03-10T09:00:00+05:30');
    const { app } = await openCourt(1);
    await app.user.click(app.screen.getByRole('radio', { name: '1:00 PM' }));
    await app.user.click(app.screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await app.user.click(app.screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(app.screen.getByText(messages.userNotAuthenticated)).toBeTruthy();
  });

  it('takes the eye to the first wrong field after a failed submit', async () => {
    freezeIndiaTime('2025-03-10T09:00:00+05:30');
    signInAs(member);
    const { app } = await openCourt(1);
    await app.user.click(app.screen.getByRole('button', { name: 'Confirm Booking' }));
    await app.screen.findByText(messages.timeSlotRequired);
    expect(document.activeElement).toBe(app.screen.getByRole('radio', { name: '9:00 AM' }));
    await app.user.click(app.screen.getByRole('radio', { name: '1:00 PM' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Confirm Booking' }));
    await app.screen.findByText(messages.termsRequired);
    expect(document.activeElement).toBe(
      app.screen.getByRole('checkbox', { name: /terms and conditions/ }),
    );
  });
});

async function book(app: ReturnType<typeof renderBookingRoutes>, slot = '1:00 PM') {
  await app.user.click(app.screen.getByRole('radio', { name: slot }));
  await app.user.type(app.screen.getByLabelText('Notes (optional)'), 'Doubles');
  await app.user.click(app.screen.getByRole('checkbox', { name: /terms and conditions/ }));
  await app.user.click(app.screen.getByRole('button', { name: 'Confirm Booking' }));
}

describe('making a booking', () => {
  it('shows the booking, disables Confirm and returns to /facilities after 3 s', async () => {
    freezeIndiaTime('2025-03-10T09:00:00+05:30');
    signInAs(member);
    const { app, seen } = await openCourt(1);
    await book(app);
    const done = await app.screen.findByRole('status', { name: 'Booking confirmed' });
    expect(within(done).getByText('41')).toBeTruthy();
    expect(within(done).getByText('1:00 PM')).toBeTruthy();
    expect(within(done).getByText('Booked')).toBeTruthy();
    expect(within(done).getByText(/10 Mar/)).toBeTruthy();
    expect(app.screen.getByRole('button', { name: 'Confirm Booking' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      user_id: member.id,
      sport_type: 'Badminton',
      booking_date: '2025-03-10',
      time_slot: '13:00',
      duration: 60,
      notes: 'Doubles',
    });
    await advance(2_900);
    expect(app.location()).toBe('/booking/1');
    await advance(200);
    await waitFor(() => expect(app.location()).toBe('/facilities'));
    expect(await app.screen.findByText(/Booking confirmed: Badminton Court/)).toBeTruthy();
    await advance(3_100);
    expect(app.screen.queryByText(/Booking confirmed: Badminton Court/)).toBeNull();
  });

  it('says so when the slot went meanwhile, and refreshes the grid', async () => {
    freezeIndiaTime('2025-03-10T09:00:00+05:30');
    signInAs(member);
    let taken = ['12:00'];
    const seen = stubFetch({
      [availabilityPath]: () => ({ body: { available_slots: daySlots(taken) } }),
      'booking/book': () => {
        taken = ['12:00', '13:00'];
        return { status: 409, body: { detail: messages.bookingSlotTaken } };
      },
    });
    const app = renderBookingRoutes('/booking/1');
    await app.screen.findByRole('radio', { name: '1:00 PM' });
    const before = seen.length;
    await book(app);
    expect(await app.screen.findByText(messages.bookingSlotTaken)).toBeTruthy();
    await waitFor(() => expect(app.screen.queryByRole('radio', { name: '1:00 PM' })).toBeNull());
    expect(seen.length).toBeGreaterThan(before + 1);
    expect(app.screen.getAllByRole('radio', { checked: true })).toHaveLength(1); // the day only
  });

  it('shows the permission message and no Confirm to a member who cannot book sports', async () => {
    freezeIndiaTime('2025-03-10T09:00:00+05:30');
    signInAs({ ...member, canBookSports: false });
    stubFetch({ [availabilityPath]: { body: { available_slots: daySlots() } } });
    const app = renderBookingRoutes('/booking/1');
    const alert = await app.screen.findByRole('alert');
    expect(alert.textContent).toBe(
      `${messages.noSportsPermission} ${messages.membersOnlyNextStep}`,
    );
    expect(app.screen.queryByRole('button', { name: 'Confirm Booking' })).toBeNull();
  });

  it('disables Confirm offline and says why', async () => {
    freezeIndiaTime('2025-03-10T09:00:00+05:30');
    signInAs(member);
    const { app } = await openCourt(1);
    goOffline();
    const confirm = app.screen.getByRole('button', { name: 'Confirm Booking' });
    expect(confirm).toHaveProperty('disabled', true);
    expect(app.screen.getByText(messages.bookingsOnlineOnly)).toBeTruthy();
    expect(confirm.getAttribute('aria-describedby')).toBeTruthy();
  });
});

describe('a facility that cannot be booked here', () => {
  it.each(['3', '7', 'tennis'])(
    '/booking/%s says so and links back to the facilities',
    async (id) => {
      signInAs(member);
      stubFetch({});
      const app = renderBookingRoutes(`/booking/${id}`);
      expect(await app.screen.findByRole('heading', { name: 'Facility not found' })).toBeTruthy();
      await app.user.click(app.screen.getByRole('link', { name: 'Back to Facilities' }));
      await waitFor(() => expect(app.location()).toBe('/facilities'));
    },
  );
});
