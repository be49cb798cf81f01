/**
 * The vehicle register (issue 34): plates in the Indian format, one plate one flat at a time
 * (a second flat gets a 409 that names nothing of the first), each flat its own; the desk's
 * offline copy and its log of vehicles let in (recorded once, the flat told); the RWA's list
 * and CSV.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskSnapshot } from '../../contract/gate/desk';
import type { Vehicle, VehicleEntry, VehicleFields } from '../../contract/vehicles/vehicles';
import { messages } from '../../contract/messages';
import { buildGate, call, inbox, india, phones, TODAY } from './gate-support';
import type { GateApp } from './gate-support';

let t: GateApp;
beforeAll(async () => {
  t = await buildGate();
});
afterAll(() => t.close());

const detail = (response: { json: () => unknown }) =>
  (response.json() as { detail: string }).detail;

const car = (plate: string, fields: Partial<VehicleFields> = {}): VehicleFields => ({
  plate,
  kind: 'car',
  colour: 'White',
  sticker: 'S-042',
  ...fields,
});

async function register(token: string, fields: VehicleFields): Promise<Vehicle> {
  const response = await call(t, 'POST', 'vehicles', token, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Vehicle>();
}

const listOf = async (token: string) =>
  (await call(t, 'GET', 'vehicles', token)).json<Vehicle[]>().map((v) => v.plate);

function logEntry(plate: string, id = randomUUID(), key = randomUUID()) {
  return call(
    t,
    'POST',
    'gate/vehicle-entries',
    t.guard,
    { id, plate, gate: 'Main gate', at: india(TODAY, '10:55') },
    { 'idempotency-key': key },
  );
}

let arjunsCar: Vehicle;

describe('registering a vehicle', () => {
  it('keeps the plate in one form however it was typed', async () => {
    arjunsCar = await register(t.arjun, car('hr26ab1234'));
    expect(arjunsCar).toMatchObject({
      plate: 'HR 26 AB 1234',
      apartment: 'A101',
      kind: 'car',
      colour: 'White',
      sticker: 'S-042',
      last_entry_at: null,
    });
    const bharat = await register(t.arjun, car('22 bh 1234 ab', { kind: 'two_wheeler' }));
    expect(bharat.plate).toBe('22 BH 1234 AB');
  });

  it('lists a flat its own vehicles only', async () => {
    expect(await listOf(t.arjun)).toEqual(['HR 26 AB 1234', '22 BH 1234 AB']);
    expect(await listOf(t.priya)).toEqual([]);
  });

  it("refuses another flat's plate with a 409 that names nothing of that flat", async () => {
    const response = await call(t, 'POST', 'vehicles', t.priya, car('HR 26 AB 1234'));
    expect(response.statusCode).toBe(409);
    expect(detail(response)).toBe(messages.plateTaken);
    expect(response.body).not.toContain('A101');
    expect(response.body).not.toContain('Arjun');
    expect(await listOf(t.priya)).toEqual([]);
  });

  it('tells a flat the plate is already its own', async () => {
    const response = await call(t, 'POST', 'vehicles', t.arjun, car(' HR-26-AB-1234 '));
    expect(response.statusCode).toBe(409);
    expect(detail(response)).toBe(messages.plateOurs);
  });

  it.each([['ABC'], ['HR26AB12345'], ['22 BH 123 AB'], ['']])(
    'refuses %j with 400 and a sentence',
    async (plate) => {
      const response = await call(t, 'POST', 'vehicles', t.rahul, car(plate));
      expect(response.statusCode).toBe(400);
      expect(detail(response)).toMatch(
        new RegExp(`^plate: (${messages.plateInvalid}|${messages.plateRequired})$`),
      );
      expect(await listOf(t.rahul)).toEqual([]);
    },
  );

  it('keeps at most ten vehicles a flat', async () => {
    for (let n = 0; n < 10; n += 1) await register(t.rahul, car(`DL 01 C ${1000 + n}`));
    const response = await call(t, 'POST', 'vehicles', t.rahul, car('DL 01 C 2000'));
    expect(response.statusCode).toBe(409);
    expect(detail(response)).toBe(messages.vehiclesTooMany);
  });
});

describe('the desk', () => {
  it('carries every plate with its flat, in compact form', async () => {
    const desk = (await call(t, 'GET', 'gate/desk', t.guard)).json<DeskSnapshot>();
    expect(desk.vehicles).toContainEqual({
      plate: 'HR26AB1234',
      apartment: 'A101',
      kind: 'car',
      colour: 'White',
      sticker: 'S-042',
    });
    expect(desk.vehicles).toHaveLength(12);
  });

  it('logs a vehicle in once, by any spelling of its plate, and tells the flat', async () => {
    const id = randomUUID();
    const first = await logEntry('hr 26 ab 1234', id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ entry: VehicleEntry }>().entry).toMatchObject({
      plate: 'HR 26 AB 1234',
      apartment: 'A101',
      gate: 'Main gate',
      entered_at: india(TODAY, '10:55'),
    });
    const again = await logEntry('HR26AB1234', id);
    expect(again.statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('vehicle_entries')
      .selectAll()
      .where('id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    const told = (await inbox(t, phones.arjun)).filter((n) => n.kind === 'vehicle_entered');
    expect(told).toEqual([
      expect.objectContaining({ title: 'HR 26 AB 1234 came in at 10:55 AM', body: 'At Main gate' }),
    ]);
    expect((await inbox(t, phones.priya)).some((n) => n.kind === 'vehicle_entered')).toBe(false);
    const [listed] = (await call(t, 'GET', 'vehicles', t.arjun)).json<Vehicle[]>();
    expect(listed?.last_entry_at).toBe(india(TODAY, '10:55'));
  });

  it('keeps the entry of a plate nobody holds, without a flat', async () => {
    const response = await logEntry('KA 01 MN 7777');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ entry: VehicleEntry }>().entry.apartment).toBe('');
  });
});

describe('removing a vehicle', () => {
  it("refuses another flat's with 403, then the flat removes its own and the plate is free", async () => {
    const refused = await call(t, 'DELETE', `vehicles/${arjunsCar.id}`, t.priya);
    expect(refused.statusCode).toBe(403);
    expect(await listOf(t.arjun)).toContain('HR 26 AB 1234');

    const removed = await call(t, 'DELETE', `vehicles/${arjunsCar.id}`, t.arjun);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await listOf(t.arjun)).toEqual(['22 BH 1234 AB']);
    const sold = await register(t.priya, car('HR 26 AB 1234'));
    expect(sold.apartment).toBe('B202');

    const gone = await call(t, 'DELETE', `vehicles/${arjunsCar.id}`, t.arjun);
    expect(gone.statusCode).toBe(404);
  });
});

describe("the RWA's register", () => {
  it('lists every flat’s vehicles by flat, filtered by flat or part of a plate', async () => {
    const all = (await call(t, 'GET', 'vehicles/all', t.rwa)).json<Vehicle[]>();
    expect(all).toHaveLength(12);
    expect(all.map((v) => v.apartment)).toEqual([...all.map((v) => v.apartment)].sort());
    const byPlate = await call(t, 'GET', 'vehicles/all?plate=ab1234', t.rwa);
    expect(byPlate.json<Vehicle[]>().map((v) => v.plate)).toEqual(['HR 26 AB 1234']);
    const byFlat = await call(t, 'GET', 'vehicles/all?apartment=a-101', t.rwa);
    expect(byFlat.json<Vehicle[]>().map((v) => v.plate)).toEqual(['22 BH 1234 AB']);
  });

  it('exports the same rows as CSV', async () => {
    const response = await call(t, 'GET', 'vehicles/all.csv?apartment=B202', t.rwa);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"apartment","plate","kind","colour","sticker","registered_by","registered_at","last_entry"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"B202","HR 26 AB 1234","Car","White","S-042"');
  });
});

describe('who may call', () => {
  it.each([
    ['GET', 'vehicles', 'guard'],
    ['POST', 'vehicles', 'guard'],
    ['DELETE', 'vehicles/1', 'guard'],
    ['GET', 'vehicles/all', 'arjun'],
    ['GET', 'vehicles/all', 'guard'],
    ['GET', 'vehicles/all.csv', 'arjun'],
    ['POST', 'gate/vehicle-entries', 'arjun'],
    ['POST', 'gate/vehicle-entries', 'rwa'],
  ] as const)('%s %s refuses a %s with 403', async (method, url, who) => {
    const response = await call(t, method, url, t[who], method === 'POST' ? {} : undefined);
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['GET', 'vehicles'],
    ['POST', 'vehicles'],
    ['DELETE', 'vehicles/1'],
    ['GET', 'vehicles/all'],
    ['GET', 'vehicles/all.csv'],
    ['POST', 'gate/vehicle-entries'],
  ] as const)('%s %s refuses a stranger with 401', async (method, url) => {
    const response = await call(t, method, url, undefined, method === 'POST' ? {} : undefined);
    expect(response.statusCode).toBe(401);
  });
});
