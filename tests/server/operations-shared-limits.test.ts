/**
 * Several instances enforce one limit (issue 19): two apps on one database stand for two
 * servers behind a balancer. The probe limit on unknown API paths was the last one kept in a
 * process's memory (so N instances allowed N times as many); it now counts in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../contract/messages';
import { buildApp } from '../../server/app';
import { probeLimit } from '../../server/platform/http/rate-limits';
import { TestClock, testConfig } from './helper';
import { createTestDatabase } from './test-database';
import type { TestDatabase } from './test-database';
import { documentConformance } from './document-conformance';

let database: TestDatabase;
let instances: FastifyInstance[];

beforeAll(async () => {
  database = await createTestDatabase();
  // One clock for both, standing still: the window cannot slide during the test.
  const options = {
    // Held to the API document, as build()'s apps are.
    onSend: documentConformance().onSend,
    config: testConfig(),
    database: { ...database.handle, close: () => Promise.resolve() },
    now: new TestClock().now,
  };
  instances = [await buildApp(options), await buildApp(options)];
});
afterAll(async () => {
  for (const app of instances) await app.close();
  await database.dispose();
});

describe('the probe limit on unknown API paths', () => {
  it('is one limit across instances, not one per instance', async () => {
    const probe = (i: number) =>
      instances[i % 2]!.inject({
        method: 'GET',
        url: `/api/probe-${i}`,
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < probeLimit.max; i++) expect((await probe(i)).statusCode).toBe(404);
    // Each instance has seen only half the limit; together they have seen all of it.
    for (const i of [0, 1]) {
      const refused = await probe(i);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: messages.tooManyRequests(messages.waitFor(60)) });
      expect(refused.headers['retry-after']).toBe('60');
    }
    // Another address is not held back.
    const other = await instances[0]!.inject({
      method: 'GET',
      url: '/api/x',
      remoteAddress: '10.9.9.8',
    });
    expect(other.statusCode).toBe(404);
  });
});
