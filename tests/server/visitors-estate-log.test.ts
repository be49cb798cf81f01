/**
 * The RWA and the gate (issue 34): the RWA reads every flat's passes, visits and walk-ins as the
 * estate's log, but no response it can read carries another flat's live code or QR, and only a
 * flat answers its own walk-ins (403 for the RWA, who changes nothing).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/index';
import type { WalkIn } from '../../contract/gate/desk';
import type { LoggedPass } from '../../contract/gate/estate-log';
import type { VisitorPass } from '../../contract/gate/visitors';
import { rolesAllowed } from '../../contract/platform/endpoint';
import { messages } from '../../contract/messages';
import { multipart, postForm } from './content-support';
import { addUser, tokenFor } from './helper';
import {
  TODAY,
  buildGate,
  call,
  checkIn,
  createPass,
  guestFields,
  helpFields,
} from './gate-support';
import type { GateApp } from './gate-support';

let t: GateApp;
/** An RWA member who lives in C303, with a pass of their own. */
let rwaOfC303: string;
let arjunsGuest: VisitorPass;
let arjunsHelp: VisitorPass;
let rwasOwn: VisitorPass;
let walkIn: WalkIn;

async function recordWalkIn(apartment: string, name: string): Promise<WalkIn> {
  const fields = { id: randomUUID(), name, purpose: 'Plumber', apartment, gate: 'Main gate' };
  const form = multipart({ walk_in: JSON.stringify(fields) }, []);
  Object.assign(form.headers, { 'idempotency-key': randomUUID() });
  const response = await postForm(t, '/api/gate/walk-ins', form, t.guard);
  if (response.statusCode !== 201) throw new Error(`walk-in: ${response.body}`);
  return response.json<WalkIn>();
}

beforeAll(async () => {
  t = await buildGate();
  await addUser(t, { phone: '9100000303', apartment: 'C303', role: 'rwa' });
  rwaOfC303 = await tokenFor(t, '9100000303');
  arjunsGuest = await createPass(
    t,
    t.arjun,
    guestFields({ name: 'Asha', vehicle: 'HR26 AB 1234' }),
  );
  arjunsHelp = await createPass(t, t.arjun, helpFields());
  rwasOwn = await createPass(t, rwaOfC303, guestFields({ name: 'Dev' }));
  expect((await checkIn(t, { code: arjunsGuest.code })).statusCode).toBe(200);
  walkIn = await recordWalkIn('A101', 'Ramu');
});
afterAll(() => t.close());

/** A GET the RWA may call, with whatever its params and query need to be answered. */
function urlFor(path: string): string {
  if (path === 'visitors/attendance') return `${path}?month=2030-03`;
  return path.replace(':id', walkIn.id);
}

describe('what the RWA reads of other flats’ passes', () => {
  it('never carries another flat’s live code or QR, in any gate or visitors response or CSV', async () => {
    const reads = Object.values(api).filter(
      (endpoint) =>
        endpoint.method === 'GET' &&
        /^(gate|visitors)\//.test(endpoint.path) &&
        endpoint.access !== 'public' &&
        rolesAllowed[endpoint.access].includes('rwa'),
    );
    // The walk covers the log's every call, so a new one is checked the day it is added.
    expect(reads.map((endpoint) => endpoint.path)).toEqual(
      expect.arrayContaining([
        'visitors/passes',
        'visitors/passes/all',
        'visitors/visits',
        'visitors/visits.csv',
        'visitors/walk-ins',
        'gate/walk-ins',
      ]),
    );
    const secrets = [arjunsGuest, arjunsHelp].flatMap((pass) => [
      pass.code,
      pass.qr,
      pass.qr.split('.').at(-1) ?? pass.qr,
    ]);
    for (const endpoint of reads) {
      for (const token of [t.rwa, rwaOfC303]) {
        const response = await call(t, 'GET', urlFor(endpoint.path), token);
        expect(response.statusCode, `${endpoint.path}: ${response.body}`).toBeLessThan(500);
        for (const secret of secrets) {
          expect(response.body, `${endpoint.path} leaks a live code`).not.toContain(secret);
        }
      }
    }
  });

  it('lists only the RWA’s own flat under their passes, with its code', async () => {
    const own = (await call(t, 'GET', 'visitors/passes', rwaOfC303)).json<VisitorPass[]>();
    expect(own.map((pass) => pass.id)).toEqual([rwasOwn.id]);
    expect(own[0]?.code).toBe(rwasOwn.code);
    expect((await call(t, 'GET', 'visitors/passes', t.rwa)).json()).toEqual([]);
  });

  it('shows every flat’s passes in the estate log, where each stands, without code or QR', async () => {
    const response = await call(t, 'GET', 'visitors/passes/all', t.rwa);
    expect(response.statusCode).toBe(200);
    const passes = response.json<LoggedPass[]>();
    expect(new Set(passes.map((pass) => pass.apartment))).toEqual(new Set(['A101', 'C303']));
    const guest = passes.find((pass) => pass.id === arjunsGuest.id);
    expect(guest).toMatchObject({ name: 'Asha', state: 'arrived', vehicle: 'HR26 AB 1234' });
    for (const pass of passes) {
      expect(Object.keys(pass)).not.toContain('code');
      expect(Object.keys(pass)).not.toContain('qr');
    }
  });

  it('filters the estate’s passes by flat, kind and the days their window meets', async () => {
    const ids = async (query: string) =>
      (await call(t, 'GET', `visitors/passes/all?${query}`, t.rwa))
        .json<LoggedPass[]>()
        .map((pass) => pass.id)
        .sort();
    expect(await ids('apartment=c-303')).toEqual([rwasOwn.id]);
    expect(await ids('kind=daily_help')).toEqual([arjunsHelp.id]);
    // Sunita's month runs on; the guests were for today only.
    expect(await ids('from=2030-03-10&to=2030-03-12')).toEqual([arjunsHelp.id]);
    expect(await ids(`from=${TODAY}&to=${TODAY}`)).toEqual(
      [arjunsGuest.id, arjunsHelp.id, rwasOwn.id].sort(),
    );
  });

  it('refuses days that run backwards with 400 and the log’s sentence', async () => {
    for (const path of ['visitors/passes/all', 'visitors/walk-ins']) {
      const response = await call(t, 'GET', `${path}?from=2030-03-05&to=2030-03-04`, t.rwa);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: messages.visitsRangeInvalid });
    }
  });

  it('is the RWA’s: a resident and the guard get 403', async () => {
    for (const path of ['visitors/passes/all', 'visitors/walk-ins']) {
      for (const token of [t.arjun, t.guard]) {
        expect((await call(t, 'GET', path, token)).statusCode).toBe(403);
      }
    }
  });
});

describe('walk-ins and the RWA', () => {
  it('shows every flat’s walk-ins in the estate log, to read', async () => {
    const other = await recordWalkIn('B202', 'Sita');
    const all = (await call(t, 'GET', 'visitors/walk-ins', t.rwa)).json<WalkIn[]>();
    expect(all.map((row) => row.id)).toEqual(expect.arrayContaining([walkIn.id, other.id]));
    const b202 = (await call(t, 'GET', 'visitors/walk-ins?apartment=B202', t.rwa)).json<WalkIn[]>();
    expect(b202.map((row) => row.id)).toEqual([other.id]);
  });

  it('leaves the RWA’s own list to their own flat: no other flat’s walk-in to answer', async () => {
    const own = (await call(t, 'GET', 'gate/walk-ins', rwaOfC303)).json<WalkIn[]>();
    expect(own.every((row) => row.apartment === 'C303')).toBe(true);
    expect((await call(t, 'GET', 'gate/walk-ins', t.rwa)).json()).toEqual([]);
  });

  it('refuses the RWA’s answer to another flat’s walk-in with 403, and the flat still decides', async () => {
    for (const token of [t.rwa, rwaOfC303]) {
      for (const decision of ['approved', 'denied']) {
        const response = await call(t, 'PUT', `gate/walk-ins/${walkIn.id}`, token, { decision });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ detail: messages.forbidden });
      }
    }
    const row = await t.db
      .selectFrom('walk_ins')
      .select(['status', 'visit_id'])
      .where('id', '=', walkIn.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'waiting', visit_id: null });
    const answer = await call(t, 'PUT', `gate/walk-ins/${walkIn.id}`, t.arjun, {
      decision: 'approved',
    });
    expect(answer.statusCode).toBe(200);
  });

  it('lets an RWA member answer their own flat’s walk-in', async () => {
    const theirs = await recordWalkIn('C303', 'Mohan');
    const response = await call(t, 'PUT', `gate/walk-ins/${theirs.id}`, rwaOfC303, {
      decision: 'denied',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<WalkIn>().status).toBe('denied');
  });
});
