import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import {
  GATE_CHECK_IN_KIND,
  GATE_CHECK_OUT_KIND,
  GATE_PHONE_DECISION_KIND,
  GATE_WALK_IN_KIND,
  registerOutboxKinds,
} from '../../../src/offline/kinds';
import { enqueue } from '../../../src/offline/outbox';
import {
  drainAt,
  fakeNetwork,
  recordOf,
  reply,
  resetOfflineDb,
  RESIDENT,
  T0,
} from '../offline/helpers';

beforeEach(async () => {
  await resetOfflineDb();
  registerOutboxKinds();
});

const VISIT = '6f1c2a4e-1d2b-4c3d-8e9f-0a1b2c3d4e5f';
const WALK_IN = '0b7f7c1e-2a3b-4c5d-9e8f-7a6b5c4d3e2f';
const checkInBody = {
  visit_id: VISIT,
  pass_id: '41',
  gate: 'Main gate',
  people: 2,
  at: '2025-03-10T03:30:00.000Z',
  recorded_offline: true,
};
const shown = { name: 'Asha Guest', apartment: 'A101', kind: 'guest' as const };

describe("the gate's outbox kinds (issue 17)", () => {
  it('sends a check-in with its own body only, keyed for the server, then its check-out', async () => {
    const inId = await enqueue(
      GATE_CHECK_IN_KIND,
      { body: checkInBody, shown },
      { userId: RESIDENT, now: T0 },
    );
    await enqueue(
      GATE_CHECK_OUT_KIND,
      { visit_id: VISIT, at: '2025-03-10T04:00:00.000Z' },
      { userId: RESIDENT, now: T0 + 1 },
    );
    const network = fakeNetwork(reply(200, { message: 'ok' }));
    await drainAt(T0 + 2, network.transport);

    const [checkIn, checkOut] = network.requests;
    expect(checkIn).toMatchObject({
      method: 'POST',
      path: 'gate/check-in',
      headers: { 'Idempotency-Key': inId },
    });
    expect(JSON.parse(String(checkIn?.body))).toEqual(checkInBody);
    expect(checkOut?.path).toBe('gate/check-out');
    expect(JSON.parse(String(checkOut?.body))).toEqual({
      visit_id: VISIT,
      at: '2025-03-10T04:00:00.000Z',
    });
  });

  it('holds a check-out back while its check-in waits for the network', async () => {
    await enqueue(GATE_CHECK_IN_KIND, { body: checkInBody, shown }, { userId: RESIDENT, now: T0 });
    await enqueue(
      GATE_CHECK_OUT_KIND,
      { visit_id: VISIT, at: '2025-03-10T04:00:00.000Z' },
      { userId: RESIDENT, now: T0 + 1 },
    );
    const network = fakeNetwork('network-down');
    await drainAt(T0 + 2, network.transport);
    expect(network.requests.map((request) => request.path)).toEqual(['gate/check-in']);
  });

  it("shows an entry the server refused as rejected, with the server's reason", async () => {
    const id = await enqueue(
      GATE_CHECK_IN_KIND,
      { body: checkInBody, shown },
      { userId: RESIDENT, now: T0 },
    );
    await drainAt(T0, fakeNetwork(reply(422, { detail: messages.gateRequired })).transport);
    expect(await recordOf(id)).toMatchObject({
      status: 'rejected',
      lastError: messages.gateRequired,
    });
  });

  it('sends a walk-in as multipart with its photo, and the phone answer after it', async () => {
    const walkIn = {
      id: WALK_IN,
      name: 'Mohan Plumber',
      phone: '',
      purpose: 'Leaking tap',
      apartment: 'A101',
      gate: 'Main gate',
      at: '2025-03-10T03:30:00.000Z',
    };
    const photo = {
      field: 'photo',
      name: 'visitor.jpg',
      type: 'image/jpeg',
      bytes: new Uint8Array([0xff, 0xd8, 0xff]).buffer,
    };
    await enqueue(
      GATE_WALK_IN_KIND,
      { walk_in: walkIn },
      { userId: RESIDENT, now: T0, attachments: [photo] },
    );
    await enqueue(
      GATE_PHONE_DECISION_KIND,
      {
        walk_in_id: WALK_IN,
        decision: 'approved',
        resident: 'Asha Rao',
        at: '2025-03-10T03:32:00.000Z',
      },
      { userId: RESIDENT, now: T0 + 1 },
    );
    const network = fakeNetwork(reply(200, {}));
    await drainAt(T0 + 2, network.transport);

    const [recorded, answered] = network.requests;
    expect(recorded?.path).toBe('gate/walk-ins');
    const form = recorded?.body as FormData;
    expect(JSON.parse(String(form.get('walk_in')))).toEqual(walkIn);
    expect((form.get('photo') as File).size).toBe(3);
    expect(answered).toMatchObject({
      method: 'PUT',
      path: `gate/walk-ins/${WALK_IN}/phone-decision`,
    });
    expect(JSON.parse(String(answered?.body))).toEqual({
      decision: 'approved',
      resident: 'Asha Rao',
      at: '2025-03-10T03:32:00.000Z',
    });
  });
});
