/**
 * Sessions: a JWT that only names a session, checked strictly (HS256 only, issuer, audience,
 * expiry), and a session and user whose state is read from the database on every request.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../contract/platform/endpoint';
import { messages } from '../../contract/messages';
import { registerEndpoint } from '../../server/platform/http/register-endpoint';
import { deriveKey } from '../../server/platform/auth/derived-key';
import { startSession } from '../../server/platform/auth/sessions';
import { bearer, build, heard, login } from './helper';
import type { TestApp } from './helper';

const adminProbe = defineEndpoint({
  method: 'GET',
  path: 'test/admin-probe',
  access: 'rwa',
  response: z.object({ ok: z.boolean() }),
  failure: 'probe failed',
});

let t: TestApp;
/** Live sessions of A101 and of the RWA, as sign-ins open them. */
let residentSession: string;
let rwaSession: string;
beforeAll(async () => {
  t = await build({ routes: (app) => registerEndpoint(app, adminProbe, () => ({ ok: true })) });
  const user = (phone: string) =>
    t.db
      .selectFrom('users')
      .selectAll()
      .where('phone_number', '=', phone)
      .executeTakeFirstOrThrow();
  residentSession = await startSession(t.db, await user('9000000002'), t.clock.now());
  rwaSession = await startSession(t.db, await user('9000000001'), t.clock.now());
});
afterAll(() => t.close());

const me = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed with the server's real key but with the given claims changed. */
function signed(claims: { iss?: string; aud?: string; sub?: string; exp?: number }, alg = 'HS256') {
  const key = deriveKey(t.config.jwtSecret, 'session-jwt');
  const seconds = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg })
    .setSubject(claims.sub ?? residentSession)
    .setIssuer(claims.iss ?? 'gatehouse')
    .setAudience(claims.aud ?? 'gatehouse-app')
    .setExpirationTime(claims.exp ?? seconds + 3600)
    .sign(key);
}

describe('a session token', () => {
  it('answers auth/me with the user from the database', async () => {
    const token = await login(t, '9000000003', 'B202');
    const response = await me(bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: '9000000003',
      name: 'Priya Nair',
      email: 'priya.nair@example.com',
      role: 'MEMBER',
      apartmentNumber: 'B202',
      canBookSports: false,
    });
  });

  it('is accepted when made exactly as the server makes them', async () => {
    expect((await me(bearer(await signed({})))).statusCode).toBe(200);
  });

  it.each([
    ['signed by someone else', async () => (await signed({})).slice(0, -4) + 'AAAA'],
    [
      'tampered to name another session',
      async () => {
        const [header, , signature] = (await signed({})).split('.');
        const payload = b64({
          sub: rwaSession,
          iss: 'gatehouse',
          aud: 'gatehouse-app',
          exp: 4e9,
        });
        return `${header}.${payload}.${signature}`;
      },
    ],
    [
      'unsigned (alg none)',
      async () =>
        `${b64({ alg: 'none' })}.${b64({ sub: residentSession, iss: 'gatehouse', aud: 'gatehouse-app', exp: 4e9 })}.`,
    ],
    ['signed with another algorithm', () => signed({}, 'HS512')],
    ['for another audience', () => signed({ aud: 'someone-else' })],
    ['from another issuer', () => signed({ iss: 'someone-else' })],
    ['expired', () => signed({ exp: Math.floor(t.clock.now().getTime() / 1000) - 1 })],
    ['for a session that does not exist', () => signed({ sub: randomUUID() })],
    ['naming a phone number, as tokens did before sessions', () => signed({ sub: '9000000002' })],
  ])('is refused with 401 when %s', async (_case, make) => {
    const response = await me(bearer(await make()));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: messages.sessionExpired });
  });

  it('expires after the configured lifetime (30 days)', async () => {
    const token = await login(t, '9000000004', 'C303');
    t.clock.advance(29 * 86_400_000);
    expect((await me(bearer(token))).statusCode).toBe(200);
    t.clock.advance(86_400_000 + 1000);
    const late = await me(bearer(token));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ detail: messages.sessionExpired });
  });
});

describe('the RWA login', () => {
  it('gives a member 403 and no token', async () => {
    t.clock.advance(60_000);
    await t.app.inject({
      method: 'POST',
      url: '/api/rwa/rwa-generate-otp',
      payload: { phone_number: '9000000002' },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/rwa/rwa-verify-otp',
      payload: { phone_number: '9000000002', otp: t.sms.lastCode('9000000002') },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: messages.noRwaAccess });
    expect(response.body).not.toMatch(/token|eyJ/);
  });

  it('gives the RWA a token, its role and name', async () => {
    t.clock.advance(60_000);
    await t.app.inject({
      method: 'POST',
      url: '/api/rwa/rwa-generate-otp',
      payload: { phone_number: '9000000001' },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/rwa/rwa-verify-otp',
      payload: { phone_number: '9000000001', otp: t.sms.lastCode('9000000001') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      role: 'rwa',
      token: expect.any(String),
      device_token: expect.any(String),
      name: 'Meera Iyer (RWA Secretary)',
      email: 'meera.iyer@example.com',
    });
  });
});

// Changed straight in the database, as psql or another instance would: heard, then held.
describe('role and status come from the database', () => {
  it('takes a demotion into account on the very next request', async () => {
    await t.db
      .updateTable('users')
      .set({ role: 'rwa' })
      .where('phone_number', '=', '9000000004')
      .execute();
    const token = await login(t, '9000000004', 'C303');
    const probe = () =>
      t.app.inject({ method: 'GET', url: '/api/test/admin-probe', headers: bearer(token) });
    expect((await probe()).statusCode).toBe(200);
    expect((await me(bearer(token))).json()).toMatchObject({ role: 'RWA' });

    await t.db
      .updateTable('users')
      .set({ role: 'member' })
      .where('phone_number', '=', '9000000004')
      .execute();
    await heard(t);
    const after = await probe();
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({ detail: messages.forbidden });
    expect((await me(bearer(token))).json()).toMatchObject({ role: 'MEMBER' });
  });

  it('takes a change of member status into account for canBookSports', async () => {
    const token = await login(t, '9000000002', 'A101');
    expect((await me(bearer(token))).json()).toMatchObject({ canBookSports: true });
    await t.db
      .updateTable('users')
      .set({ member_status: 'pending' })
      .where('phone_number', '=', '9000000002')
      .execute();
    await heard(t);
    expect((await me(bearer(token))).json()).toMatchObject({ canBookSports: false });
  });

  it('ends the session of a user who was removed', async () => {
    await t.db
      .insertInto('users')
      .values({ phone_number: '9111111111', apartment_number: 'D404', name: null, email: null })
      .execute();
    const token = await login(t, '9111111111', 'D404');
    // A resident without a name is shown as "<apartment> Resident".
    expect((await me(bearer(token))).json()).toMatchObject({ name: 'D404 Resident', email: '' });
    await t.db.deleteFrom('users').where('phone_number', '=', '9111111111').execute();
    await heard(t);
    expect((await me(bearer(token))).statusCode).toBe(401);
  });
});
