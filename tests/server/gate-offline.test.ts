/**
 * Entries the desk made with no network (issue 17): the server records every one (the visitor
 * is already inside) and judges it, flagging what breaks a rule and telling the RWA — a guest
 * pass used at two gates while both were offline is let in twice, and the second is "used twice".
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Visit } from '../../contract/gate/visitors';
import {
  TODAY,
  buildGate,
  call,
  checkIn,
  countRows,
  createPass,
  guestFields,
  helpFields,
  inbox,
  india,
  phones,
} from './gate-support';
import type { GateApp } from './gate-support';

let t: GateApp;
beforeAll(async () => {
  t = await buildGate();
});
afterAll(() => t.close());

async function offline(fields: Parameters<typeof checkIn>[1]): Promise<Visit> {
  const response = await checkIn(t, { ...fields, recorded_offline: true });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ visit: Visit }>().visit;
}

const rwaNotices = async () =>
  (await inbox(t, phones.rwa)).filter((notice) => notice.kind === 'visit_flagged');

describe('a guest pass used at two gates while both were offline', () => {
  it('records both entries, flags the second as used twice and tells the RWA', async () => {
    const pass = await createPass(t, t.arjun, guestFields());
    const north = await offline({ code: pass.code, gate: 'North gate', at: india(TODAY, '10:40') });
    const south = await offline({
      pass_id: pass.id,
      gate: 'South gate',
      at: india(TODAY, '10:50'),
    });
    expect(north.flags).toEqual([]);
    expect(south.flags).toEqual(['used_twice']);
    expect(await countRows(t, 'visits')).toBe(2);
    expect(await rwaNotices()).toEqual([
      expect.objectContaining({
        category: 'office',
        title: 'Gate: Used twice',
        body: 'Asha for A101, let in at South gate on Mon 4 Mar at 10:50 AM by Ramesh Kumar',
        url: '/admin/visitors',
      }),
    ]);
    // The household hears of both entries: the server is the judge, nothing is hidden.
    const arrivals = (await inbox(t, phones.arjun)).filter((n) => n.kind === 'visitor_arrived');
    expect(arrivals).toHaveLength(2);
  });

  it('shows the flag in the RWA’s log', async () => {
    const log = await call(t, 'GET', 'visitors/visits?flagged=true', t.rwa);
    const { visits } = log.json<{ visits: Visit[] }>();
    expect(visits.map((visit) => [visit.gate, visit.flags])).toEqual([
      ['South gate', ['used_twice']],
    ]);
  });
});

describe('other rules broken offline', () => {
  it('flags a pass revoked before the entry', async () => {
    const pass = await createPass(t, t.rahul, guestFields({ name: 'Vikram' }));
    await call(t, 'DELETE', `visitors/passes/${pass.id}`, t.rahul);
    expect((await offline({ code: pass.code })).flags).toEqual(['revoked']);
  });

  it('flags daily help let in outside her hours', async () => {
    const pass = await createPass(t, t.rahul, helpFields());
    expect((await offline({ code: pass.code, at: india(TODAY, '06:10') })).flags).toEqual([
      'outside_window',
    ]);
  });

  it('records a code the server does not know as an unknown pass', async () => {
    const codes = await t.db.selectFrom('passes').select('code').execute();
    const unused = ['111111', '222222', '333333'].find((c) => !codes.some((p) => p.code === c));
    const visit = await offline({ code: unused });
    expect(visit).toMatchObject({ pass_id: null, flags: ['forged'], apartment: '' });
    expect((await rwaNotices())[0]?.title).toBe('Gate: Unknown pass');
  });

  it('keeps an offline entry that is fine unflagged, and tells the RWA nothing', async () => {
    const before = (await rwaNotices()).length;
    const pass = await createPass(t, t.arjun, guestFields({ name: 'Neha' }));
    expect((await offline({ code: pass.code, visit_id: randomUUID() })).flags).toEqual([]);
    expect(await rwaNotices()).toHaveLength(before);
  });
});
