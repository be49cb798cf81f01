/**
 * The guard desk's snapshot (issue 17): today's passes with their use, the revocation list, the
 * directory of flats (names and phones only: never an email, never a guard), who is inside, and
 * the key that checks a QR offline. Only a guard reads it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskSnapshot } from '../../contract/gate/desk';
import type { DeskSnapshot } from '../../contract/gate/desk';
import type { VisitorPass } from '../../contract/gate/visitors';
import {
  TODAY,
  buildGate,
  call,
  checkIn,
  createPass,
  guestFields,
  helpFields,
  india,
} from './gate-support';
import type { GateApp } from './gate-support';

let t: GateApp;
let used: VisitorPass;
let later: VisitorPass;
let help: VisitorPass;
let revoked: VisitorPass;
let nextWeek: VisitorPass;
let visitId: string;

beforeAll(async () => {
  t = await buildGate();
  used = await createPass(
    t,
    t.arjun,
    guestFields({ name: 'Used', vehicle: 'HR26 AB 1234', note: 'Blue Swift, visitor bay' }),
  );
  later = await createPass(
    t,
    t.rahul,
    guestFields({ name: 'Later', valid_from: india(TODAY, '18:00') }),
  );
  help = await createPass(t, t.arjun, helpFields());
  revoked = await createPass(t, t.arjun, guestFields({ name: 'Revoked' }));
  nextWeek = await createPass(
    t,
    t.arjun,
    guestFields({
      name: 'Next week',
      valid_from: india('2030-03-11', '10:00'),
      valid_until: india('2030-03-11', '12:00'),
    }),
  );
  await call(t, 'DELETE', `visitors/passes/${revoked.id}`, t.arjun);
  const entry = await checkIn(t, { code: used.code, at: india(TODAY, '10:30') });
  visitId = entry.json<{ visit: { id: string } }>().visit.id;
});
afterAll(() => t.close());

const desk = async () => {
  const response = await call(t, 'GET', 'gate/desk', t.guard);
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

describe('the desk snapshot', () => {
  it('has the contract’s shape and the key that checks a QR', async () => {
    const snapshot = (await desk()).json<DeskSnapshot>();
    expect(deskSnapshot.safeParse(snapshot).success).toBe(true);
    expect(snapshot.generated_at).toBe(t.clock.now().toISOString());
    expect(snapshot.keys).toEqual([
      { id: t.app.passSigner.keyId, public_key: t.app.passSigner.publicKey },
    ]);
  });

  it('carries today’s passes with their use, vehicle and note, never revoked or later ones', async () => {
    const { passes } = (await desk()).json<DeskSnapshot>();
    const byId = new Map(passes.map((pass) => [pass.id, pass]));
    expect([...byId.keys()].sort()).toEqual([used.id, later.id, help.id].sort());
    expect(byId.get(used.id)).toEqual({
      id: used.id,
      kind: 'guest',
      name: 'Used',
      apartment: 'A101',
      code: used.code,
      valid_from: used.valid_from,
      valid_until: used.valid_until,
      days: [],
      people: 1,
      vehicle: 'HR26 AB 1234',
      note: 'Blue Swift, visitor bay',
      used_at: india(TODAY, '10:30'),
    });
    expect(byId.get(help.id)).toMatchObject({ kind: 'daily_help', days: help.days, used_at: null });
    expect(byId.has(nextWeek.id)).toBe(false);
  });

  it('lists revoked passes whose window has not ended', async () => {
    expect((await desk()).json<DeskSnapshot>().revoked).toEqual([revoked.id]);
  });

  it('lists every flat’s residents by name and phone, no emails, no guards', async () => {
    const response = await desk();
    const { directory } = response.json<DeskSnapshot>();
    expect(directory.find((flat) => flat.apartment === 'A101')).toEqual({
      apartment: 'A101',
      residents: [{ name: 'Arjun Sharma', phone: '9000000002' }],
    });
    expect(directory.some((flat) => flat.apartment === 'GATE')).toBe(false);
    expect(response.body).not.toMatch(/@|example\.com/);
    expect(response.body).not.toContain('9000000005');
  });

  it('shows who is inside until they are checked out', async () => {
    expect((await desk()).json<DeskSnapshot>().inside.map((visit) => visit.id)).toEqual([visitId]);
    await call(t, 'POST', 'gate/check-out', t.guard, { visit_id: visitId });
    expect((await desk()).json<DeskSnapshot>().inside).toEqual([]);
  });

  it('is the guard’s alone', async () => {
    expect((await call(t, 'GET', 'gate/desk', t.arjun)).statusCode).toBe(403);
    expect((await call(t, 'GET', 'gate/desk', t.rwa)).statusCode).toBe(403);
    expect((await call(t, 'GET', 'gate/desk', undefined)).statusCode).toBe(401);
  });
});
