/**
 * `GET /api/metrics` (issue 19): not there unless METRICS_TOKEN is set, then only for that
 * Bearer token; Prometheus text with request durations by route pattern, idempotent replays,
 * OTP sends and lockouts, the push queue and the process's own metrics.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../contract/platform/endpoint';
import { messages } from '../../contract/messages';
import { registerEndpoint } from '../../server/platform/http/register-endpoint';
import { bearer, build, login, testConfig } from './helper';
import type { TestApp } from './helper';

const TOKEN = 'scrape-token-for-the-tests-0123456789';

const echo = defineEndpoint({
  method: 'POST',
  path: 'test/echo',
  access: 'member',
  body: z.object({ n: z.number() }),
  response: z.object({ n: z.number() }),
  idempotent: true,
  failure: 'echo failed',
});

/** The value of one sample line (`name{labels} value`), or undefined when it is not there. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('are not found without METRICS_TOKEN, token or not', async () => {
    for (const headers of [{}, bearer(TOKEN)]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: messages.notFound });
    }
  });
});

describe('metrics behind METRICS_TOKEN', () => {
  let t: TestApp;
  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: bearer(TOKEN),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  beforeAll(async () => {
    t = await build({
      config: {
        metricsToken: TOKEN,
        otpLimits: { ...testConfig().otpLimits, lockAfterFailures: 1 },
      },
      routes: (api) => registerEndpoint(api, echo, ({ body }) => ({ n: body.n })),
    });
  });
  afterAll(() => t.close());

  it('refuse a missing or wrong token', async () => {
    for (const headers of [{}, bearer('not-the-token'), { authorization: TOKEN }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('time requests by route pattern, never by the URL with its ids', async () => {
    const token = await login(t, '9000000002', 'A101');
    for (const id of [4101, 4102, 4103]) {
      await t.app.inject({
        method: 'GET',
        url: `/api/events/events/${id}`,
        headers: bearer(token),
      });
    }
    const text = await scrape();
    const series =
      'http_request_duration_seconds_count{route="/api/events/events/:id",method="GET",status_class="4xx"}';
    expect(sample(text, series)).toBe(3);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",route="/api/events');
    expect(text).not.toMatch(/\/api\/events\/events\/410\d/);
    expect(sample(text, 'http_responses_total{status="404"}')).toBeGreaterThanOrEqual(3);
  });

  it('count a write answered again from its Idempotency-Key', async () => {
    const token = await login(t, '9000000004', 'C303');
    const before = sample(await scrape(), 'gatehouse_idempotent_replays_total') ?? 0;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { ...bearer(token), 'idempotency-key': key },
        payload: { n: 7 },
      });
    const key = randomUUID();
    expect((await send()).headers['idempotent-replayed']).toBeUndefined();
    expect((await send()).headers['idempotent-replayed']).toBe('true');
    expect(sample(await scrape(), 'gatehouse_idempotent_replays_total')).toBe(before + 1);
  });

  it('count OTP sends and lockouts', async () => {
    const before = await scrape();
    const sends = sample(before, 'gatehouse_otp_sends_total') ?? 0;
    const generate = await t.app.inject({
      method: 'POST',
      url: '/api/auth/generate-otp',
      payload: { phone_number: '9000000003', apartment_number: 'B202' },
    });
    expect(generate.statusCode).toBe(200);
    const wrong = t.sms.lastCode('9000000003') === '000000' ? '111111' : '000000';
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { phone_number: '9000000003', apartment_number: 'B202', otp: wrong },
    });
    expect(verify.statusCode).toBe(429);
    const after = await scrape();
    expect(sample(after, 'gatehouse_otp_sends_total')).toBe(sends + 1);
    expect(sample(after, 'gatehouse_otp_lockouts_total')).toBe(1);
  });

  it('tell the push queue, and the process metrics', async () => {
    const text = await scrape();
    expect(sample(text, 'gatehouse_push_queue_waiting{when="due"}')).toBe(0);
    expect(sample(text, 'gatehouse_push_queue_waiting{when="later"}')).toBe(0);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('tell whether the instance hears the database’s changes', async () => {
    // PostgreSQL's listening connection opens at start, a moment after the app is ready.
    let live = sample(await scrape(), 'gatehouse_change_feed_live');
    for (let tries = 0; live !== 1 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      live = sample(await scrape(), 'gatehouse_change_feed_live');
    }
    expect(live).toBe(1);
  });
});
