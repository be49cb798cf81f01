/**
 * Visitor passes (issue 17): each kind's window rules, the resident's own apartment, who reads
 * which passes, and revocation by the household only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import type { VisitorPass } from '../../contract/gate/visitors';
import { tokenFor } from './helper';
import {
  TODAY,
  buildGate,
  phones,
  call,
  createPass,
  guestFields,
  helpFields,
  india,
} from './gate-support';
import type { GateApp } from './gate-support';

let t: GateApp;
beforeAll(async () => {
  t = await buildGate();
});
afterAll(() => t.close());

const post = (fields: object, token = t.arjun) => call(t, 'POST', 'visitors/passes', token, fields);
const detail = (response: { json: () => unknown }) =>
  (response.json() as { detail: string }).detail;

describe('creating a pass', () => {
  it('makes a guest pass for the caller’s apartment, one person by default, with a 6-digit code', async () => {
    const pass = await createPass(t, t.arjun, guestFields());
    expect(pass).toMatchObject({
      kind: 'guest',
      name: 'Asha',
      apartment: 'A101',
      people: 1,
      state: 'expected',
      created_by_name: 'Arjun Sharma',
      arrived_at: null,
      revoked_at: null,
    });
    expect(pass.code).toMatch(/^\d{6}$/);
    expect(pass.qr).toMatch(new RegExp(`^GH1\\.${pass.id}\\.A101\\.guest\\.`));
  });

  it.each([
    [
      'a window that ends before it starts',
      { valid_until: india(TODAY, '09:00') },
      messages.passWindowOrder,
    ],
    [
      'a window already over',
      { valid_from: india(TODAY, '08:00'), valid_until: india(TODAY, '10:30') },
      messages.passWindowEnded,
    ],
    [
      'a guest window past 24 hours',
      { valid_until: india('2030-03-05', '10:01') },
      messages.guestWindowTooLong,
    ],
    [
      'a guest more than 30 days ahead',
      { valid_from: india('2030-04-04', '12:00'), valid_until: india('2030-04-04', '13:00') },
      messages.guestTooFarAhead,
    ],
  ])('refuses %s with 422', async (_case, fields, sentence) => {
    const response = await post(guestFields(fields));
    expect(response.statusCode).toBe(422);
    expect(detail(response)).toBe(sentence);
  });

  it('lets a delivery follow the guest rules', async () => {
    const far = {
      kind: 'delivery',
      valid_from: india('2030-04-05', '10:00'),
      valid_until: india('2030-04-05', '11:00'),
    };
    expect(detail(await post(guestFields(far as object)))).toBe(messages.guestTooFarAhead);
    expect((await post(guestFields({ kind: 'delivery' }))).statusCode).toBe(201);
  });

  it('allows a cab at most 2 hours ahead, for at most 4 hours', async () => {
    const cab = (from: string, until: string) =>
      post({
        kind: 'cab',
        name: 'Uber',
        valid_from: india(TODAY, from),
        valid_until: india(TODAY, until),
      });
    expect(detail(await cab('13:30', '14:00'))).toBe(messages.cabTooFarAhead);
    expect(detail(await cab('11:00', '15:30'))).toBe(messages.cabWindowTooLong);
    expect((await cab('12:30', '13:30')).statusCode).toBe(201);
  });

  it('asks a daily help pass for its days, hours in order, and at most a year', async () => {
    expect(detail(await post(helpFields({ days: [] })))).toBe(messages.helpDaysRequired);
    const late = helpFields({
      valid_from: india(TODAY, '18:00'),
      valid_until: india('2030-04-04', '07:00'),
    });
    expect(detail(await post(late))).toBe(messages.helpHoursOrder);
    const long = helpFields({ valid_until: india('2031-03-06', '18:00') });
    expect(detail(await post(long))).toBe(messages.helpPeriodTooLong);
    const pass = await createPass(t, t.arjun, helpFields({ days: ['sat', 'mon', 'mon'] }));
    expect(pass).toMatchObject({ kind: 'daily_help', state: 'active', days: ['mon', 'sat'] });
  });

  it('keeps the one-time kinds free of days', async () => {
    const pass = await createPass(t, t.arjun, guestFields({ days: ['mon'] }));
    expect(pass.days).toEqual([]);
  });
});

describe('reading passes', () => {
  let rahuls: VisitorPass;
  beforeAll(async () => {
    rahuls = await createPass(t, t.rahul, guestFields({ name: 'Rahul’s guest' }));
  });

  it('shows a member only their apartment’s passes, newest first', async () => {
    const response = await call(t, 'GET', 'visitors/passes', t.arjun);
    const passes = response.json<VisitorPass[]>();
    expect(passes.length).toBeGreaterThan(0);
    expect(passes.every((pass) => pass.apartment === 'A101')).toBe(true);
    const created = passes.map((pass) => pass.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('shows the RWA only their own flat’s passes and the guard today’s expected list', async () => {
    // Other flats' passes, without codes, are the estate log's (visitors-estate-log.test.ts).
    const own = (await call(t, 'GET', 'visitors/passes', t.rwa)).json<VisitorPass[]>();
    expect(own.map((pass) => pass.apartment)).not.toContain('C303');
    const today = (await call(t, 'GET', 'visitors/passes', t.guard)).json<VisitorPass[]>();
    expect(today.map((pass) => pass.id)).toContain(rahuls.id);
  });

  it('drops an expired pass from the guard’s list once its day is over', async () => {
    t.clock.advance(26 * 3600_000);
    // A new shift, a new sign-in: a guard's session lasts 12 hours.
    t.guard = await tokenFor(t, phones.guard);
    const later = (await call(t, 'GET', 'visitors/passes', t.guard)).json<VisitorPass[]>();
    expect(later.map((pass) => pass.id)).not.toContain(rahuls.id);
    const mine = (await call(t, 'GET', 'visitors/passes', t.rahul)).json<VisitorPass[]>();
    expect(mine.find((pass) => pass.id === rahuls.id)?.state).toBe('expired');
  });
});

describe('revoking a pass', () => {
  it('is for its household only: another flat and the RWA get 403', async () => {
    const pass = await createPass(
      t,
      t.arjun,
      guestFields({
        valid_from: new Date(t.clock.now().getTime() + 3600_000).toISOString(),
        valid_until: new Date(t.clock.now().getTime() + 7200_000).toISOString(),
      }),
    );
    for (const token of [t.rahul, t.rwa]) {
      const response = await call(t, 'DELETE', `visitors/passes/${pass.id}`, token);
      expect(response.statusCode).toBe(403);
    }
    const revoked = await call(t, 'DELETE', `visitors/passes/${pass.id}`, t.arjun);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id: pass.id, state: 'revoked' });
    const again = await call(t, 'DELETE', `visitors/passes/${pass.id}`, t.arjun);
    expect(again.statusCode).toBe(409);
    expect(detail(again)).toBe(messages.passAlreadyRevoked);
  });

  it('answers 404 for a pass that does not exist', async () => {
    const response = await call(t, 'DELETE', 'visitors/passes/99999999', t.arjun);
    expect(response.statusCode).toBe(404);
    expect(detail(response)).toBe(messages.passNotFound);
  });
});
