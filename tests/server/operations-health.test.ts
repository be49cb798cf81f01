/**
 * Probes for a load balancer (issue 19): livez says the process answers, readyz that it can
 * serve — false from the moment shutdown begins (while everything else is still served during
 * the drain) and while the database does not answer.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyz } from '../../contract/platform/health';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/platform/db/schema';
import { shutDown } from '../../server/platform/shutdown';
import { build, testConfig } from './helper';
import type { TestApp } from './helper';
import { documentConformance } from './document-conformance';

describe('livez and readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('both answer ok while the server runs', async () => {
    for (const path of ['livez', 'readyz']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/${path}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });
});

describe('shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('turns readyz to 503 at once, keeps serving during the drain, then closes', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address !== 'object') throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}/api`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    const closing = shutDown(t.app, 1);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ detail: readyz.failure });
    // Still alive, and still serving what a balancer already sent its way.
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    expect((await fetch(`${base}/tenders/tenders`)).status).toBe(200);

    await closing;
    await expect(fetch(`${base}/livez`)).rejects.toThrow();
  });
});

describe('a database that does not answer', () => {
  it('makes readyz 503 while livez still answers', async () => {
    // A PostgreSQL where nothing listens: every connection is refused.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/gatehouse' });
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const app = await buildApp({
      // Held to the API document, as build()'s apps are.
      onSend: documentConformance().onSend,
      config: testConfig(),
      database: { db, kind: 'postgres', close: () => db.destroy() },
    });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ detail: readyz.failure });
      const live = await app.inject({ method: 'GET', url: '/api/livez' });
      expect(live.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
