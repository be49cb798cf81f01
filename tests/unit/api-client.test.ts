import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, defineEndpoint, messages } from '../../contract';
import { ApiError } from '../../src/api/api-error';
import { callApi } from '../../src/api/client';
import { getSession, setSession } from '../../src/api/session';
import { stubFetch } from './support/fetch';
import { member } from './support/render-app';

const bookingsOf = defineEndpoint({
  method: 'GET',
  path: 'booking/bookings-by-user/:user_id',
  access: 'member',
  params: z.object({ user_id: z.string() }),
  query: z.object({ sport_type: z.string().optional() }),
  response: z.object({ bookings: z.array(z.object({ booking_id: z.number() })) }),
  failure: 'Failed to fetch user bookings',
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('API client', () => {
  it('builds the path and query from the endpoint and parses the answer with its schema', async () => {
    const seen = stubFetch({
      'booking/bookings-by-user/9000000002': { body: { bookings: [{ booking_id: 7 }] } },
    });
    const answer = await callApi(bookingsOf, {
      params: { user_id: '9000000002' },
      query: { sport_type: 'TT-Yoga' },
    });
    expect(answer.bookings[0]?.booking_id).toBe(7);
    expect(seen[0]?.url).toBe('/api/booking/bookings-by-user/9000000002?sport_type=TT-Yoga');
    expect(seen[0]?.method).toBe('GET');
  });

  it('sends the bearer token when signed in, and none when signed out', async () => {
    const seen = stubFetch({ 'auth/me': { body: member } });
    await callApi(api.me);
    setSession(member, 'secret-token');
    await callApi(api.me);
    expect(seen[0]?.headers.get('Authorization')).toBeNull();
    expect(seen[1]?.headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it("sends a token it is given, a signed-out device's Logout", async () => {
    const seen = stubFetch({ 'auth/logout': { body: { message: 'Signed out' } } });
    await callApi(api.logout, { token: 'last-token' });
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer last-token');
  });

  it('sends a JSON body', async () => {
    const seen = stubFetch({ 'rwa/rwa-generate-otp': { body: { message: 'OTP sent' } } });
    await callApi(api.rwaGenerateOtp, { body: { phone_number: '9000000001' } });
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(seen[0]?.body).toEqual({ phone_number: '9000000001' });
  });

  it('lets the server detail win over the fallback message', async () => {
    stubFetch({ 'auth/verify-otp': { status: 400, body: { detail: 'Invalid OTP' } } });
    const body = { phone_number: '9000000002', otp: '123456', apartment_number: 'A101' };
    const error = await failureOf(callApi(api.verifyOtp, { body }));
    expect(error.status).toBe(400);
    expect(error.detail).toBe('Invalid OTP');
    expect(error.message).toBe('Invalid OTP');
  });

  it("falls back to the endpoint's failure message when the server gives no detail", async () => {
    stubFetch({ 'auth/generate-otp': { status: 500, body: 'oops' } });
    const body = { phone_number: '9000000002', apartment_number: 'A101' };
    const error = await failureOf(callApi(api.generateOtp, { body }));
    expect(error.status).toBe(500);
    expect(error.detail).toBeUndefined();
    expect(error.message).toBe(messages.sendOtpFailed);
  });

  it('reports an unreachable server as status 0 with the network message', async () => {
    stubFetch({ health: 'network-error' });
    const error = await failureOf(callApi(api.health));
    expect(error.status).toBe(0);
    expect(error.message).toBe(messages.networkError);
  });

  it('treats an answer that breaks the contract as a failure of the call', async () => {
    stubFetch({ health: { body: { status: 'sick' } } });
    const error = await failureOf(callApi(api.health));
    expect(error.message).toBe(api.health.failure);
  });

  it('clears the session when a call made with a token gets 401', async () => {
    setSession(member, 'dead-token');
    stubFetch({ 'auth/me': { status: 401, body: { detail: messages.sessionExpired } } });
    const error = await failureOf(callApi(api.me));
    expect(error.message).toBe(messages.sessionExpired);
    expect(getSession().isAuthenticated).toBe(false);
    expect(localStorage.getItem('auth-storage')).toBeNull();
  });

  it('keeps the session on a 401 from a login call, which carries no token', async () => {
    setSession(member, 'good-token');
    const seen = stubFetch({ 'auth/verify-otp': { status: 401, body: { detail: 'Invalid OTP' } } });
    const body = { phone_number: '9000000002', otp: '000000', apartment_number: 'A101' };
    await failureOf(callApi(api.verifyOtp, { body }));
    expect(seen[0]?.headers.get('Authorization')).toBeNull();
    expect(getSession().token).toBe('good-token');
  });
});
