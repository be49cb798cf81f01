/**
 * The inbox (issue 14): a change and its notices are written together, each user reads and
 * marks only their own, preferences are honoured (broadcasts cannot be muted), posts within
 * the hour fold into one notice, and broadcasts are counted by the apartments that acknowledge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Broadcast } from '../../contract/notices/broadcasts';
import type { Notification } from '../../contract/notices/notifications';
import { notify } from '../../server/domains/notices/notify';
import { notifyHouseholds } from '../../server/domains/notices/notify-households';
import type { Notice } from '../../server/domains/notices/notify';
import { bearer, build, login } from './helper';
import type { SmsInbox, TestApp } from './helper';

interface TextingInbox extends SmsInbox {
  texts: { phone: string; message: string }[];
}

let t: TestApp;
let rwa: string;
let arjun: string;
let rahul: string;
let texts: TextingInbox['texts'];

beforeAll(async () => {
  t = await build();
  // An SMS gateway that also carries text messages, as the webhook delivery does.
  texts = [];
  Object.assign(t.sms, {
    sendText: (phone: string, message: string) => {
      texts.push({ phone, message });
      return Promise.resolve();
    },
  });
  rwa = await login(t, '9000000001');
  arjun = await login(t, '9000000002', 'A101');
  rahul = await login(t, '9000000004', 'C303');
});
afterAll(() => t.close());

const inbox = async (token: string, before?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/notifications${before ? `?before=${before}` : ''}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ notifications: Notification[]; unread: number }>();
};

const markRead = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: bearer(token), payload });

const ride = (time: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/golf-cart/golf-cart/request',
    headers: bearer(arjun),
    payload: {
      pickup_location: 'Tower A',
      dropoff_location: 'Clubhouse',
      duration: 15,
      time,
      user_id: '9000000002',
      apartment_number: 'A101',
      phone_number: '9000000002',
    },
  });

const moveRide = (id: string, status: string, note?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/golf-cart/golf-cart/requests/${id}/status`,
    headers: bearer(rwa),
    payload: note ? { status, note } : { status },
  });

const sampleNotice = (change: Partial<Notice> = {}): Notice => ({
  kind: 'test',
  category: 'community',
  title: 'New tender',
  body: 'Lift maintenance',
  url: '/tenders',
  tag: 'community',
  ...change,
});

describe('a ride tells the office, and its answer tells the resident', () => {
  it('puts a new ride in the RWA inbox and the acceptance in the resident’s', async () => {
    const before = (await inbox(arjun)).unread;
    const asked = await ride('22:00');
    const { request_id: id } = asked.json<{ request_id: string }>();
    const office = await inbox(rwa);
    expect(office.notifications[0]).toMatchObject({
      kind: 'golf_cart_new',
      title: 'Golf cart for A101 at 10:00 PM',
      url: '/admin/golf-cart',
      read_at: null,
    });

    expect((await moveRide(id, 'Accepted', 'Cart 2, about 10 min')).statusCode).toBe(200);
    const mine = await inbox(arjun);
    expect(mine.unread).toBe(before + 1);
    expect(mine.notifications[0]).toMatchObject({
      title: 'Your golf cart is booked',
      body: 'Tower A at 10:00 PM: Cart 2, about 10 min',
      url: '/my-requests',
    });
    // Rahul sees none of it.
    expect((await inbox(rahul)).notifications.map((n) => n.kind)).not.toContain('golf_cart_status');
  });

  it('marks read by id (only one’s own) and all at once', async () => {
    const { notifications, unread } = await inbox(arjun);
    const first = notifications[0];
    if (!first) throw new Error('no notice');
    const others = await markRead(rahul, { ids: [first.id] });
    expect(others.json()).toEqual({ unread: (await inbox(rahul)).unread });
    expect((await inbox(arjun)).unread).toBe(unread);

    expect((await markRead(arjun, { ids: [first.id] })).json()).toEqual({ unread: unread - 1 });
    expect((await markRead(arjun, { all: true })).json()).toEqual({ unread: 0 });
    expect((await inbox(arjun)).notifications.every((n) => n.read_at !== null)).toBe(true);
  });

  it('refuses a body that is neither ids nor all', async () => {
    const response = await markRead(arjun, { ids: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toBeTruthy();
  });
});

describe('notices and the change that causes them are one', () => {
  it('tells no one when the change rolls back', async () => {
    const before = (await inbox(arjun)).notifications.length;
    await expect(
      t.db.transaction().execute(async (tx) => {
        await notify(tx, { phones: ['9000000002'] }, sampleNotice(), t.clock.now());
        throw new Error('the change failed after notifying');
      }),
    ).rejects.toThrow('the change failed');
    expect((await inbox(arjun)).notifications.length).toBe(before);
  });
});

describe('preferences', () => {
  const preferences = (token: string, payload?: object) =>
    t.app.inject({
      method: payload ? 'PUT' : 'GET',
      url: '/api/notifications/preferences',
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  it('starts with everything on and keeps what a user turns off', async () => {
    expect((await preferences(rahul)).json()).toMatchObject({
      requests: { inbox: true, push: true },
      community: { inbox: true, push: true },
    });
    const saved = await preferences(rahul, { community: { inbox: false, push: true } });
    // No push for what the inbox does not keep.
    expect(saved.json()).toMatchObject({ community: { inbox: false, push: false } });
    expect((await preferences(rahul)).json()).toMatchObject({
      community: { inbox: false, push: false },
      requests: { inbox: true, push: true },
    });
  });

  it('refuses a category that cannot be muted', async () => {
    const response = await preferences(rahul, { notices: { inbox: false, push: false } });
    expect(response.statusCode).toBe(400);
  });

  it('honours a muted category, but a broadcast still arrives', async () => {
    const before = (await inbox(rahul)).notifications.length;
    await t.db
      .transaction()
      .execute((tx) => notify(tx, { role: 'member' }, sampleNotice(), t.clock.now()));
    expect((await inbox(rahul)).notifications.length).toBe(before);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/broadcasts',
      headers: bearer(rwa),
      payload: { title: 'Water off', body: 'No water 2-4 pm.', severity: 'info' },
    });
    expect(sent.statusCode).toBe(201);
    expect((await inbox(rahul)).notifications[0]).toMatchObject({
      kind: 'broadcast',
      category: 'notices',
      title: 'Water off',
    });
  });
});

describe('posts within the hour fold into one notice', () => {
  it('keeps one unread notice with both posts, and a new one after the hour', async () => {
    await markRead(arjun, { all: true });
    const community = (title: string) =>
      t.db.transaction().execute((tx) =>
        notify(
          tx,
          { phones: ['9000000002'] },
          sampleNotice({
            title,
            body: title,
            coalesce: { key: 'community', title: 'New from the RWA' },
          }),
          t.clock.now(),
        ),
      );
    await community('Diwali dinner');
    t.clock.advance(10 * 60_000);
    await community('Pool reopens');
    let mine = await inbox(arjun);
    expect(mine.unread).toBe(1);
    expect(mine.notifications[0]).toMatchObject({
      title: 'New from the RWA',
      body: 'Pool reopens · Diwali dinner',
    });
    t.clock.advance(61 * 60_000);
    await community('Lift service');
    mine = await inbox(arjun);
    expect(mine.unread).toBe(2);
    expect(mine.notifications[0]).toMatchObject({ title: 'Lift service' });
  });
});

describe('broadcasts', () => {
  const send = (severity: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/broadcasts',
      headers: bearer(rwa),
      payload: { title: 'Gas leak in Tower B', body: 'Leave by the stairs.', severity },
    });

  it('reaches every resident, pushes urgent ones, and counts acknowledging apartments', async () => {
    await t.db
      .insertInto('push_subscriptions')
      .values({
        user_phone: '9000000002',
        endpoint: 'https://push.example.test/arjun-phone',
        p256dh: 'key',
        auth: 'auth',
        created_at: t.clock.now(),
      })
      .execute();
    const queued = async () =>
      Number(
        (
          await t.db
            .selectFrom('push_queue')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const pushesBefore = await queued();
    expect((await send('info')).statusCode).toBe(201);
    expect(await queued()).toBe(pushesBefore);

    const sent = await send('emergency');
    expect(sent.statusCode).toBe(201);
    const notice = sent.json<Broadcast>();
    expect(notice).toMatchObject({ severity: 'emergency', acknowledged: 0 });
    expect(notice.recipients).toBeGreaterThanOrEqual(2);
    expect(await queued()).toBe(pushesBefore + 1);
    expect((await inbox(arjun)).notifications[0]).toMatchObject({
      title: 'Emergency: Gas leak in Tower B',
      url: `/notices/${notice.id}`,
    });
    await expect.poll(() => texts.map((text) => text.phone)).toContain('9000000004');

    const ack = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/broadcasts/${notice.id}/ack`,
        headers: bearer(token),
      });
    expect((await ack(arjun)).json<Broadcast>()).toMatchObject({
      acknowledged: 1,
      acknowledged_by_me: true,
    });
    expect((await ack(arjun)).json<Broadcast>()).toMatchObject({ acknowledged: 1 });
    expect((await ack(rahul)).json<Broadcast>()).toMatchObject({ acknowledged: 2 });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/broadcasts/${notice.id}`,
      headers: bearer(rwa),
    });
    expect(seen.json<Broadcast>()).toMatchObject({ acknowledged: 2, acknowledged_by_me: false });
  });

  it('answers 404 for a notice that is not there', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/broadcasts/999999/ack',
      headers: bearer(arjun),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('many households told at once (notifyHouseholds)', () => {
  it('tells each household its own notice, honours a muted category and counts pushes', async () => {
    await markRead(arjun, { all: true });
    const newest = await t.db
      .selectFrom('push_queue')
      .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('id'))
      .executeTakeFirstOrThrow();
    const told = await t.db.transaction().execute((tx) =>
      notifyHouseholds(
        tx,
        [
          { household: 'A101', notice: sampleNotice({ title: 'First for A101', tag: 'a-1' }) },
          // Rahul turned the community's inbox off (above): he gets nothing.
          { household: 'C303', notice: sampleNotice({ title: 'For C303', tag: 'c-1' }) },
          { household: 'A101', notice: sampleNotice({ title: 'Second for A101', tag: 'a-2' }) },
        ],
        t.clock.now(),
      ),
    );
    expect(told).toBe(2);
    const mine = await inbox(arjun);
    expect(mine.unread).toBe(2);
    expect(mine.notifications.slice(0, 2).map((n) => n.title)).toEqual([
      'Second for A101',
      'First for A101',
    ]);
    expect((await inbox(rahul)).notifications.map((n) => n.title)).not.toContain('For C303');
    // Arjun's phone (subscribed above) gets both, each with the unread count it makes.
    const pushes = await t.db
      .selectFrom('push_queue')
      .select('payload')
      .where('id', '>', newest.id)
      .orderBy('id')
      .execute();
    expect(pushes.map((row) => [row.payload.tag, row.payload.unread])).toEqual([
      ['a-1', 1],
      ['a-2', 2],
    ]);
  });
});
