/**
 * Guards (issue 17): the RWA adds and removes them; they sign in at Gate Login for a shift and
 * reach the gate's calls only; nobody else signs in there, and they sign in nowhere else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resident } from '../../contract/register/members';
import { messages } from '../../contract/messages';
import { bearer, build, login } from './helper';
import type { TestApp } from './helper';

let t: TestApp;
let rwa: string;
beforeAll(async () => {
  t = await build();
  rwa = await login(t, '9000000001');
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    payload,
    ...(token ? { headers: bearer(token) } : {}),
  });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const detail = (response: { json: () => unknown }) =>
  (response.json() as { detail: string }).detail;

/** Gate Login as a person does it: ask for a code, read the SMS, type it. */
async function gateLogin(phone: string) {
  t.clock.advance(31_000);
  const asked = await post('gate/generate-otp', { phone_number: phone });
  if (asked.statusCode !== 200) return asked;
  return post('gate/verify-otp', { phone_number: phone, otp: t.sms.lastCode(phone) });
}

describe('the demo guard', () => {
  it('signs in at the gate as a guard, named, for a twelve-hour shift', async () => {
    const response = await gateLogin('9000000005');
    expect(response.statusCode).toBe(200);
    const { token, role, name } = response.json<{ token: string; role: string; name: string }>();
    expect({ role, name }).toEqual({ role: 'guard', name: 'Ramesh Kumar' });
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(12 * 3600);
  });

  it('reaches nothing of the residents or the office, with the same token', async () => {
    const { token } = (await gateLogin('9000000005')).json<{ token: string }>();
    for (const url of ['/api/auth/me', '/api/member/users', '/api/requests/mine']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(403);
    }
  });
});

describe("a guard's logout", () => {
  it('ends that shift on the server, so a lost tablet is not left signed in', async () => {
    const { token } = (await gateLogin('9000000005')).json<{ token: string }>();
    const desk = () =>
      t.app.inject({ method: 'GET', url: '/api/gate/desk', headers: bearer(token) });
    expect((await desk()).statusCode).toBe(200);
    expect((await post('auth/logout', {}, token)).statusCode).toBe(200);
    expect((await desk()).statusCode).toBe(401);
  });
});

describe('Gate Login', () => {
  it('refuses a resident and the RWA after their code, and an unknown phone before', async () => {
    for (const phone of ['9000000002', '9000000001']) {
      const response = await gateLogin(phone);
      expect(response.statusCode, phone).toBe(403);
      expect(detail(response)).toBe(messages.noGateAccess);
    }
    expect((await post('gate/generate-otp', { phone_number: '9111111111' })).statusCode).toBe(404);
  });

  it('is the only door for a guard: resident and RWA logins refuse them', async () => {
    t.clock.advance(31_000);
    await post('auth/generate-otp', { phone_number: '9000000005', apartment_number: 'GATE' });
    const asResident = await post('auth/verify-otp', {
      phone_number: '9000000005',
      apartment_number: 'GATE',
      otp: t.sms.lastCode('9000000005'),
    });
    expect(asResident.statusCode).toBe(403);
    t.clock.advance(31_000);
    await post('rwa/rwa-generate-otp', { phone_number: '9000000005' });
    const asRwa = await post('rwa/rwa-verify-otp', {
      phone_number: '9000000005',
      otp: t.sms.lastCode('9000000005'),
    });
    expect(asRwa.statusCode).toBe(403);
    expect(detail(asRwa)).toBe(messages.noRwaAccess);
  });
});

describe('the RWA', () => {
  it('adds a guard who can then sign in, and removes them, ending their shift at once', async () => {
    const added = await post('gate/guards', { name: ' Sunil Yadav ', phone: '9000000066' }, rwa);
    expect(added.statusCode).toBe(201);
    expect(added.json<{ user: Resident }>().user).toMatchObject({
      name: 'Sunil Yadav',
      role: 'guard',
      apartment_number: 'GATE',
    });
    const signedIn = await gateLogin('9000000066');
    expect(signedIn.statusCode).toBe(200);
    const { token } = signedIn.json<{ token: string }>();

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/gate/guards/9000000066',
      headers: bearer(rwa),
    });
    expect(removed.statusCode).toBe(200);
    expect(detail(await me(token))).toBe(messages.sessionExpired);
    expect((await gateLogin('9000000066')).statusCode).toBe(404);
  });

  it('refuses a phone already registered, a missing name, and removing a non-guard', async () => {
    const taken = await post('gate/guards', { name: 'Someone', phone: '9000000002' }, rwa);
    expect(taken.statusCode).toBe(409);
    expect(detail(taken)).toBe(messages.userExists);
    const nameless = await post('gate/guards', { name: '  ', phone: '9000000067' }, rwa);
    expect(nameless.statusCode).toBe(400);
    expect(detail(nameless)).toContain(messages.guardNameRequired);
    const resident = await t.app.inject({
      method: 'DELETE',
      url: '/api/gate/guards/9000000002',
      headers: bearer(rwa),
    });
    expect(resident.statusCode).toBe(409);
    expect(detail(resident)).toBe(messages.notAGuard);
  });

  it('cannot turn a guard into a resident or an admin through the role change', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/member/users/9000000005/role',
      headers: bearer(rwa),
      payload: { role: 'rwa' },
    });
    expect(response.statusCode).toBe(409);
    expect(detail(response)).toBe(messages.guardRoleFixed);
  });

  it("cannot edit, move out or switch off a guard through a resident's calls (issue 31)", async () => {
    const calls = [
      {
        method: 'PUT' as const,
        url: '/api/member/users/9000000005',
        payload: {
          name: 'Ramesh Kumar',
          email: 'ramesh@example.com',
          phone_number: '9000000005',
          apartment_number: 'A101',
        },
      },
      { method: 'DELETE' as const, url: '/api/member/users/9000000005' },
      {
        method: 'PUT' as const,
        url: '/api/member/update-user/9000000005/GATE',
        payload: { member_status: 'inactive', is_active: false },
      },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: bearer(rwa) });
      expect(response.statusCode, call.url).toBe(409);
      expect(detail(response)).toBe(messages.isAGuard);
    }
    const guard = await t.db
      .selectFrom('users')
      .select(['apartment_number', 'removed_at', 'is_active'])
      .where('phone_number', '=', '9000000005')
      .executeTakeFirstOrThrow();
    expect(guard).toEqual({ apartment_number: 'GATE', removed_at: null, is_active: true });
  });

  it('sees guards in the register, with their role', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/member/users',
      headers: bearer(rwa),
    });
    const guard = list.json<Resident[]>().find((person) => person.phone_number === '9000000005');
    expect(guard).toMatchObject({ role: 'guard', name: 'Ramesh Kumar' });
  });
});
