import { cleanup, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../contract/messages';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { formatInstantClock } from '../../../src/lib/format-date';
import { setDeviceTimeZone } from '../bookings/support';
import { stubFetch } from '../support/fetch';
import { signInAs, member } from '../support/render-app';
import {
  anEvent,
  cricket,
  diwali,
  holi,
  openEvents,
  resetEvents,
  saveEvents,
  yoga,
} from './support';

// The phone is set to California: its calendar day is India's day before for most of the morning.
let restoreZone: () => void;
beforeAll(() => {
  restoreZone = setDeviceTimeZone('America/Los_Angeles');
});
afterAll(() => restoreZone());
beforeEach(async () => {
  await resetEvents();
  signInAs(member);
});
afterEach(() => reportApiSuccess());

function cards(app: ReturnType<typeof openEvents>) {
  return within(app.screen.getByRole('list', { name: 'Events' }))
    .getAllByRole('listitem')
    .map((card) => within(card).getByRole('heading').textContent);
}

describe('/events list (SPEC.md §2)', () => {
  it('offers All and only the categories the events have, and filters by them', async () => {
    stubFetch({ 'events/events': { body: [holi, cricket, diwali] } });
    const app = openEvents();
    const filter = await app.screen.findByRole('group', { name: 'Filter by category' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Festival', 'Sports']);
    expect(cards(app)).toEqual(['Holi Celebration', 'Cricket Tournament', 'Diwali Mela']);
    await app.user.click(within(filter).getByRole('button', { name: 'Festival' }));
    expect(cards(app)).toEqual(['Holi Celebration', 'Diwali Mela']);
    expect(
      within(filter).getByRole('button', { name: 'Festival' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await app.user.click(within(filter).getByRole('button', { name: 'All' }));
    expect(cards(app)).toHaveLength(3);
  });

  it('shows each card with its picture, date, time, place, category and a link to the event', async () => {
    stubFetch({ 'events/events': { body: [holi] } });
    const app = openEvents();
    const link = await app.screen.findByRole('link', { name: 'Holi Celebration' });
    expect(link.getAttribute('href')).toBe('/event/1');
    const card = within(link.closest('li') as HTMLElement);
    expect(card.getByText('March 14, 2025')).toBeTruthy();
    expect(card.getByText('10:00 AM - 1:00 PM')).toBeTruthy();
    expect(card.getByText('Central lawn')).toBeTruthy();
    expect(card.getByText('Festival')).toBeTruthy();
    const image = (link.closest('li') as HTMLElement).querySelector('img');
    expect(image?.getAttribute('src')).toBe('/api/files/holi-thumb.jpg');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(app.screen.getByRole('link', { name: 'View Calendar' }).getAttribute('href')).toBe(
      '/event-calendar',
    );
  });

  it('keeps registration open through the last day of the deadline in India, whatever the phone zone', async () => {
    const lastDay = anEvent({ id: '5', title: 'Last day', registrationDeadline: '2025-03-10' });
    const yesterday = anEvent({ id: '6', title: 'Yesterday', registrationDeadline: '2025-03-09' });
    const noDeadline = anEvent({
      id: '7',
      title: 'Until the day',
      date: '2025-03-10',
      registrationDeadline: null,
    });
    stubFetch({ 'events/events': { body: [lastDay, yesterday, noDeadline, diwali] } });
    const badge = (title: string) =>
      within(app.screen.getByRole('link', { name: title }).closest('li') as HTMLElement).getByText(
        /^(Registration (open|closed|closes .+)|Open to all — no registration needed)$/,
      ).textContent;

    // 00:30 on 10 March in India is still 9 March on the phone.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2025-03-10T00:30:00+05:30'));
    expect(new Date().getDate()).toBe(9);
    let app = openEvents();
    await app.screen.findByRole('link', { name: 'Last day' });
    expect(badge('Last day')).toBe('Registration closes Mon 10 Mar');
    expect(badge('Yesterday')).toBe('Registration closed');
    expect(badge('Until the day')).toBe('Registration open');
    expect(badge('Diwali Mela')).toBe('Open to all — no registration needed');
    cleanup();

    // 23:59 on 10 March in India: still open; a minute later, 11 March in India, closed.
    vi.setSystemTime(Date.parse('2025-03-10T23:59:00+05:30'));
    cleanup();
    app = openEvents();
    await app.screen.findByRole('link', { name: 'Last day' });
    expect(badge('Last day')).toBe('Registration closes Mon 10 Mar');
    vi.setSystemTime(Date.parse('2025-03-11T00:00:00+05:30'));
    cleanup();
    app = openEvents();
    await app.screen.findByRole('link', { name: 'Last day' });
    expect(badge('Last day')).toBe('Registration closed');
    expect(badge('Until the day')).toBe('Registration closed');
  });
});

describe('/events offline (the saved copy instead of sample events)', () => {
  it('shows the saved events, says they are saved and when, when the network fails', async () => {
    const savedAt = await saveEvents([holi, yoga], 10 * 60_000);
    stubFetch({ 'events/events': 'network-error' });
    reportApiFailure();
    const app = openEvents();
    expect(await app.screen.findByRole('link', { name: 'Holi Celebration' })).toBeTruthy();
    expect(app.screen.getByText(messages.eventsSavedOffline)).toBeTruthy();
    expect(
      app.screen.getByText(`Offline — showing what was saved at ${formatInstantClock(savedAt)}`),
    ).toBeTruthy();
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(app.screen.getByRole('link', { name: 'Morning Yoga' })).toBeTruthy();
  });

  it('says nothing is saved, and invents no events, when offline with no copy', async () => {
    stubFetch({ 'events/events': 'network-error' });
    reportApiFailure();
    const app = openEvents();
    expect(await app.screen.findByText(messages.eventsNothingSaved)).toBeTruthy();
    expect(app.screen.queryByRole('list', { name: 'Events' })).toBeNull();
  });

  it('says the events could not be fetched when the server fails and nothing is saved', async () => {
    stubFetch({ 'events/events': { status: 500, body: { detail: 'boom' } } });
    const app = openEvents();
    expect(await app.screen.findByText(messages.eventsFetchFailed)).toBeTruthy();
  });
});
