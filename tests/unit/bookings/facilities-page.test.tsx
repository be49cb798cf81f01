import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import { stubFetch } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import {
  advance,
  backOnline,
  daySlots,
  freezeIndiaTime,
  goOffline,
  renderBookingRoutes,
} from './support';

afterEach(backOnline);

const availabilityPath = 'booking/check-availability-all-slots';

function card(app: ReturnType<typeof renderBookingRoutes>, name: string) {
  return within(app.screen.getByRole('listitem', { name }));
}

function cardNames(app: ReturnType<typeof renderBookingRoutes>) {
  return app.screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('/facilities filters and titles (SPEC.md §2)', () => {
  it('shows every facility under All, and filters by the category in the URL', async () => {
    signInAs(member);
    stubFetch({ [availabilityPath]: { body: { available_slots: daySlots() } } });
    const app = renderBookingRoutes('/facilities');
    await app.screen.findByRole('heading', { name: 'All Facilities', level: 1 });
    expect(cardNames(app)).toHaveLength(6);

    await app.user.click(app.screen.getByRole('button', { name: 'Sports' }));
    await app.screen.findByRole('heading', { name: 'Sports Facilities', level: 1 });
    expect(app.location()).toBe('/facilities?category=sports');
    expect(cardNames(app)).not.toContain('Banquet Hall');
    expect(cardNames(app)).toHaveLength(5);
    expect(app.screen.getByRole('button', { name: 'Sports' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await app.user.click(app.screen.getByRole('button', { name: 'Banquet Hall' }));
    await app.screen.findByRole('heading', { name: 'Banquet Hall', level: 1 });
    expect(app.location()).toBe('/facilities?category=banquet');
    expect(cardNames(app)).toEqual(['Banquet Hall']);
  });
});

describe("the cards' slots and buttons", () => {
  it("reads Loading... while a court's slots load, then Book Now with today's open slots", async () => {
    freezeIndiaTime('2025-03-10T15:10:00+05:30');
    signInAs(member);
    let answer: (value: { body: unknown }) => void = () => undefined;
    const pending = new Promise<{ body: unknown }>((resolve) => (answer = resolve));
    const seen = stubFetch({ [availabilityPath]: () => pending });
    const app = renderBookingRoutes('/facilities?category=sports');
    await waitFor(() =>
      expect(app.screen.getAllByRole('button', { name: 'Loading...' })).toHaveLength(5),
    );
    expect(
      seen.map((request) => new URL(request.url, 'http://x').searchParams.get('sport_type')),
    ).toEqual(['Badminton', 'Tennis', 'Squash', 'TT-Yoga', 'Volleyball']);
    answer({ body: { available_slots: daySlots(['16:00']) } });
    await waitFor(() =>
      expect(app.screen.getAllByRole('button', { name: 'Book Now' })).toHaveLength(5),
    );
    const badminton = card(app, 'Badminton Court');
    // 15:10: 15:00 is still open; 16:00 is taken; four times, then the rest counted.
    expect(badminton.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '3:00 PM',
      '5:00 PM',
      '6:00 PM',
      '7:00 PM',
      '2 more',
    ]);
  });

  it('shows no slots when the availability check fails (SPEC.md §4)', async () => {
    signInAs(member);
    stubFetch({ [availabilityPath]: { status: 500, body: { detail: 'Database down' } } });
    const app = renderBookingRoutes('/facilities?category=sports');
    await waitFor(() =>
      expect(app.screen.getAllByText('No slots available today.')).toHaveLength(5),
    );
    expect(app.screen.getAllByRole('button', { name: 'Book Now' })).toHaveLength(5);
  });

  it('reads Members Only for a member who cannot book sports, and says why when pressed', async () => {
    signInAs({ ...member, canBookSports: false });
    stubFetch({ [availabilityPath]: { body: { available_slots: daySlots() } } });
    const app = renderBookingRoutes('/facilities');
    await app.screen.findByRole('heading', { name: 'All Facilities', level: 1 });
    expect(app.screen.getAllByRole('button', { name: 'Members Only' })).toHaveLength(5);
    expect(card(app, 'Banquet Hall').getByRole('button', { name: 'Book Now' })).toBeTruthy();
    await app.user.click(card(app, 'Tennis Court').getByRole('button', { name: 'Members Only' }));
    const alert = app.screen.getByRole('alert');
    // SPEC.md §8's sentence, then what to do next; and the eye is taken there.
    expect(alert.textContent).toBe(
      `${messages.noSportsPermission} ${messages.membersOnlyNextStep}`,
    );
    expect(alert.textContent).toContain('+91 124 456 7890');
    expect(alert.parentElement).toBe(document.activeElement);
    expect(app.location()).toBe('/facilities');
  });

  it("opens a court's booking page with its name, and the banquet hall's own page", async () => {
    freezeIndiaTime('2025-03-10T09:00:00+05:30');
    signInAs(member);
    stubFetch({ [availabilityPath]: { body: { available_slots: daySlots() } } });
    const app = renderBookingRoutes('/facilities');
    const squash = card(app, 'Squash Court');
    await waitFor(() => expect(squash.getByRole('button', { name: 'Book Now' })).toBeTruthy());
    await app.user.click(squash.getByRole('button', { name: 'Book Now' }));
    await app.screen.findByRole('heading', { name: 'Squash Court', level: 1 });
    expect(app.location()).toBe('/booking/4');
    expect(app.router.state.location.state).toMatchObject({
      facilityName: 'Squash Court',
      sportType: 'Squash',
      date: '2025-03-10',
    });

    await app.router.navigate('/facilities');
    await app.user.click(
      (await app.screen.findByRole('listitem', { name: 'Banquet Hall' })).querySelector('button')!,
    );
    await waitFor(() => expect(app.location()).toBe('/banquet-hall-booking'));
  });

  it('keeps the cards offline, disables Book Now and says why', async () => {
    freezeIndiaTime('2025-03-10T09:00:00+05:30');
    signInAs(member);
    stubFetch({ [availabilityPath]: { body: { available_slots: daySlots() } } });
    const app = renderBookingRoutes('/facilities');
    await waitFor(() =>
      expect(app.screen.getAllByRole('button', { name: 'Book Now' })).toHaveLength(6),
    );
    goOffline();
    for (const button of app.screen.getAllByRole('button', { name: 'Book Now' })) {
      expect(button).toHaveProperty('disabled', true);
    }
    expect(app.screen.getByText(messages.bookingsOnlineOnly)).toBeTruthy();
    // The last known slots stay on the cards.
    expect(card(app, 'Tennis Court').getByText(/last known/)).toBeTruthy();
    await advance(10);
  });
});
