import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyRegistration } from '../../../contract/events/events';
import { messages } from '../../../contract/messages';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { db } from '../../../src/offline/db';
import { drainOutbox } from '../../../src/offline/drain';
import type { Transport } from '../../../src/offline/transport';
import { stubFetch } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import { anEvent, openEvent, resetEvents, saveEvents } from './support';

/** 09:00 in India on 10 March 2025: Holi's registration (until 12 March) is open. */
const T0 = Date.parse('2025-03-10T09:00:00+05:30');

beforeEach(async () => {
  await resetEvents();
  signInAs(member);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => reportApiSuccess());

const mine = (over: Partial<NonNullable<MyRegistration>> = {}): MyRegistration => ({
  number_of_attendees: 2,
  special_requests: '',
  standing: 'registered',
  waitlist_position: null,
  ...over,
});

/** The event as saved on the phone on an earlier visit, then no connection. */
async function offlineWith(my_registration: MyRegistration, over = {}) {
  await saveEvents([anEvent({ capacity: 40, seatsLeft: 0, my_registration, ...over })]);
  stubFetch({ 'events/events': 'network-error', 'events/events/1': 'network-error' });
  reportApiFailure();
}

function answering(body: unknown) {
  const sent: string[] = [];
  const transport: Transport = async (request) => {
    sent.push(`${request.method} ${request.path}`);
    return { status: 200, body, headers: { get: () => null } };
  };
  return { sent, drain: () => drainOutbox({ transport, getToken: () => 'token' }) };
}

describe('Cancel registration on the event page', () => {
  it('asks first, queues the cancel offline, then sends it once and says it is cancelled', async () => {
    await offlineWith(mine());
    const app = openEvent('1');
    const section = await app.screen.findByRole('region', { name: 'Registration' });
    expect(await within(section).findByText('Registered for 2 people')).toBeTruthy();

    await app.user.click(within(section).getByRole('button', { name: 'Cancel registration' }));
    const dialog = app.screen.getByRole('alertdialog', { name: 'Cancel your registration?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    expect(
      await within(section).findByText(
        /Cancelling your registration: saved on this phone — will send when online/,
      ),
    ).toBeTruthy();
    expect(await db.outbox.toArray()).toMatchObject([
      { kind: 'eventRegistrationCancel', payload: { event_id: '1', user_id: member.id } },
    ]);

    reportApiSuccess();
    const server = answering({ message: 'Your registration is cancelled.' });
    await server.drain();
    await server.drain();
    expect(server.sent).toEqual(['DELETE events/events/1/register']);
    expect(await within(section).findByText(/Registration cancelled/)).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Register for this event' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Cancel registration' })).toBeNull();
  });

  it('keeps the registration when the resident says Keep it', async () => {
    await offlineWith(mine());
    const app = openEvent('1');
    await app.user.click(await app.screen.findByRole('button', { name: 'Cancel registration' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Keep it' }));
    expect(await db.outbox.count()).toBe(0);
  });

  it('offers no cancel to a household that has not registered', async () => {
    await offlineWith(null);
    const app = openEvent('1');
    await app.screen.findByRole('button', { name: 'Register for this event' });
    expect(app.screen.queryByRole('button', { name: 'Cancel registration' })).toBeNull();
  });
});

describe('the waitlist on the event page', () => {
  it('tells a waitlisted household its place, on the badge and in a sentence', async () => {
    await offlineWith(mine({ standing: 'waitlisted', waitlist_position: 3 }));
    const app = openEvent('1');
    expect(await app.screen.findByText(messages.eventWaitlisted(3))).toBeTruthy();
    expect(app.screen.getByText('You are #3 on the waitlist')).toBeTruthy();
    expect(app.screen.getByText('Full')).toBeTruthy();
  });

  it('says the waitlisted sentence when the server waitlists a registration', async () => {
    await offlineWith(null);
    const app = openEvent('1');
    await app.user.click(
      await app.screen.findByRole('button', { name: 'Register for this event' }),
    );
    await app.user.click(app.screen.getByRole('button', { name: 'Register' }));
    await app.screen.findByText(/Saved on this phone/);
    reportApiSuccess();
    const server = answering({
      registration_id: '41',
      event_id: '1',
      number_of_attendees: 1,
      status: 'waitlisted',
      waitlist_position: 1,
      message: messages.eventWaitlisted(1),
    });
    await server.drain();
    expect(await app.screen.findByText(messages.eventWaitlisted(1))).toBeTruthy();
  });
});
