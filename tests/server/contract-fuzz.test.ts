/**
 * Contract fuzz (issue 20): for every endpoint of `api`, each slot of a valid-looking request
 * (fuzz-inputs.ts) is changed to an edge value, one at a time, and sent as each role the call
 * lets in; a stranger, a member and the RWA (and a guard, where a guard may call) who are turned
 * away get each slot's first change, since authorization answers them before any slot is read
 * (every change as every role was half the suite's longest file); then fast-check sends random
 * changes as the roles let in. Every
 * answer must be below 500, every 4xx a `{ detail }` sentence, and a refused call must leave no
 * row behind; and every signed-in probe must arrive signed in (fuzz-people.ts). Violations are
 * collected, not thrown, so one run lists them all; FUZZ_SEED (printed) replays the same run.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDef } from '../../contract/platform/endpoint';
import { api } from '../../contract/index';
import { buildContent, multipart, pdf, png } from './content-support';
import type { ContentApp } from './content-support';
import { MISSING, Raw, describeValue, fuzzValue, planFor, setAt } from './fuzz-inputs';
import type { Edge, FilePart, Fixtures, Mutation, Part, Parts, Plan } from './fuzz-inputs';
import { SELF_ENDING, SESSION_ENDERS, addFuzzPeople, lostSessions } from './fuzz-people';
import type { SignedIn, Tokens } from './fuzz-people';
import { refusalsFor } from './fuzz-refusals';
import { reaching, rolesFor } from './fuzz-roles';
import type { Role } from './fuzz-roles';
import { bearer, tokenFor } from './helper';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** Random inputs per endpoint, after the table (the table is the core; CI time matters). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

/**
 * Tables a refused call may grow, on purpose:
 * - otp_requests: every code request is counted, refused ones too (an unknown phone is what
 *   the per-IP cap is for), or the caps could be walked around;
 * - idempotency_keys: a 4xx answer to a keyed write is stored, so that a retry of it replays
 *   the same refusal rather than running again (platform/http/idempotency-plugin.ts);
 * - otp_failures and audit_events: a wrong code is counted across codes (ten lock the phone)
 *   and recorded as a security event (issue 16);
 * - rate_limit_hits: uploads are counted before their body is read, and wrong gate codes are
 *   counted for being wrong (issue 17).
 */
const GROWS_ON_REFUSAL = new Set([
  'otp_requests',
  'idempotency_keys',
  // A wrong code is counted (the phone locks after ten) and audited, refused as it is.
  'otp_failures',
  'audit_events',
  // An upload is counted before its body is read, and a wrong pass code at the gate is counted
  // because it was wrong (issue 17): refusals are what these limits are for.
  'rate_limit_hits',
]);

const endpoints = Object.entries(api) as [string, EndpointDef][];

/** Where a probe's token comes from: the fuzz's own session, or a new one for a call that ends it. */
type TokenOf = (role: SignedIn) => Promise<string>;

let t: ContentApp;
/** The fuzz's own sessions, which every call but the SELF_ENDING ones is sent with. */
let fuzzTokens: Tokens;
let fixtures: Fixtures;
let rowsNow: () => Promise<Map<string, number>>;
let rowsBefore: Map<string, number>;
let tried = 0;
let serverErrors = 0;
let idempotencyKeys = 0;

beforeAll(async () => {
  // Caps far above the fuzz's own OTP calls, so they never lock out the logins made here.
  const otpLimits = {
    cooldownSeconds: 0,
    maxPerPhonePerHour: 1e6,
    maxPerIpPerHour: 1e6,
    lockAfterFailures: 1e6,
    maxFailuresPerIpPerHour: 1e6,
  };
  t = await buildContent({ otpLimits });
  fuzzTokens = { rwa: t.rwa, member: t.member, guard: await tokenFor(t, '9000000005') };
  await addFuzzPeople(t);
  fixtures = { image: await png(2, 2), pdf: pdf() };
  const tables = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(t.db);
  const counted = tables.rows.map((row) => row.table_name).filter((n) => !GROWS_ON_REFUSAL.has(n));
  const each = counted.map(
    (n) => sql`SELECT ${n} AS name, count(*)::int AS n FROM ${sql.table(n)}`,
  );
  const countRows = sql<{ name: string; n: number }>`${sql.join(each, sql` UNION ALL `)}`;
  // A call that changed a row took a transaction id; reads never do. So while the next id is
  // the same, the counts are too, and the counting (~8x dearer) is skipped: same verdict.
  const nextXid = sql<{ xid: string }>`
    SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xid`;
  let last = { xid: '', rows: new Map<string, number>() };
  rowsNow = async () => {
    const xid = (await nextXid.execute(t.db)).rows[0]?.xid ?? '';
    if (xid !== last.xid) {
      const { rows } = await countRows.execute(t.db);
      last = { xid, rows: new Map(rows.map((row) => [row.name, row.n])) };
    }
    return last.rows;
  };
  rowsBefore = await rowsNow();
});

afterAll(async () => {
  console.log(
    `contract fuzz: ${tried} inputs across ${endpoints.length} endpoints, ` +
      `${serverErrors} server errors (seed ${SEED})`,
  );
  await t?.close();
});

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
/** Percent-encoded as UTF-8; a lone surrogate goes as U+FFFD, as a browser would send it. */
const encode = (value: unknown): string =>
  value instanceof Raw ? value.text : encodeURIComponent(Buffer.from(textOf(value)).toString());
const present = (record: unknown): [string, unknown][] =>
  Object.entries(typeof record === 'object' && record !== null ? record : {}).filter(
    ([, value]) => value !== MISSING,
  );
const quoteCell = (value: unknown) => `"${textOf(value).replace(/"/g, '""')}"`;

/** The request as a client would send it: path, query string, body by the endpoint's type. */
function toRequest(endpoint: EndpointDef, parts: Parts, token: string | undefined) {
  const params = (parts.params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z_]+)/g, (_, key: string) =>
    params[key] === MISSING ? '' : encode(params[key]),
  );
  const query =
    parts.query instanceof Raw
      ? parts.query.text
      : present(parts.query)
          .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((one) => `${k}=${encode(one)}`))
          .join('&');
  const headers: Record<string, string> = {};
  if (token !== undefined) Object.assign(headers, bearer(token));
  const key = (parts.headers as Record<string, unknown>)['idempotency-key'];
  if (endpoint.idempotent && key !== MISSING) {
    // A fresh key per call unless the key is what is fuzzed: a reused one would replay.
    idempotencyKeys += 1;
    headers['idempotency-key'] = textOf(
      key ?? `00000000-0000-4000-8000-${idempotencyKeys.toString(16).padStart(12, '0')}`,
    );
  }
  const request = {
    method: endpoint.method,
    url: `/api/${path}${query ? `?${query}` : ''}`,
    headers,
  };
  const body = parts.body;
  if (body === MISSING) return request;
  if (body instanceof Raw) {
    const type =
      body.contentType ?? (endpoint.bodyType === 'csv' ? 'text/csv' : 'application/json');
    return { ...request, payload: body.text, headers: { ...headers, 'content-type': type } };
  }
  if (endpoint.bodyType === 'multipart') {
    const fields = Object.fromEntries(present(body).map(([k, v]) => [k, textOf(v)]));
    const form = multipart(fields, parts.files as FilePart[]);
    return { ...request, payload: form.payload, headers: { ...headers, ...form.headers } };
  }
  if (endpoint.bodyType === 'csv') {
    const cells = present(body);
    const header = cells.map(([column]) => column).join(',');
    const row = cells.map(([, value]) => quoteCell(value)).join(',');
    const csv = `${header}\r\n${row}\r\n`;
    return { ...request, payload: csv, headers: { ...headers, 'content-type': 'text/csv' } };
  }
  return {
    ...request,
    payload: JSON.stringify(body),
    headers: { ...headers, 'content-type': 'application/json' },
  };
}

function apply(base: Parts, mutation: Mutation): Parts {
  const { part, path } = mutation.slot;
  return { ...base, [part]: setAt(base[part], path, mutation.edge.value) };
}

const slotName = (part: Part, path: (string | number)[]) =>
  part + path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('');
const labelOf = (m: Mutation) => `${slotName(m.slot.part, m.slot.path)} = ${m.edge.label}`;
const short = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}…` : text);

function isDetail(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
    const { detail, ...rest } = parsed as Record<string, unknown>;
    return typeof detail === 'string' && detail.trim() !== '' && Object.keys(rest).length === 0;
  } catch {
    return false;
  }
}

function grown(before: Map<string, number>, after: Map<string, number>): string {
  return [...after]
    .filter(([table, n]) => n !== before.get(table))
    .map(([table, n]) => `${table} ${before.get(table)} → ${n}`)
    .join(', ');
}

/** Violations of one endpoint: message → the roles that saw it. */
type Found = Map<string, Set<Role>>;
const note = (found: Found, message: string, role: Role) =>
  found.set(message, (found.get(message) ?? new Set()).add(role));

/** One endpoint's probing: where its violations go, and whom its signed-in probes go as. */
type Run = { endpoint: EndpointDef; found: Found; tokenOf: TokenOf };

/**
 * Whom `name`'s probes are sent as: the fuzz's own sessions, or, for a call that ends the
 * caller's sessions, a new session per probe of a person kept for that (fuzz-people.ts).
 */
function tokensFor(name: string): TokenOf {
  if (!SELF_ENDING.has(name)) return (role) => Promise.resolve(fuzzTokens[role]);
  return async (role) => {
    const token = await tokenFor(t, SESSION_ENDERS[role].phone);
    // The session row is the fuzz's, not the call's: counted before the call, not against it.
    rowsBefore = await rowsNow();
    return token;
  };
}

/** Sends one input and notes what broke the contract; `refusal`: the status it must get. */
async function probe(run: Run, parts: Parts, role: Role, label: string, refusal?: number) {
  const problems: string[] = [];
  let answer = '';
  try {
    const token = role === 'stranger' ? undefined : await run.tokenOf(role);
    const response = await t.app.inject(toRequest(run.endpoint, parts, token));
    const status = response.statusCode;
    answer = `${status} ${short(response.body)}`;
    if (status >= 500) {
      serverErrors += 1;
      problems.push('server error');
    } else if (status >= 400 && !isDetail(response.body)) {
      problems.push('a 4xx without one { detail } sentence');
    }
    // Only a missing or dead session is a 401: a signed-in probe that gets one fuzzed nothing.
    if (status === 401 && token !== undefined) problems.push('signed in, yet answered 401');
    if (refusal !== undefined && status !== refusal) problems.push(`not refused with ${refusal}`);
    const rowsAfter = await rowsNow();
    const changed = grown(rowsBefore, rowsAfter);
    const refused = status >= 400 || refusal !== undefined;
    if (refused && changed) problems.push(`refused, yet rows changed: ${changed}`);
    rowsBefore = rowsAfter;
  } catch (error) {
    problems.push(`could not be sent: ${error instanceof Error ? error.message : String(error)}`);
  }
  tried += 1;
  for (const problem of problems) note(run.found, `${label} → ${answer} [${problem}]`, role);
}

/** Random files for the random phase: a known signature, or none, over random bytes. */
const fuzzFile = (field: string): fc.Arbitrary<Edge> =>
  fc
    .tuple(
      fc.constantFrom('', '%PDF-', '\x89PNG\r\n\x1a\n', '\xff\xd8\xff'),
      fc.uint8Array({ maxLength: 200 }),
    )
    .map(([head, tail]) => ({
      label: `${JSON.stringify(head)} and ${tail.length} random bytes`,
      value: [{ field, name: 'random', bytes: Buffer.concat([Buffer.from(head, 'latin1'), tail]) }],
    }));

function randomMutation(plan: Plan, endpoint: EndpointDef): fc.Arbitrary<Mutation> {
  return fc
    .constantFrom(...plan.slots)
    .chain((slot) =>
      slot.part === 'files'
        ? fuzzFile(endpoint.upload?.field ?? 'file').map((edge) => ({ slot, edge }))
        : fuzzValue.map((value) => ({ slot, edge: { label: describeValue(value), value } })),
    );
}

/** The first change the table makes to each slot: what the roles turned away are sent. */
function firstChangeOfEachSlot(table: Mutation[]): Set<Mutation> {
  const seen = new Map<string, Mutation>();
  for (const mutation of table) {
    const slot = slotName(mutation.slot.part, mutation.slot.path);
    if (!seen.has(slot)) seen.set(slot, mutation);
  }
  return new Set(seen.values());
}

function report(name: string, endpoint: EndpointDef, found: Found): string {
  const where = `${name} (${endpoint.method} /api/${endpoint.path})`;
  const lines = [...found].map(([message, roles]) => `- as ${[...roles].join('/')}: ${message}`);
  const replay = `seed ${SEED}; FUZZ_SEED=${SEED} replays this run`;
  return [`${where}: ${found.size} inputs broke the contract (${replay})`, ...lines].join('\n');
}

describe('contract fuzz', () => {
  it('derives a base input every endpoint schema accepts', () => {
    for (const [name, endpoint] of endpoints) {
      const { base } = planFor(name, endpoint, fixtures);
      const body =
        endpoint.bodyType === 'multipart'
          ? Object.fromEntries(present(base.body).map(([k, v]) => [k, textOf(v)]))
          : base.body;
      const checks = [
        [endpoint.params, base.params],
        [endpoint.query, base.query],
        [endpoint.bodyType === 'csv' ? undefined : endpoint.body, body],
      ] as const;
      for (const [schema, input] of checks) {
        expect(schema?.safeParse(input).error, name).toBeUndefined();
      }
    }
  });

  it.each(endpoints)(
    '%s answers odd input below 500, with a reason, leaving no row',
    async (name, endpoint) => {
      const plan = planFor(name, endpoint, fixtures);
      const run: Run = { endpoint, found: new Map(), tokenOf: tokensFor(name) };
      for (const role of rolesFor(endpoint)) await probe(run, plan.base, role, 'base input');
      const firstOfSlot = firstChangeOfEachSlot(plan.table);
      for (const mutation of plan.table) {
        const parts = apply(plan.base, mutation);
        const roles = firstOfSlot.has(mutation) ? rolesFor(endpoint) : reaching(endpoint);
        for (const role of roles) await probe(run, parts, role, labelOf(mutation));
      }
      const sendRandom = (mutation: Mutation, role: Role) =>
        probe(run, apply(plan.base, mutation), role, `random ${labelOf(mutation)}`);
      const roles = fc.constantFrom(...reaching(endpoint));
      await fc.assert(fc.asyncProperty(randomMutation(plan, endpoint), roles, sendRandom), {
        seed: SEED,
        numRuns: RUNS,
      });
      // A public call answers a dead session as a stranger, and a changed role gets 403s.
      for (const [role, what] of await lostSessions(t, fuzzTokens)) {
        note(run.found, `the fuzz's own ${role} session ${what}`, role);
      }
      if (run.found.size > 0) expect.fail(report(name, endpoint, run.found));
    },
  );

  const refusing = endpoints.filter(([, endpoint]) => refusalsFor(endpoint).length > 0);
  it.each(refusing)(
    '%s refuses hidden characters in its text and impossible instants, storing nothing',
    async (name, endpoint) => {
      const plan = planFor(name, endpoint, fixtures);
      const run: Run = { endpoint, found: new Map(), tokenOf: tokensFor(name) };
      for (const mutation of refusalsFor(endpoint)) {
        // A CSV refuses a row in a 200 that lists it, and still stores nothing of it; its
        // query (a bank's name) is refused like any other.
        const row = endpoint.bodyType === 'csv' && mutation.slot.part === 'body';
        const refusal = row ? 200 : 400;
        const parts = apply(plan.base, mutation);
        for (const role of reaching(endpoint)) {
          await probe(run, parts, role, labelOf(mutation), refusal);
        }
      }
      if (run.found.size > 0) expect.fail(report(name, endpoint, run.found));
    },
  );
});
