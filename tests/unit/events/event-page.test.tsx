import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../contract/messages';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { stubFetch } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import { anEvent, holi, openEvent, resetEvents, saveEvents } from './support';

/** 09:00 in India on 10 March 2025: Holi's registration (until 12 March) is open. */
const T0 = Date.parse('2025-03-10T09:00:00+05:30');

beforeEach(async () => {
  await resetEvents();
  signInAs(member);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => reportApiSuccess());

function goOffline() {
  stubFetch({ 'events/events': 'network-error', 'events/events/1': 'network-error' });
  reportApiFailure();
}

describe('/event/{eventId} details (SPEC.md §2)', () => {
  it('opens from the saved events with no connection', async () => {
    await saveEvents([holi]);
    goOffline();
    const app = openEvent('1');
    expect(await app.screen.findByRole('heading', { name: 'Holi Celebration' })).toBeTruthy();
    expect(app.screen.getByText('Colours, music and gujiya.')).toBeTruthy();
    const agenda = app.screen.getByRole('list', { name: 'Agenda' });
    expect(
      within(agenda)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Colours on the lawn', 'Lunch at the clubhouse']);
    expect(app.screen.getByText('Cultural committee')).toBeTruthy();
    const contact = app.screen.getByRole('link', { name: 'events@estate.example' });
    expect(contact.getAttribute('href')).toBe('mailto:events@estate.example');
    const image = document.querySelector('article img');
    expect(image?.getAttribute('src')).toBe('/api/files/holi.jpg');
    expect(app.screen.getByText('March 14, 2025')).toBeTruthy();
  });

  it('says Event not found when the server has no such event', async () => {
    stubFetch({
      'events/events': { body: [holi] },
      'events/events/99': { status: 404, body: { detail: 'Event not found' } },
    });
    const app = openEvent('99');
    expect(await app.screen.findByRole('heading', { name: messages.eventNotFound })).toBeTruthy();
  });

  it('says Event not found for an id that cannot be an event, without asking', async () => {
    const seen = stubFetch({ 'events/events': { body: [holi] } });
    const app = openEvent('not-an-id');
    expect(await app.screen.findByRole('heading', { name: messages.eventNotFound })).toBeTruthy();
    expect(seen.some((request) => request.url.includes('not-an-id'))).toBe(false);
  });

  it('says the details failed to load when the server fails and nothing is saved', async () => {
    stubFetch({
      'events/events': { body: [] },
      'events/events/5': { status: 500, body: {} },
    });
    const app = openEvent('5');
    expect(await app.screen.findByText(messages.eventLoadFailed)).toBeTruthy();
  });

  it('says the details failed to load when offline and the event was never saved', async () => {
    await saveEvents([holi]);
    goOffline();
    const app = openEvent('8');
    expect(await app.screen.findByText(messages.eventLoadFailed)).toBeTruthy();
  });

  it("shows the server's record of this resident's registration", async () => {
    stubFetch({
      'events/events': { body: [holi] },
      'events/events/1': {
        body: {
          ...holi,
          my_registration: {
            number_of_attendees: 2,
            special_requests: '',
            standing: 'registered',
            waitlist_position: null,
          },
        },
      },
    });
    const app = openEvent('1');
    const section = await app.screen.findByRole('region', { name: 'Registration' });
    expect(await within(section).findByText('Registered for 2 people')).toBeTruthy();
    expect(app.screen.getByRole('button', { name: 'Change registration' })).toBeTruthy();
  });

  it('shows Registration closed once the deadline in India has passed', async () => {
    const closed = anEvent({ registrationDeadline: '2025-03-09' });
    stubFetch({
      'events/events': { body: [closed] },
      'events/events/1': { body: { ...closed, my_registration: null } },
    });
    const app = openEvent('1');
    const section = await app.screen.findByRole('region', { name: 'Registration' });
    expect(within(section).getByText('Registration closed')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Register for this event' })).toBeNull();
  });

  it('says an event without registration is open to all, not that registration closed', async () => {
    const open = anEvent({ registrationRequired: false });
    stubFetch({
      'events/events': { body: [open] },
      'events/events/1': { body: { ...open, my_registration: null } },
    });
    const app = openEvent('1');
    const section = await app.screen.findByRole('region', { name: 'Registration' });
    expect(within(section).getByText('Open to all — no registration needed')).toBeTruthy();
    expect(within(section).queryByText('Registration closed')).toBeNull();
  });
});
