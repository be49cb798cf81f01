/**
 * Overstay (issue 34), with the clock moved by hand: a visitor still inside past their pass's end
 * plus the RWA's grace is flagged on the desk (its due-out time) and their flat is told once;
 * daily help is due at the end of that day's hours; a visitor who left, or came without a pass,
 * is never told. Two instances running the watch at once tell the flat once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskSnapshot } from '../../contract/gate/desk';
import type { GateSettings } from '../../contract/gate/overstay';
import type { PassFields, Visit } from '../../contract/gate/visitors';
import { messages } from '../../contract/messages';
import { runOverstayWatch } from '../../server/domains/gate/overstay';
import {
  TODAY,
  buildGate,
  call,
  checkIn,
  createPass,
  guestFields,
  helpFields,
  inbox,
  india,
  phones,
} from './gate-support';
import type { GateApp } from './gate-support';

const MINUTE = 60_000;

let t: GateApp;
beforeAll(async () => {
  t = await buildGate();
});
afterAll(() => t.close());

const watch = () => runOverstayWatch(t.db, { now: t.clock.now() });
const setTime = (time: string) => {
  t.clock.advance(Date.parse(india(TODAY, time)) - t.clock.now().getTime());
};
const overstayNotices = async () =>
  (await inbox(t, phones.arjun)).filter((notice) => notice.kind === 'visitor_overstay');
const dueOut = async (visitId: string) => {
  const response = await call(t, 'GET', 'gate/desk', t.guard);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DeskSnapshot>().due_out?.[visitId];
};
const setGrace = (minutes: unknown) =>
  call(t, 'PUT', 'gate/settings', t.rwa, { overstay_grace_minutes: minutes });

async function letIn(passFields: PassFields, at: string): Promise<Visit> {
  const pass = await createPass(t, t.arjun, passFields);
  const entry = await checkIn(t, { pass_id: pass.id, at: india(TODAY, at) });
  expect(entry.statusCode, entry.body).toBe(200);
  return entry.json<{ visit: Visit }>().visit;
}

describe('the overstay watch', () => {
  it("flags a guest past the pass's end plus the grace, and tells the flat once", async () => {
    setTime('11:00');
    const visit = await letIn(
      guestFields({ name: 'Lingering', valid_until: india(TODAY, '12:00') }),
      '11:00',
    );
    // The RWA's grace is 30 minutes until it says otherwise.
    expect(await dueOut(visit.id)).toBe(india(TODAY, '12:30'));

    setTime('12:29');
    expect(await watch()).toEqual({ told: 0 });
    setTime('12:31');
    expect(await watch()).toEqual({ told: 1 });
    expect(await overstayNotices()).toEqual([
      {
        kind: 'visitor_overstay',
        category: 'visitors',
        title: 'Lingering is still inside',
        body: 'Guest pass ended at 12:00 PM; came in by Main gate at 11:00 AM.',
        url: '/visitors',
      },
    ]);
    t.clock.advance(60 * MINUTE);
    expect(await watch()).toEqual({ told: 0 });
    expect(await overstayNotices()).toHaveLength(1);
    await call(
      t,
      'POST',
      'gate/check-out',
      t.guard,
      { visit_id: visit.id },
      {
        'idempotency-key': randomUUID(),
      },
    );
  });

  it('tells nobody of a visitor who left in time, or came without a pass', async () => {
    await t.db.deleteFrom('notifications').execute();
    setTime('14:00');
    const left = await letIn(
      guestFields({ name: 'Left', valid_until: india(TODAY, '15:00') }),
      '14:00',
    );
    const out = await call(
      t,
      'POST',
      'gate/check-out',
      t.guard,
      { visit_id: left.id },
      {
        'idempotency-key': randomUUID(),
      },
    );
    expect(out.statusCode, out.body).toBe(200);
    await t.db
      .insertInto('visits')
      .values({
        id: randomUUID(),
        kind: 'walk_in',
        name: 'Plumber',
        apartment: 'A101',
        gate: 'Main gate',
        people: 1,
        checked_in_at: t.clock.now(),
        guard_phone: phones.guard,
        guard_name: 'Ramesh Kumar',
        recorded_at: t.clock.now(),
      })
      .execute();
    setTime('16:00');
    expect(await watch()).toEqual({ told: 0 });
    expect(await overstayNotices()).toEqual([]);
  });

  it("is due at the end of a daily help's hours that day, not on the pass's last day", async () => {
    await t.db.deleteFrom('visits').execute();
    await t.db.deleteFrom('notifications').execute();
    setTime('16:00');
    const visit = await letIn(helpFields(), '16:00');
    expect(await dueOut(visit.id)).toBe(india(TODAY, '18:30'));
    setTime('18:29');
    expect(await watch()).toEqual({ told: 0 });
    setTime('18:31');
    expect(await watch()).toEqual({ told: 1 });
    expect((await overstayNotices())[0]?.body).toBe(
      'Daily help pass ended at 6:00 PM; came in by Main gate at 4:00 PM.',
    );
  });

  it('tells the flat once when two instances run the watch at the same moment', async () => {
    await t.db.deleteFrom('visits').execute();
    await t.db.deleteFrom('notifications').execute();
    setTime('19:00');
    await letIn(guestFields({ name: 'Twice', valid_until: india(TODAY, '19:30') }), '19:00');
    setTime('20:01');
    const outcomes = await Promise.all([watch(), watch()]);
    expect(outcomes.map((outcome) => outcome.told).sort()).toEqual([0, 1]);
    expect(await overstayNotices()).toHaveLength(1);
  });
});

describe('the grace the RWA sets', () => {
  it('moves the due-out time the desk is given', async () => {
    await t.db.deleteFrom('visits').execute();
    setTime('20:30');
    const visit = await letIn(
      guestFields({ name: 'Graced', valid_until: india(TODAY, '22:00') }),
      '20:30',
    );
    const saved = await setGrace(90);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<GateSettings>()).toEqual({ overstay_grace_minutes: 90 });
    expect((await call(t, 'GET', 'gate/settings', t.rwa)).json()).toEqual({
      overstay_grace_minutes: 90,
    });
    expect(await dueOut(visit.id)).toBe(india(TODAY, '23:30'));
  });

  it('refuses a grace that is not 0–720 whole minutes with a sentence, and keeps the old one', async () => {
    for (const bad of [-1, 721, 1.5, '30', null]) {
      const response = await setGrace(bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json()).toEqual({
        detail: `overstay_grace_minutes: ${messages.overstayGraceRange}`,
      });
    }
    expect((await call(t, 'GET', 'gate/settings', t.rwa)).json()).toEqual({
      overstay_grace_minutes: 90,
    });
  });
});
