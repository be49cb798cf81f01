/**
 * Trusted devices (issue 31): a stranger's wrong codes and code requests lock out only
 * strangers. The person's own device — one that signed in before and sends its token back as
 * `Gatehouse-Device` — still gets a code and signs in, whatever its neighbours on the same
 * address do; its own wrong codes lock only itself; and it stops counting once the person is
 * signed out everywhere, deactivated or moved out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { addUser, bearer, build, login } from './helper';
import type { TestApp } from './helper';

let t: TestApp;
let rwaToken: string;
beforeAll(async () => {
  // The real limits (helper.ts's defaults are the server's): a 30 s cooldown, 5 codes an hour
  // a phone, 30 an address, ten wrong codes lock, fifty from an address turn it away.
  t = await build();
  rwaToken = await login(t, '9000000001');
});
afterAll(() => t.close());

/** A new address for each place in each test, so the per-address caps of one test stay its own. */
let nextAddress = 1;
const address = () => `10.31.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

let nextPhone = 9450000000;
async function admin(): Promise<string> {
  const phone = String(nextPhone++);
  await addUser(t, { phone, apartment: 'RWA', role: 'rwa' });
  return phone;
}

interface From {
  ip: string;
  device?: string;
}
const headersOf = (from: From) => (from.device ? { 'gatehouse-device': from.device } : {});
const generate = (phone: string, from: From) =>
  t.app.inject({
    method: 'POST',
    url: '/api/rwa/rwa-generate-otp',
    payload: { phone_number: phone },
    remoteAddress: from.ip,
    headers: headersOf(from),
  });
const verify = (phone: string, otp: string, from: From) =>
  t.app.inject({
    method: 'POST',
    url: '/api/rwa/rwa-verify-otp',
    payload: { phone_number: phone, otp },
    remoteAddress: from.ip,
    headers: headersOf(from),
  });
/** A code that is not the one last sent to `phone` (any code, when none was sent). */
const notTheCode = (phone: string) =>
  t.sms.messages.findLast((sms) => sms.phone === phone)?.code === '000000' ? '111111' : '000000';

/** Signs in from `from` the way the app does; answers the device token it was given. */
async function signIn(phone: string, from: From): Promise<string> {
  t.clock.advance(31_000);
  const sent = await generate(phone, from);
  expect(sent.statusCode, sent.body).toBe(200);
  const answer = await verify(phone, t.sms.lastCode(phone), from);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ device_token: string }>().device_token;
}

/** A stranger sends wrong codes until the phone is locked for strangers. */
async function lockOutStrangers(phone: string): Promise<void> {
  const stranger = { ip: address() };
  for (let i = 0; i < 10; i++) {
    if (i % 5 === 0) {
      t.clock.advance(31_000);
      await generate(phone, stranger);
    }
    await verify(phone, notTheCode(phone), stranger);
  }
  t.clock.advance(31_000);
  expect((await generate(phone, stranger)).statusCode).toBe(429);
}

describe("a stranger's wrong codes", () => {
  it("lock strangers out of the RWA's phone, while the RWA's own device still signs in", async () => {
    const home = address();
    const stranger = address();
    const phone = await admin();
    const device = await signIn(phone, { ip: home });
    await lockOutStrangers(phone);
    const locked = await verify(phone, '123456', { ip: stranger });
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ detail: string }>().detail).toContain('Sign-in is locked until');

    // The device that signed in before asks for a code and signs in, from any address.
    const token = await signIn(phone, { ip: address(), device });
    expect(token).toBe(device);
    // A new device of the same person is a stranger until it signs in.
    t.clock.advance(31_000);
    expect((await generate(phone, { ip: home })).statusCode).toBe(429);
  });

  it("never spend the device's codes: its code outlives a stranger's request", async () => {
    const home = address();
    const stranger = address();
    const phone = await admin();
    const device = await signIn(phone, { ip: home });
    t.clock.advance(31_000);
    expect((await generate(phone, { ip: home, device })).statusCode).toBe(200);
    const ownCode = t.sms.lastCode(phone);
    // Strangers use up the phone's codes for the hour (its first sign-in, from a device not yet
    // trusted, was one of the five) and guess at them.
    for (let i = 0; i < 4; i++) {
      t.clock.advance(31_000);
      expect((await generate(phone, { ip: stranger })).statusCode).toBe(200);
      expect((await verify(phone, ownCode, { ip: stranger })).statusCode).toBe(400);
    }
    t.clock.advance(31_000);
    expect((await generate(phone, { ip: stranger })).statusCode).toBe(429);
    // The device's own code was not superseded, nor counted against.
    expect((await verify(phone, ownCode, { ip: home, device })).statusCode).toBe(200);
  });

  it("count toward the address's cap only for strangers: a trusted resident there is never refused", async () => {
    const home = address();
    const phone = await admin();
    const device = await signIn(phone, { ip: home });
    const neighbours = Array.from({ length: 10 }, () => String(nextPhone++));
    for (const neighbour of neighbours) await addUser(t, { phone: neighbour, apartment: 'N1' });
    // Fifty wrong codes from the shared address, across phones (so no phone is locked).
    for (let i = 0; i < 50; i++) {
      await verify(neighbours[i % 10]!, '000000', { ip: home });
    }
    const turnedAway = await verify(neighbours[0]!, '000000', { ip: home });
    expect(turnedAway.statusCode).toBe(429);
    expect(turnedAway.json()).toEqual({ detail: messages.verifyTooManyFromNetwork(60) });
    // Thirty code requests from the address (unknown phones count too).
    for (let i = 0; i < 30; i++) await generate(String(8000000000 + i), { ip: home });
    expect((await generate(neighbours[1]!, { ip: home })).statusCode).toBe(429);

    expect(await signIn(phone, { ip: home, device })).toBe(device);
  });
});

describe("a trusted device's own wrong codes", () => {
  it('lock only that device; the phone stays open to the person elsewhere', async () => {
    const home = address();
    const phone = await admin();
    const stolen = await signIn(phone, { ip: home });
    for (let i = 0; i < 10; i++) {
      if (i % 5 === 0) {
        t.clock.advance(31_000);
        await generate(phone, { ip: home, device: stolen });
      }
      await verify(phone, notTheCode(phone), { ip: home, device: stolen });
    }
    t.clock.advance(31_000);
    expect((await generate(phone, { ip: home, device: stolen })).statusCode).toBe(429);
    // A device without a token (a new phone) is not locked by them.
    await signIn(phone, { ip: address() });
  });
});

describe('a device token', () => {
  it("of another person counts for nothing on this person's phone", async () => {
    const home = address();
    const phone = await admin();
    const other = await admin();
    const othersDevice = await signIn(other, { ip: home });
    await lockOutStrangers(phone);
    t.clock.advance(31_000);
    expect((await generate(phone, { ip: home, device: othersDevice })).statusCode).toBe(429);
    // Nor does a forged one.
    const forged = `${othersDevice.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await generate(phone, { ip: home, device: forged })).statusCode).toBe(429);
  });

  for (const [ending, end] of [
    ['signing out on all devices', () => signOutEverywhere()],
    ['a deactivation', (phone: string) => deactivate(phone)],
    ['a move-out', (phone: string) => moveOut(phone)],
  ] as const) {
    it(`stops being trusted after ${ending}`, async () => {
      const home = address();
      const stranger = address();
      const phone = String(nextPhone++);
      await addUser(t, { phone, apartment: 'D101' });
      const device = await signInResident(phone, { ip: home });
      await end(phone);
      for (let i = 0; i < 10; i++) {
        await residentVerify(phone, '000000', { ip: stranger });
      }
      if (ending === 'a deactivation') await reactivate(phone);
      t.clock.advance(31_000);
      const refused = await residentGenerate(phone, { ip: home, device });
      expect(refused.statusCode, refused.body).toBe(429);
    });
  }
});

describe('the RWA unlocking a phone', () => {
  it('lets strangers and every device of the person in again', async () => {
    const home = address();
    const stranger = address();
    const phone = await admin();
    const device = await signIn(phone, { ip: home });
    for (let i = 0; i < 10; i++) {
      if (i % 5 === 0) {
        t.clock.advance(31_000);
        await generate(phone, { ip: home, device });
      }
      await verify(phone, notTheCode(phone), { ip: home, device });
    }
    await lockOutStrangers(phone);
    const unlocked = await t.app.inject({
      method: 'POST',
      url: `/api/member/users/${phone}/unlock`,
      headers: bearer(rwaToken),
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(await signIn(phone, { ip: home, device })).toBe(device);
    await signIn(phone, { ip: stranger });
  });

  it("tells the person in their inbox and on their phone's lock screen; nobody for a number that is no one's", async () => {
    const phone = await admin();
    const session = await login(t, phone);
    const device = await t.db
      .insertInto('push_subscriptions')
      .values({
        user_phone: phone,
        endpoint: `https://fcm.googleapis.com/fcm/send/${phone}`,
        p256dh: 'p256dh',
        auth: 'auth',
        created_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await lockOutStrangers(phone);
    await lockOutStrangers('9999999990');

    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(session),
    });
    const [latest] = inbox.json<{ notifications: { title: string; body: string }[] }>()
      .notifications;
    expect(latest).toMatchObject({
      title: messages.lockNoticeTitle,
      body: expect.stringContaining('New devices cannot sign in until'),
    });
    const pushes = await t.db
      .selectFrom('push_queue')
      .select(['payload', 'urgency'])
      .where('subscription_id', '=', device.id)
      .execute();
    expect(pushes).toEqual([
      { payload: expect.objectContaining({ title: messages.lockNoticeTitle }), urgency: 'high' },
    ]);
    const told = await t.db
      .selectFrom('notifications')
      .select('user_phone')
      .where('kind', '=', 'sign_in_locked')
      .where('user_phone', 'in', [phone, '9999999990'])
      .execute();
    expect(told).toEqual([{ user_phone: phone }]);
  });

  it('sees each lockout in the audit trail, saying whose devices it holds', async () => {
    const phone = await admin();
    await lockOutStrangers(phone);
    const rows = await t.db
      .selectFrom('audit_events')
      .select(['action', 'summary'])
      .where('target_id', '=', phone)
      .where('action', '=', 'auth.lockout')
      .execute();
    expect(rows).toEqual([
      { action: 'auth.lockout', summary: expect.stringContaining('from untrusted devices') },
    ]);
  });
});

// The resident's own calls, for the tests of how trust ends.
const residentGenerate = (phone: string, from: From) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/generate-otp',
    payload: { phone_number: phone, apartment_number: 'D101' },
    remoteAddress: from.ip,
    headers: headersOf(from),
  });
const residentVerify = (phone: string, otp: string, from: From) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { phone_number: phone, apartment_number: 'D101', otp },
    remoteAddress: from.ip,
    headers: headersOf(from),
  });

let residentSession = '';
async function signInResident(phone: string, from: From): Promise<string> {
  t.clock.advance(31_000);
  expect((await residentGenerate(phone, from)).statusCode).toBe(200);
  const answer = await residentVerify(phone, t.sms.lastCode(phone), from);
  expect(answer.statusCode, answer.body).toBe(200);
  residentSession = answer.json<{ token: string }>().token;
  return answer.json<{ device_token: string }>().device_token;
}

async function signOutEverywhere(): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-out-everywhere',
    headers: bearer(residentSession),
  });
  expect(response.statusCode, response.body).toBe(200);
}

const setActive = async (phone: string, isActive: boolean) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/member/update-user/${phone}/D101`,
    headers: bearer(rwaToken),
    payload: { member_status: 'active', is_active: isActive },
  });
  expect(response.statusCode, response.body).toBe(200);
};
const deactivate = (phone: string) => setActive(phone, false);
const reactivate = (phone: string) => setActive(phone, true);

async function moveOut(phone: string): Promise<void> {
  const response = await t.app.inject({
    method: 'DELETE',
    url: `/api/member/users/${phone}`,
    headers: bearer(rwaToken),
  });
  expect(response.statusCode, response.body).toBe(200);
}
