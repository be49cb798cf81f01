import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventRegistrationPayload } from '../../../src/offline/kinds';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { db, type OutboxRecord } from '../../../src/offline/db';
import { drainOutbox } from '../../../src/offline/drain';
import { stubFetch } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import { holi, openEvent, resetEvents, saveEvents } from './support';

/** 09:00 in India on 10 March 2025: Holi's registration (until 12 March) is open. */
const T0 = Date.parse('2025-03-10T09:00:00+05:30');

beforeEach(async () => {
  await resetEvents();
  signInAs(member);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => reportApiSuccess());

async function openForm(app: ReturnType<typeof openEvent>) {
  await app.user.click(await app.screen.findByRole('button', { name: 'Register for this event' }));
  return app.screen.getByRole('button', { name: 'Register' });
}

const registration: EventRegistrationPayload = {
  event_id: '1',
  user_id: member.id,
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: member.id,
  apartment_number: 'A101',
  number_of_attendees: 3,
  special_requests: 'One wheelchair',
};

async function offlineWithHoli() {
  await saveEvents([holi]);
  stubFetch({ 'events/events': 'network-error', 'events/events/1': 'network-error' });
  reportApiFailure();
}

describe('event registration form (SPEC.md §5 Event registration)', () => {
  it("starts from the resident's own name, email, phone and apartment", async () => {
    await offlineWithHoli();
    const app = openEvent('1');
    await openForm(app);
    const value = (label: string) => app.screen.getByLabelText<HTMLInputElement>(label).value;
    expect(value('Name')).toBe('Asha Rao');
    expect(value('Email')).toBe('asha@example.com');
    expect(value('Phone')).toBe(member.id);
    expect(value('Apartment number')).toBe('A101');
    const attendees = app.screen.getByLabelText<HTMLSelectElement>('Number of attendees');
    expect([...attendees.options].map((option) => option.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(attendees.value).toBe('1');
  });

  it('keeps Register disabled until the phone has 10 digits, keeping digits only', async () => {
    await offlineWithHoli();
    const app = openEvent('1');
    const submit = await openForm(app);
    const phone = app.screen.getByLabelText<HTMLInputElement>('Phone');
    await app.user.clear(phone);
    await app.user.type(phone, '98-765 4321');
    expect(phone.value).toBe('987654321');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await app.user.type(phone, '05');
    expect(phone.value).toBe('9876543210');
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('says what is wrong in the exact words and queues nothing', async () => {
    await offlineWithHoli();
    const app = openEvent('1');
    const submit = await openForm(app);
    await app.user.clear(app.screen.getByLabelText('Name'));
    const email = app.screen.getByLabelText('Email');
    await app.user.clear(email);
    await app.user.type(email, 'asha-at-home');
    const apartment = app.screen.getByLabelText<HTMLInputElement>('Apartment number');
    await app.user.clear(apartment);
    await app.user.click(submit);
    expect(app.screen.getByText('Name is required')).toBeTruthy();
    expect(app.screen.getByText('Invalid email')).toBeTruthy();
    expect(app.screen.getByText('Apartment number is required')).toBeTruthy();
    expect(app.screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    await app.user.type(apartment, 'b-202');
    expect(apartment.value).toBe('B202');
    expect(await db.outbox.count()).toBe(0);
  });

  it('takes the eye to the first wrong field after a failed submit', async () => {
    await offlineWithHoli();
    const app = openEvent('1');
    const submit = await openForm(app);
    const email = app.screen.getByLabelText('Email');
    await app.user.clear(email);
    await app.user.type(email, 'asha-at-home');
    await app.user.clear(app.screen.getByLabelText('Apartment number'));
    await app.user.click(submit);
    expect(await app.screen.findByText('Invalid email')).toBeTruthy();
    expect(document.activeElement).toBe(email);
  });
});

describe('registering through the outbox (DESIGN.md §5)', () => {
  it('queues a registration made offline, shows it saved on the phone, then registered once sent', async () => {
    await offlineWithHoli();
    const app = openEvent('1');
    const submit = await openForm(app);
    await app.user.selectOptions(app.screen.getByLabelText('Number of attendees'), '3');
    await app.user.type(app.screen.getByLabelText('Special requests (optional)'), 'One wheelchair');
    await app.user.click(submit);

    expect(await app.screen.findByRole('button', { name: 'Registration Complete' })).toBeTruthy();
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({
      kind: 'eventRegistration',
      status: 'pending',
      userId: member.id,
      entityKey: `eventRegistration:1:${member.id}`,
      payload: registration,
    });
    expect(await app.screen.findByText(/Saved on this phone — will send when online/)).toBeTruthy();
    // SPEC.md §4: the form closes 2 s after registering.
    await waitFor(
      () => expect(app.screen.queryByRole('button', { name: 'Registration Complete' })).toBeNull(),
      { timeout: 3_000 },
    );

    reportApiSuccess();
    const sent: { path: string; body: unknown }[] = [];
    await drainOutbox({
      transport: async (request) => {
        sent.push({ path: request.path, body: JSON.parse(String(request.body)) });
        return {
          status: 200,
          body: {
            registration_id: '40',
            event_id: '1',
            number_of_attendees: 3,
            status: 'registered',
            message: 'Registration complete',
          },
          headers: { get: () => null },
        };
      },
      getToken: () => 'token',
    });
    expect(sent).toEqual([
      {
        path: 'events/events/1/register',
        body: {
          user_id: member.id,
          name: 'Asha Rao',
          email: 'asha@example.com',
          phone: member.id,
          apartment_number: 'A101',
          number_of_attendees: 3,
          special_requests: 'One wheelchair',
        },
      },
    ]);
    expect(await app.screen.findByText(/Registered for 3 people/)).toBeTruthy();
  });

  describe('a registration the server refused', () => {
    const refused: OutboxRecord = {
      id: 'refused-1',
      kind: 'eventRegistration',
      schemaVersion: 1,
      payload: registration,
      userId: member.id,
      entityKey: `eventRegistration:1:${member.id}`,
      status: 'rejected',
      attempts: 1,
      nextAttemptAt: T0,
      createdAt: T0 - 60_000,
      updatedAt: T0 - 30_000,
      lastError: 'Registration for this event is closed.',
    };

    it("shows the server's reason and resends it fixed", async () => {
      await db.outbox.add(refused);
      await offlineWithHoli();
      const app = openEvent('1');
      const section = await app.screen.findByRole('region', { name: 'Registration' });
      expect(await within(section).findByText(/Couldn't send — tap to fix/)).toBeTruthy();
      expect(within(section).getByText('Registration for this event is closed.')).toBeTruthy();
      expect(within(section).queryByRole('button', { name: 'Register for this event' })).toBeNull();

      await app.user.click(within(section).getByRole('button', { name: 'Edit & resend' }));
      const attendees = app.screen.getByLabelText<HTMLSelectElement>('Number of attendees');
      expect(attendees.value).toBe('3');
      await app.user.selectOptions(attendees, '2');
      await app.user.click(app.screen.getByRole('button', { name: 'Resend registration' }));

      await waitFor(async () => expect(await db.outbox.get('refused-1')).toBeUndefined());
      const records = await db.outbox.toArray();
      expect(records).toHaveLength(1);
      expect(records[0]?.status).toBe('pending');
      expect((records[0]?.payload as EventRegistrationPayload).number_of_attendees).toBe(2);
    });

    it('opens the refused registration named by ?edit= for fixing', async () => {
      await db.outbox.add(refused);
      await offlineWithHoli();
      const app = openEvent('1', '?edit=refused-1');
      expect(await app.screen.findByRole('button', { name: 'Resend registration' })).toBeTruthy();
    });

    it('lets the resident discard it', async () => {
      await db.outbox.add(refused);
      await offlineWithHoli();
      const app = openEvent('1');
      await app.user.click(await app.screen.findByRole('button', { name: 'Discard' }));
      await waitFor(async () => expect(await db.outbox.count()).toBe(0));
      expect(
        await app.screen.findByRole('button', { name: 'Register for this event' }),
      ).toBeTruthy();
    });
  });
});
