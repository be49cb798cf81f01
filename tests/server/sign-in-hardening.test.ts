/**
 * Sign-in hardening (issue 16), on top of the per-code and per-phone limits: wrong codes are
 * counted across codes (ten in a day lock the phone for a day, until the RWA unlocks it), per
 * address for verify, and an IPv6 client is one /64 for the per-address caps.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { bearer, build, login } from './helper';
import type { TestApp } from './helper';

let t: TestApp;
let rwa: string;
const logLines: Record<string, unknown>[] = [];
beforeAll(async () => {
  t = await build({
    logStream: { write: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
    config: {
      logLevel: 'info',
      otpLimits: {
        cooldownSeconds: 0,
        maxPerPhonePerHour: 100,
        maxPerIpPerHour: 30,
        lockAfterFailures: 10,
        maxFailuresPerIpPerHour: 25,
      },
    },
  });
  rwa = await login(t, '9000000001');
});
afterAll(() => t.close());

let nextPhone = 9400000000;
async function resident() {
  const phone = String(nextPhone++);
  await t.db
    .insertInto('users')
    .values({ phone_number: phone, apartment_number: 'K111', name: 'Test' })
    .execute();
  return phone;
}

const generate = (phone: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/generate-otp',
    payload: { phone_number: phone, apartment_number: 'K111' },
    remoteAddress,
  });
const verify = (phone: string, otp: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { phone_number: phone, apartment_number: 'K111', otp },
    remoteAddress,
  });
const wrong = (phone: string) => (t.sms.lastCode(phone) === '000000' ? '111111' : '000000');

describe('a phone locked after ten wrong codes', () => {
  it('is refused with when to try again, even with the right code, until the RWA unlocks it', async () => {
    const phone = await resident();
    // Two codes, five wrong tries each: the lock counts across codes.
    for (let code = 0; code < 2; code++) {
      expect((await generate(phone)).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) await verify(phone, wrong(phone));
    }
    const locked = await generate(phone);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ detail: string }>().detail).toMatch(/locked until .* \(India time\)/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(23 * 3600);

    const unlocked = await t.app.inject({
      method: 'POST',
      url: `/api/member/users/${phone}/unlock`,
      headers: bearer(rwa),
    });
    expect(unlocked.statusCode).toBe(200);
    expect((await generate(phone)).statusCode).toBe(200);
    expect((await verify(phone, t.sms.lastCode(phone))).statusCode).toBe(200);
  });

  it('writes the failures and the lockout to the audit trail, never the code', async () => {
    const phone = await resident();
    for (let code = 0; code < 2; code++) {
      await generate(phone);
      for (let i = 0; i < 5; i++) await verify(phone, wrong(phone), '10.0.0.9');
    }
    const rows = await t.db
      .selectFrom('audit_events')
      .select(['action', 'summary', 'ip'])
      .where('actor_phone', '=', phone)
      .execute();
    expect(rows.filter((r) => r.action === 'auth.verify_failed')).toHaveLength(10);
    expect(rows.filter((r) => r.action === 'auth.lockout')).toHaveLength(1);
    expect(rows.every((r) => r.ip === '10.0.0.9')).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/000000|111111/);
    // The server's log has the same events, structured, with neither the code nor the phone.
    const events = logLines.map((line) => line.event);
    expect(events).toContain('auth.verify_failed');
    expect(events).toContain('auth.locked_out');
    expect(events).toContain('auth.sign_in');
    expect(JSON.stringify(logLines)).not.toContain(phone);
  });
});

describe('wrong codes from one address', () => {
  it('are turned away for the hour after the cap, across phones', async () => {
    const address = '203.0.113.7';
    for (let n = 0; n < 5; n++) {
      const phone = await resident();
      await generate(phone, '198.51.100.1');
      for (let i = 0; i < 5; i++) await verify(phone, wrong(phone), address);
    }
    const phone = await resident();
    await generate(phone, '198.51.100.1');
    const refused = await verify(phone, t.sms.lastCode(phone), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ detail: string }>().detail).toMatch(/Too many wrong codes from this/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same code from elsewhere still works: the phone itself is not locked.
    expect((await verify(phone, t.sms.lastCode(phone), '198.51.100.1')).statusCode).toBe(200);
  });
});

describe('an IPv6 client', () => {
  it('counts as its /64 for the per-address cap on codes', async () => {
    for (let i = 0; i < 30; i++) {
      const address = `2001:db8:1:2::${(i + 1).toString(16)}`;
      expect((await generate(await resident(), address)).statusCode).toBe(200);
    }
    const refused = await generate(await resident(), '2001:db8:1:2:ffff::1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ detail: string }>().detail).toBe(messages.otpTooManyRequests);
    expect((await generate(await resident(), '2001:db8:1:3::1')).statusCode).toBe(200);
  });
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  it('counts the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const proxied = await build({ config: { trustProxy: 1 } });
    try {
      const ask = (forwarded: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/generate-otp',
          payload: { phone_number: '9111111111', apartment_number: 'Z1' },
          headers: { 'x-forwarded-for': forwarded },
        });
      // 30 requests, each with a different forged first address, all from one client.
      for (let i = 0; i < 30; i++) await ask(`10.9.${i}.1, 198.51.100.20`);
      const refused = await ask('10.9.99.1, 198.51.100.20');
      expect(refused.statusCode).toBe(429);
      expect((await ask('10.9.99.1, 198.51.100.21')).statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });
});
