// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/offline/db';
import { drainOutbox } from '../../../src/offline/drain';
import {
  EVENT_REGISTRATION_KIND,
  eventCancelKind,
  queueRegistrationCancel,
  registerOutboxKinds,
  type EventRegistrationPayload,
} from '../../../src/offline/kinds';
import { buildOutboxRequest } from '../../../src/offline/outbox-request';
import { enqueue } from '../../../src/offline/outbox';
import type { Transport } from '../../../src/offline/transport';

const userId = '9000000002';
const registration: EventRegistrationPayload = {
  event_id: '7',
  user_id: userId,
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: userId,
  apartment_number: 'A101',
  number_of_attendees: 2,
  special_requests: '',
};

beforeEach(async () => {
  await db.outbox.clear();
  registerOutboxKinds();
  // Node 24 has Web Locks, under which a `sending` record is a dead drainer's and is sent again;
  // these tests are of a context without them (jsdom, older browsers), where another drainer may
  // still be sending it. outbox-concurrency.test.ts covers the Web Locks side.
  Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
});

/** A server that answers `status` and writes down what it was sent, in order. */
function server(status: () => number) {
  const seen: string[] = [];
  const transport: Transport = async (request) => {
    seen.push(`${request.method} ${request.path}`);
    return { status: status(), body: { message: 'ok' }, headers: { get: () => null } };
  };
  return { seen, drain: () => drainOutbox({ transport, getToken: () => 'token' }) };
}

describe('eventRegistrationCancel outbox kind', () => {
  it('deletes the registration of the event named in the path, with its own Idempotency-Key', async () => {
    const id = await queueRegistrationCancel('7', userId);
    const record = await db.outbox.get(id);
    if (!record) throw new Error('not queued');
    const request = buildOutboxRequest(record, eventCancelKind, record.payload, 'token');
    expect([request.method, request.path]).toEqual(['DELETE', 'events/events/7/register']);
    expect(request.headers['Idempotency-Key']).toBe(id);
    expect(eventCancelKind.failure).toBe('Failed to cancel the registration');
  });

  it('is sent after a registration of the same event that is being sent, never before', async () => {
    const first = await enqueue(EVENT_REGISTRATION_KIND, registration, { userId });
    // The drainer has the registration in hand when the resident cancels.
    await db.outbox.update(first, { status: 'sending', updatedAt: Date.now() });
    await queueRegistrationCancel('7', userId);
    expect((await db.outbox.toArray()).map((record) => record.kind).sort()).toEqual([
      'eventRegistration',
      'eventRegistrationCancel',
    ]);
    let up = false;
    const { seen, drain } = server(() => (up ? 200 : 503));
    await drain(); // the sending registration holds the cancel behind it
    expect(seen).toEqual([]);
    await db.outbox.update(first, { status: 'pending', nextAttemptAt: 0 });
    up = true;
    await drain();
    expect(seen).toEqual(['POST events/events/7/register', 'DELETE events/events/7/register']);
  });

  it('drops a registration still waiting on the phone, and sends the cancel once', async () => {
    await enqueue(EVENT_REGISTRATION_KIND, registration, { userId });
    await enqueue(EVENT_REGISTRATION_KIND, { ...registration, event_id: '8' }, { userId });
    await queueRegistrationCancel('7', userId);
    const { seen, drain } = server(() => 200);
    await drain();
    await drain();
    expect(seen.sort()).toEqual([
      'DELETE events/events/7/register',
      'POST events/events/8/register',
    ]);
  });

  it('keeps a registration already sent (the server has it: the cancel undoes it)', async () => {
    const sent = await enqueue(EVENT_REGISTRATION_KIND, registration, { userId });
    await db.outbox.update(sent, { status: 'sent', sentAt: Date.now() });
    await queueRegistrationCancel('7', userId);
    expect(await db.outbox.get(sent)).toBeDefined();
  });
});
