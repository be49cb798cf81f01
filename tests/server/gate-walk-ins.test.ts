/**
 * Walk-ins (issue 17): the guard records a visitor without a pass and every resident of that
 * flat is asked at once (a high-urgency push, a short life); the first answer wins, from the app
 * or by phone, later ones get 409; other flats get 403; an approval lets the visitor in.
 */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalkIn } from '../../contract/gate/desk';
import { messages } from '../../contract/messages';
import { addUser, tokenFor } from './helper';
import { multipart, png, postForm } from './content-support';
import { buildGate, call, checkIn, countRows, inbox, phones } from './gate-support';
import type { GateApp } from './gate-support';

let t: GateApp;
beforeAll(async () => {
  t = await buildGate();
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

async function record(fields: Record<string, unknown> = {}, photo?: Buffer, token = t.guard) {
  const walkIn = {
    id: randomUUID(),
    name: 'Ramu',
    purpose: 'Plumber',
    apartment: 'a-101',
    gate: 'Main gate',
    ...fields,
  };
  const files = photo
    ? [{ field: 'photo', name: 'visitor.png', bytes: photo, type: 'image/png' }]
    : [];
  const form = multipart({ walk_in: JSON.stringify(walkIn) }, files);
  Object.assign(form.headers, { 'idempotency-key': randomUUID() });
  return postForm(t, '/api/gate/walk-ins', form, token);
}
const decide = (id: string, decision: 'approved' | 'denied', token: string) =>
  call(t, 'PUT', `gate/walk-ins/${id}`, token, { decision });

describe('recording a walk-in', () => {
  it('asks every resident of the flat, with a photo the app can show', async () => {
    const response = await record({}, await png(40, 30));
    expect(response.statusCode, response.body).toBe(201);
    const walkIn = response.json<WalkIn>();
    expect(walkIn).toMatchObject({
      apartment: 'A101',
      status: 'waiting',
      guard_name: 'Ramesh Kumar',
      visit_id: null,
    });
    expect(walkIn.photo_url).toMatch(/^files\/[A-Za-z0-9_-]+\.jpg$/);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/${walkIn.photo_url}` })).statusCode,
    ).toBe(200);
    for (const phone of [phones.arjun, '9100000101']) {
      expect((await inbox(t, phone))[0]).toEqual({
        kind: 'walk_in',
        category: 'visitors',
        title: 'Visitor at the gate',
        body: 'Ramu — Plumber. Approve or deny.',
        url: `/visitors?walk_in=${walkIn.id}`,
      });
    }
    const [push] = await t.db.selectFrom('push_queue').select(['urgency', 'ttl_seconds']).execute();
    expect(push).toEqual({ urgency: 'high', ttl_seconds: 300 });
  });

  it('answers the same walk-in sent again as stored, asking nobody twice', async () => {
    const id = randomUUID();
    const first = (await record({ id, name: 'Shyam' })).json<WalkIn>();
    const again = await record({ id, name: 'Shyam' });
    expect(again.json()).toEqual(first);
    const asked = (await inbox(t, phones.arjun)).filter((n) => n.body.startsWith('Shyam'));
    expect(asked).toHaveLength(1);
  });

  it('refuses a flat where nobody lives with 422', async () => {
    const before = await countRows(t, 'walk_ins');
    const response = await record({ apartment: 'Z999' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: messages.apartmentUnknown });
    expect(await countRows(t, 'walk_ins')).toBe(before);
  });

  it('is the guard’s: a resident gets 403', async () => {
    expect((await record({}, undefined, t.arjun)).statusCode).toBe(403);
  });
});

describe('answering a walk-in', () => {
  it('lets the first answer win; a later one from the same flat gets 409', async () => {
    const walkIn = (await record()).json<WalkIn>();
    const approved = await decide(walkIn.id, 'approved', t.arjun);
    expect(approved.statusCode, approved.body).toBe(200);
    const answer = approved.json<WalkIn>();
    expect(answer).toMatchObject({
      status: 'approved',
      decided_by: 'Arjun Sharma',
      decided_via: 'app',
    });
    // The visit takes the walk-in's id, so a desk that approved by phone offline can let them out.
    expect(answer.visit_id).toBe(walkIn.id);
    const later = await decide(walkIn.id, 'denied', await tokenFor(t, '9100000101'));
    expect(later.statusCode).toBe(409);
    expect(later.json()).toEqual({ detail: messages.walkInDecided });
    const visit = await t.db
      .selectFrom('visits')
      .selectAll()
      .where('id', '=', answer.visit_id ?? '')
      .executeTakeFirst();
    expect(visit).toMatchObject({
      kind: 'walk_in',
      walk_in_id: walkIn.id,
      approved_by: 'Arjun Sharma',
      approved_via: 'app',
    });
  });

  it('stops asking once answered: the household’s notice says who let the visitor in', async () => {
    const walkIn = (await record({ name: 'Gopal' })).json<WalkIn>();
    expect((await decide(walkIn.id, 'approved', t.arjun)).statusCode).toBe(200);
    const [notice] = (await inbox(t, phones.arjun)).filter((n) => n.body.startsWith('Gopal'));
    expect(notice?.body).toMatch(
      /^Gopal — Plumber\. Let in: Arjun Sharma answered at \d{1,2}:\d{2} [AP]M\.$/,
    );
  });

  it('refuses residents of other flats with 403, and an unknown walk-in with 404', async () => {
    const walkIn = (await record()).json<WalkIn>();
    expect((await decide(walkIn.id, 'denied', t.rahul)).statusCode).toBe(403);
    expect((await call(t, 'GET', `gate/walk-ins/${walkIn.id}`, t.rahul)).statusCode).toBe(403);
    expect((await decide(randomUUID(), 'denied', t.arjun)).statusCode).toBe(404);
  });

  it('takes the resident’s answer by phone from the guard, once', async () => {
    const walkIn = (await record()).json<WalkIn>();
    const phone = (resident: string, decision = 'denied') =>
      call(
        t,
        'PUT',
        `gate/walk-ins/${walkIn.id}/phone-decision`,
        t.guard,
        { decision, resident },
        { 'idempotency-key': randomUUID() },
      );
    const answered = await phone('Arjun');
    expect(answered.json()).toMatchObject({
      status: 'denied',
      decided_by: 'Arjun',
      decided_via: 'phone',
      visit_id: null,
    });
    expect((await phone('Someone else', 'approved')).statusCode).toBe(409);
    expect((await decide(walkIn.id, 'approved', t.arjun)).statusCode).toBe(409);
  });

  it('refuses with 409 to let in a walk-in whose id another visit holds, storing nothing', async () => {
    // Ids come from the desk: an entry recorded offline under one id, then a walk-in under it.
    const id = randomUUID();
    const entry = await checkIn(t, { visit_id: id, code: '000000', recorded_offline: true });
    expect(entry.statusCode, entry.body).toBe(200);
    expect((await record({ id })).statusCode).toBe(201);
    const visits = await countRows(t, 'visits');
    const byApp = await decide(id, 'approved', t.arjun);
    expect(byApp.statusCode, byApp.body).toBe(409);
    expect(byApp.json()).toEqual({ detail: messages.walkInIdTaken });
    const byPhone = await call(
      t,
      'PUT',
      `gate/walk-ins/${id}/phone-decision`,
      t.guard,
      { decision: 'approved', resident: 'Arjun' },
      { 'idempotency-key': randomUUID() },
    );
    expect(byPhone.statusCode, byPhone.body).toBe(409);
    expect(await countRows(t, 'visits')).toBe(visits);
    // Still waiting, so the household can still turn the visitor away.
    expect((await decide(id, 'denied', t.arjun)).json()).toMatchObject({ status: 'denied' });
  });

  it('shows the answer on the guard’s screen as soon as it comes', async () => {
    const walkIn = (await record()).json<WalkIn>();
    const waiting = await call(t, 'GET', `gate/walk-ins/${walkIn.id}`, t.guard);
    expect(waiting.json()).toMatchObject({ status: 'waiting' });
    await decide(walkIn.id, 'denied', t.arjun);
    expect((await call(t, 'GET', `gate/walk-ins/${walkIn.id}`, t.guard)).json()).toMatchObject({
      status: 'denied',
      decided_by: 'Arjun Sharma',
    });
  });
});

describe('listing walk-ins', () => {
  it('shows a resident their flat’s, waiting ones first; the guard every one of today', async () => {
    t.clock.advance(60_000);
    const waiting = (await record({ name: 'Latest' })).json<WalkIn>();
    const mine = (await call(t, 'GET', 'gate/walk-ins', t.arjun)).json<WalkIn[]>();
    expect(mine[0]?.id).toBe(waiting.id);
    expect(mine.every((w) => w.apartment === 'A101')).toBe(true);
    const firstDecided = mine.findIndex((w) => w.status !== 'waiting');
    expect(mine.slice(firstDecided).every((w) => w.status !== 'waiting')).toBe(true);
    expect((await call(t, 'GET', 'gate/walk-ins', t.rahul)).json()).toEqual([]);
    const gate = (await call(t, 'GET', 'gate/walk-ins', t.guard)).json<WalkIn[]>();
    expect(gate).toHaveLength(await countRows(t, 'walk_ins'));
  });

  it('keeps walk-in photos in the data dir’s files', async () => {
    const stored = await readdir(join(t.dataDir, 'files'));
    expect(stored.length).toBeGreaterThan(0);
  });
});
