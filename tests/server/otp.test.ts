/** The OTP rules of DESIGN.md §6, as a resident trying to sign in meets them. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { addUser, build } from './helper';
import type { TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const MINUTE = 60_000;
let nextPhone = 9100000000;
let nextIp = 1;

/** A resident of their own and an address of their own, so tests share no cooldown or cap. */
async function resident() {
  const phone = String(nextPhone++);
  const apartment = `T${phone.slice(-4)}`;
  await addUser(t, { phone, apartment });
  const ip = `10.0.0.${nextIp++}`;
  const generate = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/generate-otp',
      remoteAddress: ip,
      payload: { phone_number: phone, apartment_number: apartment },
    });
  const verify = (otp: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { phone_number: phone, apartment_number: apartment, otp },
    });
  return { phone, apartment, ip, generate, verify, code: () => t.sms.lastCode(phone) };
}

/** A six-digit code that is surely not the one sent. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('requesting an OTP', () => {
  it('answers 404 "User not found" for an unknown phone and apartment', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/generate-otp',
      payload: { phone_number: '9999999999', apartment_number: 'Z999' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: messages.userNotFound });
  });

  it('answers 404 when the apartment does not match the phone', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/generate-otp',
      payload: { phone_number: '9000000002', apartment_number: 'B202' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 on the RWA login for an unknown phone', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/rwa/rwa-generate-otp',
      payload: { phone_number: '9999999998' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: messages.userNotFound });
  });

  it('sends a six-digit code to the phone', async () => {
    const r = await resident();
    const response = await r.generate();
    expect(response.statusCode).toBe(200);
    expect(r.code()).toMatch(/^\d{6}$/);
  });

  it('stores the code only as a keyed hash', async () => {
    const r = await resident();
    await r.generate();
    const code = r.code();
    const mine = await t.db
      .selectFrom('otp_codes')
      .select('code_hash')
      .where('phone_number', '=', r.phone)
      .executeTakeFirstOrThrow();
    expect(mine.code_hash).toMatch(/^[0-9a-f]{64}$/);
    // The plain code is in no column of any row the login wrote.
    const dump = await sql<{ row: string }>`
      SELECT row_to_json(c)::text AS row FROM otp_codes c
      UNION ALL SELECT row_to_json(r)::text FROM otp_requests r`.execute(t.db);
    expect(dump.rows.length).toBeGreaterThan(1);
    expect(dump.rows.map((row) => row.row).join('\n')).not.toContain(code);
  });

  it('makes the resident wait for the cooldown before another code (429 with Retry-After)', async () => {
    const r = await resident();
    expect((await r.generate()).statusCode).toBe(200);
    t.clock.advance(10_000);
    const again = await r.generate();
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('20');
    expect(again.json()).toEqual({ detail: messages.otpCooldown(20) });
    t.clock.advance(20_000);
    expect((await r.generate()).statusCode).toBe(200);
  });

  it('does not hold a typo in the apartment against the resident', async () => {
    const r = await resident();
    const typo = await t.app.inject({
      method: 'POST',
      url: '/api/auth/generate-otp',
      remoteAddress: r.ip,
      payload: { phone_number: r.phone, apartment_number: 'WRONG1' },
    });
    expect(typo.statusCode).toBe(404);
    expect((await r.generate()).statusCode).toBe(200);
  });

  it('sends at most 5 codes per phone per hour', async () => {
    const r = await resident();
    for (let i = 0; i < 5; i++) {
      expect((await r.generate()).statusCode).toBe(200);
      t.clock.advance(31_000);
    }
    const sixth = await r.generate();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ detail: messages.otpTooManyRequests });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(60 * MINUTE);
    expect((await r.generate()).statusCode).toBe(200);
  });

  it('takes at most 30 requests per IP address per hour, for any phones', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 30; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/generate-otp',
        remoteAddress: ip,
        payload: { phone_number: String(9800000000 + i), apartment_number: 'X1' },
      });
      expect(response.statusCode).toBe(404);
    }
    const r = await resident();
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/generate-otp',
      remoteAddress: ip,
      payload: { phone_number: r.phone, apartment_number: r.apartment },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: messages.otpTooManyRequests });
    // Another address is not affected.
    expect((await r.generate()).statusCode).toBe(200);
  });
});

describe('verifying an OTP', () => {
  it('signs the resident in with the code from the SMS', async () => {
    const r = await resident();
    await r.generate();
    const response = await r.verify(r.code());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: `Test ${r.apartment}`,
      member_status: 'active',
      is_active: true,
      role: 'member',
      apartment_number: r.apartment,
    });
    expect(response.json().token).toEqual(expect.any(String));
  });

  it('answers 400 with the one sign-in failure sentence for a wrong code', async () => {
    const r = await resident();
    await r.generate();
    const response = await r.verify(wrong(r.code()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: messages.signInFailed });
  });

  it('answers the same 400 when no code was requested', async () => {
    const r = await resident();
    const response = await r.verify('123456');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: messages.signInFailed });
  });

  it('kills the code after 5 wrong tries, even for the right code after', async () => {
    const r = await resident();
    await r.generate();
    const code = r.code();
    for (let i = 0; i < 4; i++) {
      expect((await r.verify(wrong(code))).json()).toEqual({ detail: messages.signInFailed });
    }
    expect((await r.verify(wrong(code))).json()).toEqual({ detail: messages.signInFailed });
    const right = await r.verify(code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ detail: messages.signInFailed });
  });

  it('accepts a code for 10 minutes and not after', async () => {
    const r = await resident();
    await r.generate();
    t.clock.advance(10 * MINUTE - 1000);
    expect((await r.verify(r.code())).statusCode).toBe(200);

    t.clock.advance(31_000);
    await r.generate();
    t.clock.advance(10 * MINUTE);
    const late = await r.verify(r.code());
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ detail: messages.signInFailed });
  });

  it('accepts a code only once', async () => {
    const r = await resident();
    await r.generate();
    expect((await r.verify(r.code())).statusCode).toBe(200);
    const replay = await r.verify(r.code());
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ detail: messages.signInFailed });
  });

  it('lets a new code replace the older one', async () => {
    const r = await resident();
    await r.generate();
    const first = r.code();
    t.clock.advance(31_000);
    await r.generate();
    const second = r.code();
    if (first !== second) {
      expect((await r.verify(first)).json()).toEqual({ detail: messages.signInFailed });
    }
    expect((await r.verify(second)).statusCode).toBe(200);
  });

  it('tells the resident when the code could not be sent, and the code is void', async () => {
    const r = await resident();
    t.sms.failure = new Error('gateway down');
    try {
      const response = await r.generate();
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ detail: messages.sendOtpFailed });
    } finally {
      t.sms.failure = null;
    }
    const codes = await t.db
      .selectFrom('otp_codes')
      .where('phone_number', '=', r.phone)
      .selectAll()
      .execute();
    expect(codes).toEqual([]);
    // A failed send does not start a cooldown: the resident may retry at once.
    expect((await r.generate()).statusCode).toBe(200);
  });
});
