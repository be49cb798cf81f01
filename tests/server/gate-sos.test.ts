/**
 * SOS (issue 34): a resident's SOS reaches the gate desk (its list) and the RWA (inbox and a
 * high-urgency push), and no other resident; the first guard's "On my way" stands and the
 * resident who raised it sees who is coming; only they can follow it. Every new call is walked
 * for who may make it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SosAlert } from '../../contract/gate/sos';
import { messages } from '../../contract/messages';
import { addUser, tokenFor } from './helper';
import { buildGate, call, inbox, phones } from './gate-support';
import type { GateApp } from './gate-support';

const SECOND_GUARD = '9100000205';
const HOUR_MS = 60 * 60 * 1000;

let t: GateApp;
let secondGuard: string;
beforeAll(async () => {
  t = await buildGate();
  await addUser(t, { phone: SECOND_GUARD, apartment: 'GATE', role: 'guard' });
  secondGuard = await tokenFor(t, SECOND_GUARD);
  await t.db
    .insertInto('push_subscriptions')
    .values({
      user_phone: phones.rwa,
      endpoint: 'https://push.example/rwa',
      p256dh: 'k',
      auth: 'a',
      created_at: t.clock.now(),
    })
    .execute();
});
afterAll(() => t.close());

const raise = (token = t.arjun, key = randomUUID()) =>
  call(t, 'POST', 'sos', token, undefined, { 'idempotency-key': key });
const follow = (id: string, token = t.arjun) => call(t, 'GET', `sos/${id}`, token);
const deskList = async (token = t.guard) => {
  const response = await call(t, 'GET', 'gate/sos', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SosAlert[]>();
};
const acknowledge = (id: string, token = t.guard) =>
  call(t, 'POST', `gate/sos/${id}/acknowledge`, token);
const sosNotices = async (phone: string) =>
  (await inbox(t, phone)).filter((notice) => notice.kind.startsWith('sos'));

/** Each test starts with no SOS, so one test's alarm never answers another's press. */
async function answerAll() {
  await t.db.deleteFrom('sos_alerts').execute();
}

describe('raising an SOS', () => {
  it("reaches the desk with the flat, the person, the time and their phone, and the RWA's inbox and phone", async () => {
    await answerAll();
    const response = await raise();
    expect(response.statusCode, response.body).toBe(201);
    const sos = response.json<SosAlert>();
    expect(sos).toEqual({
      id: expect.any(String),
      apartment: 'A101',
      name: 'Arjun Sharma',
      phone: phones.arjun,
      raised_at: t.clock.now().toISOString(),
      state: 'raised',
      acknowledged_by: null,
      acknowledged_at: null,
    });

    expect(await deskList()).toEqual([sos]);
    expect(await deskList(secondGuard)).toEqual([sos]);

    const [notice] = await sosNotices(phones.rwa);
    expect(notice).toMatchObject({
      kind: 'sos',
      category: 'notices',
      title: 'SOS from flat A101',
      body: expect.stringContaining(`Arjun Sharma (${phones.arjun}) pressed SOS at`),
    });
    const [push] = await t.db
      .selectFrom('push_queue as q')
      .innerJoin('push_subscriptions as s', 's.id', 'q.subscription_id')
      .select(['s.user_phone', 'q.urgency', 'q.payload'])
      .execute();
    expect(push).toMatchObject({
      user_phone: phones.rwa,
      urgency: 'high',
      payload: { title: 'SOS from flat A101', tag: `sos-${sos.id}` },
    });
  });

  it('reaches no other resident, nor anyone else of the flat', async () => {
    await answerAll();
    await addUser(t, { phone: '9100000211', apartment: 'A101' });
    expect((await raise()).statusCode).toBe(201);
    for (const phone of [phones.priya, phones.rahul, '9100000211', phones.arjun]) {
      expect(await sosNotices(phone)).toEqual([]);
    }
  });

  it('answers a second press, and a retried one, with the SOS still open rather than a second alarm', async () => {
    await answerAll();
    const toldBefore = (await sosNotices(phones.rwa)).length;
    const key = randomUUID();
    const first = await raise(t.arjun, key);
    expect(first.statusCode).toBe(201);
    const retried = await raise(t.arjun, key);
    expect(retried.json()).toEqual(first.json());
    const pressedAgain = await raise();
    expect(pressedAgain.statusCode).toBe(200);
    expect(pressedAgain.json<SosAlert>().id).toBe(first.json<SosAlert>().id);
    expect(await deskList()).toHaveLength(1);
    expect(await sosNotices(phones.rwa)).toHaveLength(toldBefore + 1);
  });
});

describe('acknowledging', () => {
  it('shows the resident who is on the way and since when; the first guard stands', async () => {
    await answerAll();
    const sos = (await raise()).json<SosAlert>();
    t.clock.advance(40_000);
    const answered = await acknowledge(sos.id);
    expect(answered.statusCode, answered.body).toBe(200);
    const expected = {
      ...sos,
      state: 'acknowledged',
      acknowledged_by: 'Ramesh Kumar',
      acknowledged_at: t.clock.now().toISOString(),
    };
    expect(answered.json()).toEqual(expected);
    expect((await follow(sos.id)).json()).toEqual(expected);

    t.clock.advance(10_000);
    const late = await acknowledge(sos.id, secondGuard);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual(expected);

    const told = await sosNotices(phones.arjun);
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'sos_acknowledged',
        title: 'On my way: Ramesh Kumar',
        url: `/sos?id=${sos.id}`,
      }),
    ]);
    await t.db.deleteFrom('notifications').where('kind', '=', 'sos_acknowledged').execute();
  });

  it('keeps an answered SOS on the desk for an hour, after the open ones', async () => {
    await answerAll();
    const answered = (await raise()).json<SosAlert>();
    await acknowledge(answered.id);
    t.clock.advance(60_000);
    const open = (await raise(t.rahul)).json<SosAlert>();
    expect((await deskList()).map((sos) => [sos.id, sos.state])).toEqual([
      [open.id, 'raised'],
      [answered.id, 'acknowledged'],
    ]);
    t.clock.advance(HOUR_MS);
    expect((await deskList()).map((sos) => sos.id)).toEqual([open.id]);
  });

  it('lets a new press raise a new SOS once the last was answered', async () => {
    await answerAll();
    const first = (await raise()).json<SosAlert>();
    await acknowledge(first.id);
    const next = await raise();
    expect(next.statusCode).toBe(201);
    expect(next.json<SosAlert>().id).not.toBe(first.id);
  });

  it('answers 404 for an SOS that does not exist', async () => {
    for (const id of ['999999', '99999999999999999999']) {
      const response = await acknowledge(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: messages.sosNotFound });
      expect((await follow(id)).statusCode).toBe(404);
    }
  });
});

describe('who may make each call', () => {
  it("lets only the resident who raised it follow it: another flat's resident gets 403", async () => {
    await answerAll();
    const sos = (await raise()).json<SosAlert>();
    expect((await follow(sos.id)).statusCode).toBe(200);
    const other = await follow(sos.id, t.rahul);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: messages.forbidden });
  });

  it.each([
    ['POST', 'sos', ['member', 'rwa']],
    ['GET', 'sos/:id', ['member']],
    ['GET', 'gate/sos', ['guard']],
    ['POST', 'gate/sos/:id/acknowledge', ['guard']],
    ['GET', 'gate/settings', ['rwa']],
    ['PUT', 'gate/settings', ['rwa']],
  ] as const)(
    '%s %s: stranger 401, and 403 for every role but %j',
    async (method, path, allowed) => {
      await answerAll();
      const sos = (await raise()).json<SosAlert>();
      const url = path.replace(':id', sos.id);
      const body = method === 'PUT' ? { overstay_grace_minutes: 30 } : undefined;
      expect((await call(t, method, url, undefined, body)).statusCode).toBe(401);
      const roles = { member: t.arjun, rwa: t.rwa, guard: t.guard };
      for (const [role, token] of Object.entries(roles)) {
        const response = await call(t, method, url, token, body);
        if ((allowed as readonly string[]).includes(role)) {
          expect(response.statusCode, `${role}: ${response.body}`).toBeLessThan(300);
        } else {
          expect(response.statusCode, role).toBe(403);
        }
      }
    },
  );
});
