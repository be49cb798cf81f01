/**
 * Parcels at the gate (issue 34): the guard logs one (with a photo, from the outbox, perhaps
 * twice) and the flat is told at once; the flat sees its 4-digit code and chooses what happens;
 * the guard hands it over against that code or to a person of the flat — a wrong code changes
 * nothing, and too many lock the code out; another flat gets 403; the RWA sees what waits too long.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskParcel } from '../../contract/parcels/parcels';
import { messages } from '../../contract/messages';
import { png, storedFiles } from './content-support';
import { buildGate, call, inbox, phones } from './gate-support';
import type { GateApp } from './gate-support';
import { addUser, tokenFor } from './helper';
import {
  choose,
  codeOf,
  collect,
  deskList,
  logParcel,
  loggedParcel,
  myParcels,
  otherCode,
} from './parcels-support';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: GateApp;
beforeAll(async () => {
  t = await buildGate();
  // An RWA admin who lives in A101: the household hears of its parcels too.
  await addUser(t, { phone: '9100000101', apartment: 'A101', role: 'rwa' });
  await t.db
    .insertInto('push_subscriptions')
    .values({
      user_phone: phones.arjun,
      endpoint: 'https://push.example/arjun',
      p256dh: 'k',
      auth: 'a',
      created_at: t.clock.now(),
    })
    .execute();
});
afterAll(() => t.close());

const parcelRows = async () =>
  Number(
    (
      await t.db
        .selectFrom('parcels')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('logging a parcel', () => {
  it('tells the flat at once (inbox and push), with a photo, and keeps the code from the desk', async () => {
    const response = await logParcel(
      t,
      { courier: 'Flipkart', count: 2 },
      { photo: await png(40, 30) },
    );
    expect(response.statusCode, response.body).toBe(201);
    const parcel = response.json<DeskParcel>();
    expect(parcel).toMatchObject({
      apartment: 'A101',
      courier: 'Flipkart',
      count: 2,
      status: 'waiting',
      instruction: null,
      guard_name: 'Ramesh Kumar',
    });
    expect(parcel).not.toHaveProperty('code');
    expect(parcel.photo_url).toMatch(/^files\/[A-Za-z0-9_-]+\.jpg$/);
    const photo = await t.app.inject({ method: 'GET', url: `/api/${parcel.photo_url}` });
    expect(photo.statusCode).toBe(200);
    for (const phone of [phones.arjun, '9100000101']) {
      expect((await inbox(t, phone))[0]).toEqual({
        kind: 'parcel_arrived',
        category: 'visitors',
        title: '2 parcels from Flipkart at the gate',
        body: expect.stringMatching(
          /^Logged at Main gate at \d{1,2}:\d{2} [AP]M\. Show your collection code at the gate/,
        ),
        url: '/parcels',
      });
    }
    // Arjun's phone is the only one subscribed.
    const pushes = (await t.db.selectFrom('push_queue').select('payload').execute()).filter(
      (push) => push.payload.url === '/parcels',
    );
    expect(pushes).toHaveLength(1);
    // The code is the flat's: never in a push, which crosses push services.
    expect(JSON.stringify(pushes[0]?.payload)).not.toContain(await codeOf(t, parcel.id));
  });

  it('arrives once: the same call replayed, or sent again under a new key, tells nobody twice', async () => {
    const id = randomUUID();
    const key = randomUUID();
    const photo = await png(20, 20);
    const first = await logParcel(t, { id, courier: 'Myntra' }, { photo, key });
    const files = await storedFiles(t);
    const replay = await logParcel(t, { id, courier: 'Myntra' }, { photo, key });
    const resent = await logParcel(t, { id, courier: 'Myntra' }, { photo });
    expect(first.statusCode, first.body).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(resent.json()).toEqual(first.json());
    const told = (await inbox(t, phones.arjun)).filter((n) => n.title.includes('Myntra'));
    expect(told).toHaveLength(1);
    // The photo is stored once: the later sends left no file of their own.
    expect(await storedFiles(t)).toEqual(files);
    const reused = await logParcel(t, { id: randomUUID(), courier: 'Other' }, { key });
    expect(reused.statusCode).toBe(422);
  });

  it('refuses a flat where nobody lives, a count past 20 and a blank courier, storing nothing', async () => {
    const before = await parcelRows();
    const nobody = await logParcel(t, { apartment: 'Z999' });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json()).toEqual({ detail: messages.apartmentUnknown });
    const many = await logParcel(t, { count: 21 });
    expect(many.statusCode).toBe(400);
    expect(many.json<{ detail: string }>().detail).toContain(messages.parcelCountRange);
    const blank = await logParcel(t, { courier: '  ' });
    expect(blank.json<{ detail: string }>().detail).toContain(messages.courierRequired);
    expect(await parcelRows()).toBe(before);
  });
});

describe('handing a parcel over', () => {
  it('goes end to end: the flat sees its code and chooses, the guard hands over with it', async () => {
    const parcel = await loggedParcel(t, { courier: 'Blinkit' });
    const mine = (await myParcels(t, t.arjun)).find((p) => p.id === parcel.id);
    expect(mine?.code).toMatch(/^\d{4}$/);

    const chosen = await choose(t, parcel.id, 'bring_up', t.arjun);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ instruction: 'bring_up', code: mine?.code });
    const onDesk = (await deskList(t)).find((p) => p.id === parcel.id);
    expect(onDesk).toMatchObject({ instruction: 'bring_up', status: 'waiting' });

    const handed = await collect(t, parcel.id, { code: mine?.code ?? '' });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json()).toMatchObject({
      status: 'collected',
      collected_via: 'code',
      collected_by: '',
    });
    expect((await inbox(t, phones.arjun))[0]).toMatchObject({
      kind: 'parcel_collected',
      title: 'A parcel from Blinkit handed over',
      body: expect.stringContaining('against your collection code'),
    });
    expect((await deskList(t)).some((p) => p.id === parcel.id)).toBe(false);
    expect((await deskList(t, 'collected')).some((p) => p.id === parcel.id)).toBe(true);
    const again = await collect(t, parcel.id, { code: mine?.code ?? '' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: messages.parcelAlreadyCollected });
    // A choice that arrives late from the outbox finds the parcel gone.
    expect((await choose(t, parcel.id, 'leave_at_gate', t.arjun)).statusCode).toBe(409);
  });

  it('refuses a wrong code with 422 and changes nothing', async () => {
    const parcel = await loggedParcel(t);
    const code = await codeOf(t, parcel.id);
    const wrong = await collect(t, parcel.id, { code: otherCode(code) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ detail: messages.collectionCodeWrong });
    expect((await deskList(t)).find((p) => p.id === parcel.id)).toMatchObject({
      status: 'waiting',
    });
    expect((await collect(t, parcel.id, { code })).statusCode).toBe(200);
  });

  it('locks the code out after five wrong ones; a person of the flat can still take it', async () => {
    const parcel = await loggedParcel(t);
    const code = await codeOf(t, parcel.id);
    for (let miss = 0; miss < 5; miss += 1) {
      expect((await collect(t, parcel.id, { code: otherCode(code) })).statusCode).toBe(422);
    }
    const locked = await collect(t, parcel.id, { code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ detail: string }>().detail).toMatch(
      /^Too many wrong codes for this parcel/,
    );
    const named = await collect(t, parcel.id, { collector: 'arjun sharma' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ collected_via: 'named', collected_by: 'Arjun Sharma' });
    expect((await inbox(t, phones.arjun))[0]?.body).toContain('to Arjun Sharma');
  });

  it('hands over only to a person of the flat, by name', async () => {
    const parcel = await loggedParcel(t);
    const stranger = await collect(t, parcel.id, { collector: 'Priya Nair' });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json()).toEqual({ detail: messages.collectorNotOfFlat });
    const neither = await collect(t, parcel.id, {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json<{ detail: string }>().detail).toContain(messages.collectorRequired);
    expect((await collect(t, randomUUID(), { code: '1234' })).statusCode).toBe(404);
  });
});

describe("another flat's parcel", () => {
  it('is refused with 403 and never listed', async () => {
    const parcel = await loggedParcel(t);
    const response = await choose(t, parcel.id, 'leave_at_gate', t.rahul);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: messages.forbidden });
    expect((await myParcels(t, t.rahul)).some((p) => p.id === parcel.id)).toBe(false);
    expect((await choose(t, randomUUID(), 'bring_up', t.arjun)).statusCode).toBe(404);
    // Nothing changed for the flat it belongs to.
    expect((await myParcels(t, t.arjun)).find((p) => p.id === parcel.id)?.instruction).toBeNull();
  });
});

describe('who may call what', () => {
  const id = randomUUID();
  const calls: [string, 'GET' | 'POST' | 'PUT', string, object | undefined, string[]][] = [
    ['logParcel', 'POST', 'gate/parcels', {}, ['guard']],
    ['listDeskParcels', 'GET', 'gate/parcels', undefined, ['guard']],
    ['collectParcel', 'POST', `gate/parcels/${id}/collect`, { code: '1234' }, ['guard']],
    ['myParcels', 'GET', 'parcels/my', undefined, ['member', 'rwa']],
    [
      'setParcelInstruction',
      'PUT',
      `parcels/${id}`,
      { instruction: 'bring_up' },
      ['member', 'rwa'],
    ],
    ['listOverdueParcels', 'GET', 'parcels/overdue', undefined, ['rwa']],
    ['setParcelOverdueDays', 'PUT', 'parcels/overdue-days', { overdue_days: 3 }, ['rwa']],
  ];

  it.each(calls)(
    '%s: a stranger 401, the other roles 403',
    async (_name, method, url, body, allowed) => {
      expect((await call(t, method, url, undefined, body)).statusCode).toBe(401);
      const tokens = { member: t.arjun, rwa: t.rwa, guard: t.guard };
      for (const [role, token] of Object.entries(tokens)) {
        const status = (await call(t, method, url, token, body)).statusCode;
        if (allowed.includes(role)) expect(status, role).not.toBe(403);
        else expect(status, role).toBe(403);
      }
    },
  );
});

describe("the RWA's uncollected parcels", () => {
  it('lists parcels waiting longer than the days it sets, oldest first', async () => {
    const days = await call(t, 'PUT', 'parcels/overdue-days', t.rwa, { overdue_days: 2 });
    expect(days.json()).toEqual({ overdue_days: 2 });
    const old = await loggedParcel(t, { courier: 'Old shelf' });
    t.clock.advance(2 * DAY_MS + 60_000);
    t.guard = await tokenFor(t, phones.guard);
    t.rwa = await tokenFor(t, phones.rwa);
    const fresh = await loggedParcel(t, { courier: 'New shelf' });

    const response = await call(t, 'GET', 'parcels/overdue', t.rwa);
    expect(response.statusCode).toBe(200);
    const { overdue_days, parcels } = response.json<{
      overdue_days: number;
      parcels: DeskParcel[];
    }>();
    expect(overdue_days).toBe(2);
    const ids = parcels.map((p) => p.id);
    expect(ids).toContain(old.id);
    expect(ids).not.toContain(fresh.id);
    expect(parcels.every((p) => p.status === 'waiting')).toBe(true);
    expect(JSON.stringify(parcels)).not.toContain('"code"');
    const logged = parcels.map((p) => p.logged_at);
    expect([...logged].sort()).toEqual(logged);
  });

  it('refuses days outside 1–60 with a clear sentence, changing nothing', async () => {
    const response = await call(t, 'PUT', 'parcels/overdue-days', t.rwa, { overdue_days: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain(messages.overdueDaysRange);
    const list = await call(t, 'GET', 'parcels/overdue', t.rwa);
    expect(list.json()).toMatchObject({ overdue_days: 2 });
  });
});
