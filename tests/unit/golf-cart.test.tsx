import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GolfCartRequest } from '../../contract/golf-cart/golf-cart';
import GolfCartPage from '../../src/features/golf-cart/golf-cart-page';
import { GolfCartStatus } from '../../src/features/golf-cart/golf-cart-status';
import { db, type OutboxRecord } from '../../src/offline/db';
import { drainOutbox } from '../../src/offline/drain';
import { GOLF_CART_KIND, golfCartKind } from '../../src/offline/kinds';
import { startOutboxTriggers } from '../../src/offline/triggers';
import { stubFetch } from './support/fetch';
import { member, signInAs } from './support/render-app';
import { renderPage } from './golf-cart-support';

/** 09:00 in India on 10 March 2025. */
const T0 = Date.parse('2025-03-10T09:00:00+05:30');

beforeEach(async () => {
  await db.outbox.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});

const ride: GolfCartRequest = {
  pickup_location: 'Tower A gate',
  dropoff_location: 'Clubhouse',
  duration: 30,
  time: '10:30',
  date: '2025-03-10',
  comments: 'Two bags',
  user_id: member.id,
  phone_number: member.id,
  apartment_number: member.apartmentNumber,
};

async function fill(app: ReturnType<typeof renderPage>, time: string) {
  const { user, screen } = app;
  await user.type(await screen.findByLabelText('Pickup location'), 'Tower A gate');
  await user.type(screen.getByLabelText('Drop-off location'), 'Clubhouse');
  await user.selectOptions(screen.getByLabelText('Duration'), '30');
  await user.type(screen.getByLabelText('Time'), time);
  await user.type(screen.getByLabelText('Comments (optional)'), 'Two bags');
}

function openPage(path = '/golf-cart') {
  return renderPage(path, GolfCartPage, '/golf-cart');
}

describe('golf-cart form (SPEC.md §5 Golf cart)', () => {
  it('says exactly what is missing, and offers 15/30/45/60 minutes with 15 first', async () => {
    signInAs(member);
    const app = openPage();
    const duration = await app.screen.findByLabelText<HTMLSelectElement>('Duration');
    expect(duration.value).toBe('15');
    expect([...duration.options].map((o) => o.value)).toEqual(['15', '30', '45', '60']);
    await app.user.click(app.screen.getByRole('button', { name: 'Request golf cart' }));
    expect(app.screen.getByText('Pickup location is required')).toBeTruthy();
    expect(app.screen.getByText('Drop-off location is required')).toBeTruthy();
    expect(app.screen.getByText('Selected time must be in the future')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a time that has already passed today in India', async () => {
    signInAs(member);
    const app = openPage();
    await fill(app, '08:30');
    await app.user.click(app.screen.getByRole('button', { name: 'Request golf cart' }));
    expect(app.screen.getByLabelText('Time').getAttribute('aria-invalid')).toBe('true');
    expect(app.screen.getByText('Selected time must be in the future')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('takes the focus to the first wrong field after a failed submit', async () => {
    signInAs(member);
    const app = openPage();
    await app.user.click(await app.screen.findByRole('button', { name: 'Request golf cart' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(app.screen.getByLabelText('Pickup location')),
    );
    await app.user.type(app.screen.getByLabelText('Pickup location'), 'Tower A gate');
    await app.user.type(app.screen.getByLabelText('Drop-off location'), 'Clubhouse');
    await app.user.type(app.screen.getByLabelText('Time'), '08:30');
    await app.user.click(app.screen.getByRole('button', { name: 'Request golf cart' }));
    await waitFor(() => expect(document.activeElement).toBe(app.screen.getByLabelText('Time')));
  });

  it('asks a signed-out visitor to log in', async () => {
    const app = openPage();
    await fill(app, '10:30');
    await app.user.click(app.screen.getByRole('button', { name: 'Request golf cart' }));
    expect(app.screen.getByText('You must be logged in to request a golf cart')).toBeTruthy();
  });

  it('writes the request to the outbox as pending before any network, then resets the form', async () => {
    signInAs(member);
    const seen = stubFetch({});
    const app = openPage();
    await fill(app, '10:30');
    await app.user.click(app.screen.getByRole('button', { name: 'Request golf cart' }));

    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [record] = await db.outbox.toArray();
    expect(record?.status).toBe('pending');
    expect(record?.kind).toBe(GOLF_CART_KIND);
    expect(record?.userId).toBe(member.id);
    expect(record?.payload).toEqual(ride);
    expect(seen).toHaveLength(0);
    expect(app.screen.getByLabelText<HTMLInputElement>('Pickup location').value).toBe('');
    const status = await app.screen.findAllByText('Saved on this phone — will send when online');
    expect(status.length).toBeGreaterThan(0);
    // The result, below the form and out of view on a phone, takes the focus (and the eye).
    await waitFor(() =>
      expect(document.activeElement?.textContent).toContain(
        'Saved on this phone — will send when online',
      ),
    );
  });
  it('says the request was sent once the outbox delivers it', async () => {
    signInAs(member);
    const bodies: unknown[] = [];
    const stop = startOutboxTriggers({
      drain: () =>
        drainOutbox({
          transport: async (request) => {
            bodies.push(request.body);
            return {
              status: 200,
              body: { request_id: '7', status: 'Pending', message: 'ok' },
              headers: { get: () => null },
            };
          },
          getToken: () => 'token',
        }),
    });
    try {
      const app = openPage();
      await fill(app, '10:30');
      await app.user.click(app.screen.getByRole('button', { name: 'Request golf cart' }));
      expect(await app.screen.findByText(/Your golf cart request has been sent\./)).toBeTruthy();
      expect(bodies).toHaveLength(1);
      expect((await db.outbox.toArray())[0]?.status).toBe('sent');
    } finally {
      stop();
    }
  });
});

describe('requests on this phone', () => {
  const rejected = (overrides: Partial<OutboxRecord> = {}): OutboxRecord => ({
    id: 'rejected-1',
    kind: GOLF_CART_KIND,
    schemaVersion: 1,
    payload: ride,
    userId: member.id,
    status: 'rejected',
    attempts: 1,
    nextAttemptAt: T0,
    createdAt: T0 - 60_000,
    updatedAt: T0 - 30_000,
    lastError: 'No carts run to the clubhouse before 10:00',
    ...overrides,
  });

  it('shows the server reason of a rejected request and resends it edited', async () => {
    signInAs(member);
    await db.outbox.add(rejected());
    const app = openPage();
    const item = await app.screen.findByRole('listitem');
    expect(within(item).getByText("Couldn't send — tap to fix")).toBeTruthy();
    expect(within(item).getByText('No carts run to the clubhouse before 10:00')).toBeTruthy();

    await app.user.click(within(item).getByRole('button', { name: 'Edit & resend' }));
    const time = await app.screen.findByLabelText<HTMLInputElement>('Time');
    await waitFor(() => expect(time.value).toBe('10:30'));
    expect(app.screen.getByLabelText<HTMLInputElement>('Pickup location').value).toBe(
      'Tower A gate',
    );
    await app.user.clear(time);
    await app.user.type(time, '11:15');
    await app.user.click(app.screen.getByRole('button', { name: 'Resend request' }));

    await waitFor(async () => expect(await db.outbox.get('rejected-1')).toBeUndefined());
    const records = await db.outbox.toArray();
    expect(records).toHaveLength(1);
    expect(records[0]?.status).toBe('pending');
    expect((records[0]?.payload as GolfCartRequest).time).toBe('11:15');
  });

  it('loads a rejected request named by ?edit= into the form', async () => {
    signInAs(member);
    await db.outbox.add(rejected());
    const app = openPage('/golf-cart?edit=rejected-1');
    expect(await app.screen.findByText('Editing a request that could not be sent.')).toBeTruthy();
    expect(app.screen.getByRole('button', { name: 'Resend request' })).toBeTruthy();
  });

  it('tells the resident an expired request was not sent and lets them discard it', async () => {
    signInAs(member);
    await db.outbox.add(
      rejected({
        id: 'expired-1',
        status: 'expired',
        lastError: 'Expired before it could be sent',
      }),
    );
    const app = openPage();
    const item = await app.screen.findByRole('listitem');
    expect(within(item).getByText('Expired before it could be sent')).toBeTruthy();
    await app.user.click(within(item).getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });
});

describe('golf-cart outbox kind', () => {
  it('expires a ride whose date and time in India have passed, not one still ahead', () => {
    expect(golfCartKind.isExpired?.({ ...ride, time: '08:59' }, T0)).toBe(true);
    expect(golfCartKind.isExpired?.({ ...ride, time: '09:01' }, T0)).toBe(false);
    expect(golfCartKind.isExpired?.({ ...ride, date: '2025-03-09', time: '23:00' }, T0)).toBe(true);
  });

  it('sends the payload as the JSON body of the golf-cart endpoint', () => {
    expect(golfCartKind.kind).toBe('golfCartRequest');
    expect(golfCartKind.endpoint.path).toBe('golf-cart/golf-cart/request');
    expect(golfCartKind.toRequest(ride)).toEqual({ body: ride });
    expect(golfCartKind.failure).toBe('Failed to request golf cart');
  });
});

describe('golf-cart status', () => {
  it('returns to idle 5 s after the request was sent (SPEC.md §4)', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const sent: OutboxRecord = {
      id: 'sent-1',
      kind: GOLF_CART_KIND,
      schemaVersion: 1,
      payload: ride,
      userId: member.id,
      status: 'sent',
      attempts: 1,
      nextAttemptAt: T0,
      createdAt: T0,
      updatedAt: T0,
      sentAt: T0,
    };
    render(<GolfCartStatus record={sent} onIdle={onIdle} />);
    expect(screen.getByText(/Your golf cart request has been sent\./).textContent).toContain(
      'Sent 9:00 AM',
    );
    vi.advanceTimersByTime(4_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });
});
