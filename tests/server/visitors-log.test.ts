/**
 * The RWA's visitor log (issue 17): filtered by India dates, flat, kind and flags, newest first,
 * with the guards on duty; the same rows as a CSV a spreadsheet will not run. And a household's
 * monthly attendance of its daily help.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelperAttendance, Visit } from '../../contract/gate/visitors';
import { messages } from '../../contract/messages';
import { revokeSessions } from '../../server/platform/auth/sessions';
import { tokenFor } from './helper';
import {
  TODAY,
  buildGate,
  call,
  checkIn,
  createPass,
  guestFields,
  helpFields,
  india,
  phones,
} from './gate-support';
import type { GateApp } from './gate-support';

let t: GateApp;
let sunita: string;
beforeAll(async () => {
  t = await buildGate();
  const guest = await createPass(t, t.arjun, guestFields({ name: '=HYPERLINK("http://x")' }));
  const cab = await createPass(t, t.rahul, {
    kind: 'cab',
    name: 'Ola',
    valid_from: india(TODAY, '10:30'),
    valid_until: india(TODAY, '12:00'),
  });
  const help = await createPass(
    t,
    t.arjun,
    helpFields({
      valid_from: india('2030-03-01', '07:00'),
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    }),
  );
  sunita = help.id;
  await checkIn(t, { code: help.code, at: india('2030-03-03', '11:00'), recorded_offline: true });
  await checkIn(t, { code: guest.code, at: india(TODAY, '10:15') });
  await checkIn(t, { code: cab.code, at: india(TODAY, '10:45') });
  await checkIn(t, { code: cab.code, recorded_offline: true });
  const morning = await checkIn(t, { code: help.code, at: india(TODAY, '08:02') });
  await checkIn(t, { code: help.code, at: india(TODAY, '09:30') });
  const visitId = morning.json<{ visit: Visit }>().visit.id;
  await call(t, 'POST', 'gate/check-out', t.guard, {
    visit_id: visitId,
    at: india(TODAY, '10:00'),
  });
});
afterAll(() => t.close());

const log = async (query = '') => {
  const response = await call(t, 'GET', `visitors/visits${query}`, t.rwa);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    visits: Visit[];
    guards_on_duty: { name: string; phone: string; since: string }[];
  }>();
};
const names = (visits: Visit[]) => visits.map((visit) => `${visit.name} ${visit.checked_in_at}`);

describe('the visitor log', () => {
  it('lists visits newest first', async () => {
    const { visits } = await log();
    expect(visits).toHaveLength(6);
    const times = visits.map((visit) => visit.checked_in_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by India dates, flat, kind and flags', async () => {
    expect(names((await log(`?from=${TODAY}&to=${TODAY}&apartment=A101`)).visits)).toEqual([
      `=HYPERLINK("http://x") ${india(TODAY, '10:15')}`,
      `Sunita ${india(TODAY, '09:30')}`,
      `Sunita ${india(TODAY, '08:02')}`,
    ]);
    expect((await log('?to=2030-03-03')).visits.map((v) => v.kind)).toEqual(['daily_help']);
    expect((await log('?kind=cab')).visits).toHaveLength(2);
    expect((await log('?flagged=true')).visits.map((v) => [v.name, v.flags])).toEqual([
      ['Ola', ['used_twice']],
    ]);
    expect((await log('?flagged=false')).visits).toHaveLength(5);
  });

  it('refuses a range that ends before it starts', async () => {
    const response = await call(t, 'GET', 'visitors/visits?from=2030-03-05&to=2030-03-04', t.rwa);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: messages.visitsRangeInvalid });
  });

  it('names the guards on duty: a live session of this shift', async () => {
    expect((await log()).guards_on_duty).toEqual([
      { name: 'Ramesh Kumar', phone: phones.guard, since: t.clock.now().toISOString() },
    ]);
    const guard = await t.db
      .selectFrom('users')
      .select('id')
      .where('phone_number', '=', phones.guard)
      .executeTakeFirstOrThrow();
    await revokeSessions(t.db, { userId: guard.id }, 'logout', t.clock.now());
    expect((await log()).guards_on_duty).toEqual([]);
    t.guard = await tokenFor(t, phones.guard);
  });

  it('is the RWA’s: a member gets 403', async () => {
    expect((await call(t, 'GET', 'visitors/visits', t.arjun)).statusCode).toBe(403);
    expect((await call(t, 'GET', 'visitors/visits.csv', t.guard)).statusCode).toBe(403);
  });
});

describe('the CSV export', () => {
  it('has every filtered row, in India time, with formulas kept as text', async () => {
    const response = await call(
      t,
      'GET',
      `visitors/visits.csv?apartment=A101&from=${TODAY}`,
      t.rwa,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      `attachment; filename="visitors-from-${TODAY}.csv"`,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"date","in","out","name","kind","source","apartment","gate","people","guard","approved_by","approved_via","flags"',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[3]).toBe(
      `"${TODAY}","${TODAY} 08:02","${TODAY} 10:00","Sunita","daily_help","pass","A101","Main gate","1","Ramesh Kumar","","",""`,
    );
  });
});

describe('daily help attendance', () => {
  it('gives each India day of the month with the first entry and the last exit', async () => {
    const response = await call(t, 'GET', 'visitors/attendance?month=2030-03', t.arjun);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<HelperAttendance[]>()).toEqual([
      {
        pass_id: sunita,
        name: 'Sunita',
        days: [
          { date: '2030-03-03', in: india('2030-03-03', '11:00'), out: null },
          { date: TODAY, in: india(TODAY, '08:02'), out: india(TODAY, '10:00') },
        ],
      },
    ]);
  });

  it('is the household’s own, and empty in a month without the pass', async () => {
    expect((await call(t, 'GET', 'visitors/attendance?month=2030-03', t.rahul)).json()).toEqual([]);
    expect((await call(t, 'GET', 'visitors/attendance?month=2029-12', t.arjun)).json()).toEqual([]);
    expect((await call(t, 'GET', `visitors/attendance?month=2030-13`, t.arjun)).statusCode).toBe(
      400,
    );
  });
});
