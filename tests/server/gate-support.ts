/**
 * Shared setup for the gate's tests (issue 17): an app with a data dir for walk-in photos, the
 * demo people signed in (Arjun of A101, Priya of B202, Rahul of C303, the RWA secretary and the
 * guard Ramesh), and calls as the app and the desk make them. The test clock starts on Monday
 * 2030-03-04 at 11:00 in India.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../../server/platform/config/config';
import type { CheckInFields } from '../../contract/gate/desk';
import type { PassFields, VisitorPass } from '../../contract/gate/visitors';
import { bearer, build, tokenFor } from './helper';
import type { TestApp } from './helper';

export interface GateApp extends TestApp {
  dataDir: string;
  /** Tokens by who holds them. */
  arjun: string;
  priya: string;
  rahul: string;
  rwa: string;
  guard: string;
}

export const phones = {
  rwa: '9000000001',
  arjun: '9000000002',
  priya: '9000000003',
  rahul: '9000000004',
  guard: '9000000005',
} as const;

export async function buildGate(config: Partial<Config> = {}): Promise<GateApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-gate-'));
  const t = await build({ config: { dataDir, ...config } });
  return {
    ...t,
    dataDir,
    arjun: await tokenFor(t, phones.arjun),
    priya: await tokenFor(t, phones.priya),
    rahul: await tokenFor(t, phones.rahul),
    rwa: await tokenFor(t, phones.rwa),
    guard: await tokenFor(t, phones.guard),
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An India wall-clock time as an ISO instant, e.g. india('2030-03-04', '10:30'). */
export const india = (date: string, time: string) =>
  new Date(`${date}T${time}:00+05:30`).toISOString();

export const TODAY = '2030-03-04';

export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | undefined,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url: `/api/${url}`,
    ...(payload ? { payload } : {}),
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });
}

/** A guest pass for today 10:00–20:00 unless `fields` say otherwise. */
export const guestFields = (fields: Partial<PassFields> = {}): PassFields => ({
  kind: 'guest',
  name: 'Asha',
  valid_from: india(TODAY, '10:00'),
  valid_until: india(TODAY, '20:00'),
  ...fields,
});

/** Sunita, Mon–Sat 07:00–18:00, from today for a month. */
export const helpFields = (fields: Partial<PassFields> = {}): PassFields => ({
  kind: 'daily_help',
  name: 'Sunita',
  valid_from: india(TODAY, '07:00'),
  valid_until: india('2030-04-04', '18:00'),
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
  ...fields,
});

export async function createPass(
  t: TestApp,
  token: string,
  fields: PassFields,
): Promise<VisitorPass> {
  const response = await call(t, 'POST', 'visitors/passes', token, fields);
  if (response.statusCode !== 201) throw new Error(`create pass: ${response.body}`);
  return response.json<VisitorPass>();
}

/** A check-in as the desk sends it: a fresh visit id and Idempotency-Key unless given. */
export function checkIn(
  t: GateApp,
  fields: Partial<CheckInFields>,
  options: { key?: string; token?: string } = {},
) {
  return call(
    t,
    'POST',
    'gate/check-in',
    options.token ?? t.guard,
    { visit_id: randomUUID(), gate: 'Main gate', ...fields },
    { 'idempotency-key': options.key ?? randomUUID() },
  );
}

/** The notices in `phone`'s inbox, newest first. */
export function inbox(t: TestApp, phone: string) {
  return t.db
    .selectFrom('notifications')
    .select(['kind', 'category', 'title', 'body', 'url'])
    .where('user_phone', '=', phone)
    .orderBy('id', 'desc')
    .execute();
}

export async function countRows(t: TestApp, table: 'visits' | 'walk_ins' | 'passes') {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
