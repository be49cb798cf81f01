import { beforeEach, describe, expect, it } from 'vitest';
import {
  GATE_PARCEL_KIND,
  PARCEL_INSTRUCTION_KIND,
  registerOutboxKinds,
} from '../../../src/offline/kinds';
import { enqueue } from '../../../src/offline/outbox';
import { drainAt, fakeNetwork, reply, resetOfflineDb, RESIDENT, T0 } from '../offline/helpers';

beforeEach(async () => {
  await resetOfflineDb();
  registerOutboxKinds();
});

const PARCEL = '2d9a1f8e-7c6b-4a5d-9e8f-1a2b3c4d5e6f';

describe("parcels' outbox kinds (issue 34)", () => {
  it('sends a logged parcel as multipart with its photo, keyed by the record', async () => {
    const parcel = {
      id: PARCEL,
      apartment: 'A101',
      courier: 'Amazon',
      count: 2,
      note: '',
      gate: 'Main gate',
      at: '2025-03-10T03:30:00.000Z',
    };
    const photo = {
      field: 'photo',
      name: 'parcel.jpg',
      type: 'image/jpeg',
      bytes: new Uint8Array([0xff, 0xd8, 0xff]).buffer,
    };
    const id = await enqueue(
      GATE_PARCEL_KIND,
      { parcel },
      { userId: RESIDENT, now: T0, attachments: [photo] },
    );
    const network = fakeNetwork(reply(201, {}));
    await drainAt(T0 + 1, network.transport);

    const [sent] = network.requests;
    expect(sent).toMatchObject({
      method: 'POST',
      path: 'gate/parcels',
      headers: { 'Idempotency-Key': id },
    });
    const form = sent?.body as FormData;
    expect(JSON.parse(String(form.get('parcel')))).toEqual(parcel);
    expect((form.get('photo') as File).size).toBe(3);
  });

  it("sends the flat's choices for one parcel in the order they were made", async () => {
    await enqueue(
      PARCEL_INSTRUCTION_KIND,
      { parcel_id: PARCEL, instruction: 'leave_at_gate' },
      { userId: RESIDENT, now: T0 },
    );
    await enqueue(
      PARCEL_INSTRUCTION_KIND,
      { parcel_id: PARCEL, instruction: 'bring_up' },
      { userId: RESIDENT, now: T0 + 1 },
    );
    const down = fakeNetwork('network-down');
    await drainAt(T0 + 2, down.transport);
    // The second waits behind the first while the network is down.
    expect(down.requests).toHaveLength(1);

    const network = fakeNetwork(reply(200, {}));
    await drainAt(T0 + 60 * 60_000, network.transport);
    expect(network.requests.map((request) => [request.method, request.path])).toEqual([
      ['PUT', `parcels/${PARCEL}`],
      ['PUT', `parcels/${PARCEL}`],
    ]);
    expect(network.requests.map((request) => JSON.parse(String(request.body)))).toEqual([
      { instruction: 'leave_at_gate' },
      { instruction: 'bring_up' },
    ]);
  });
});
