/**
 * Walks the whole contract: every `rwa` endpoint refuses strangers (401), members and guards
 * (403); every `member` endpoint refuses strangers and guards; every `guard` endpoint refuses
 * strangers, members and the RWA; every `signed_in` endpoint refuses strangers only, and lets
 * every role through to its handler. New endpoints are covered without a new test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api } from '../../contract/index';
import { defineEndpoint, rolesAllowed } from '../../contract/platform/endpoint';
import type { AccountRole, EndpointDef } from '../../contract/platform/endpoint';
import { messages } from '../../contract/messages';
import { registerEndpoint } from '../../server/platform/http/register-endpoint';
import { bearer, build, login, tokenFor } from './helper';
import type { TestApp } from './helper';

/** A stand-in admin endpoint, so the rwa rule is proven even before the contract has one. */
const adminProbe = defineEndpoint({
  method: 'GET',
  path: 'test/admin-probe',
  access: 'rwa',
  response: z.object({ ok: z.boolean() }),
  failure: 'probe failed',
});

/** And one of the gate's, so the guard rule is proven whatever the gate has so far. */
const guardProbe = defineEndpoint({
  method: 'GET',
  path: 'test/guard-probe',
  access: 'guard',
  response: z.object({ ok: z.boolean() }),
  failure: 'probe failed',
});

const endpoints = Object.entries(api) as [string, EndpointDef][];
const protectedEndpoints = [
  ...endpoints.filter(([, e]) => e.access !== 'public'),
  ['adminProbe (test)', adminProbe] as [string, EndpointDef],
  ['guardProbe (test)', guardProbe] as [string, EndpointDef],
];

/** A request that would reach the handler if it were allowed: dummy params, an empty body. */
function requestFor(endpoint: EndpointDef) {
  const url = `/api/${endpoint.path.replace(/:[A-Za-z_]+/g, '1')}`;
  const payload = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {};
  return { method: endpoint.method, url, ...(payload ? { payload } : {}) };
}

let t: TestApp;
let memberToken: string;
let guardToken: string;
let rwaToken: string;

beforeAll(async () => {
  t = await build({
    routes: (app) => {
      registerEndpoint(app, adminProbe, () => ({ ok: true }));
      registerEndpoint(app, guardProbe, () => ({ ok: true }));
    },
  });
  memberToken = await login(t, '9000000002', 'A101');
  guardToken = await tokenFor(t, '9000000005');
  rwaToken = await login(t, '9000000001');
});
afterAll(() => t.close());

describe('every endpoint declares who may call it', () => {
  it.each(endpoints)('%s has an access rule', (_name, endpoint) => {
    expect(['public', 'member', 'rwa', 'guard', 'signed_in']).toContain(endpoint.access);
  });
});

describe.each(protectedEndpoints)('%s', (_name, endpoint) => {
  it('refuses a stranger with 401', async () => {
    const response = await t.app.inject(requestFor(endpoint));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: messages.signInRequired });
  });

  it('refuses a forged token with 401 and asks to sign in again', async () => {
    const response = await t.app.inject({ ...requestFor(endpoint), headers: bearer('not.a.jwt') });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: messages.sessionExpired });
  });

  const tokens = { member: () => memberToken, rwa: () => rwaToken, guard: () => guardToken };
  const phones = { member: '9000000002', rwa: '9000000001', guard: '9000000005' };
  // Logout ends the session it is called with: it gets a session of its own.
  const endsSession = endpoint.path === 'auth/logout';
  const access = endpoint.access as Exclude<EndpointDef['access'], 'public'>;
  for (const [role, token] of Object.entries(tokens)) {
    const allowed = rolesAllowed[access].includes(role as AccountRole);
    // Refused roles are proven for every rule; allowed ones where the rule is `signed_in`
    // (the other rules' allowed roles are what every feature's own tests call with).
    if (allowed && access !== 'signed_in') continue;
    it(`${allowed ? 'lets' : 'refuses'} a ${role}${allowed ? ' through' : ' with 403'}`, async () => {
      const caller = endsSession ? await tokenFor(t, phones[role as AccountRole]) : token();
      const response = await t.app.inject({ ...requestFor(endpoint), headers: bearer(caller) });
      if (allowed) {
        expect(response.statusCode, response.body).not.toBe(401);
        expect(response.statusCode, response.body).not.toBe(403);
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ detail: messages.forbidden });
      }
    });
  }
});

describe('the admin probe itself', () => {
  it('lets the RWA through, so the refusals above are about access', async () => {
    const response = await t.app.inject({ ...requestFor(adminProbe), headers: bearer(rwaToken) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('lets a guard through to the gate, so those refusals are about access too', async () => {
    const response = await t.app.inject({ ...requestFor(guardProbe), headers: bearer(guardToken) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});
