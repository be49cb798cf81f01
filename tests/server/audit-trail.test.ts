/**
 * The audit trail (issue 16): every admin write declares an audit rule, and each, made by the
 * RWA, leaves exactly one row that commits with its change; a failed call and a resident's own
 * change leave none; rows cannot be rewritten; sign-ins and wrong codes are kept without the
 * code; and the RWA reads the trail filtered, as JSON and as a CSV a spreadsheet will not run.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCsvColumns } from '../../contract/audit/audit';
import type { AuditEvent } from '../../contract/audit/audit';
import type { EndpointDef } from '../../contract/platform/endpoint';
import { api } from '../../contract/index';
import { messages } from '../../contract/messages';
import { demoUsers } from '../../server/seed';
import { auditedCases } from './audit-support';
import type { AuditedName } from './audit-support';
import { setIndiaTime } from './bookings-support';
import { buildContent, get } from './content-support';
import type { ContentApp } from './content-support';
import { login } from './helper';

type Audited = EndpointDef & { audit: NonNullable<EndpointDef['audit']> };

const rwa = demoUsers[0];
const endpoints = Object.entries(api) as [string, EndpointDef][];
const audited = endpoints.filter((entry): entry is [AuditedName, Audited] =>
  Boolean(entry[1].audit),
);

let t: ContentApp;
let s: Awaited<ReturnType<typeof auditedCases>>;
beforeAll(async () => {
  t = await buildContent();
  s = await auditedCases(t);
});
afterAll(() => t.close());

/** The newest row's id ('0' for none): rows written later have greater ids. */
async function newestId(): Promise<string> {
  const row = await t.db
    .selectFrom('audit_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  return row.id ?? '0';
}

const rowsSince = (id: string) =>
  t.db.selectFrom('audit_events').selectAll().where('id', '>', id).orderBy('id').execute();

describe('every admin write declares an audit rule', () => {
  it.each(endpoints.filter(([, e]) => e.access === 'rwa' && e.method !== 'GET'))(
    '%s has one',
    (_name, endpoint) => {
      expect(endpoint.audit).toEqual({ action: expect.any(String), target: expect.any(String) });
    },
  );
});

describe('every audited endpoint writes one row when the RWA makes the call', () => {
  it('has a call for exactly the audited endpoints', () => {
    expect(Object.keys(s.cases).sort()).toEqual(audited.map(([name]) => name).sort());
  });

  it.each(audited)('%s', async (name, endpoint) => {
    const call = await s.cases[name]();
    const since = await newestId();
    const response = await call();
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
    expect(response.statusCode, response.body).toBeLessThan(300);
    const rows = await rowsSince(since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: endpoint.audit.action,
      target_type: endpoint.audit.target,
      actor_phone: rwa.phone_number,
      actor_name: rwa.name,
      actor_role: 'rwa',
      target_id: expect.stringMatching(/\S/),
      request_id: expect.any(String),
      ip: expect.any(String),
    });
  });
});

describe('a failed admin call writes no row', () => {
  it.each([
    ['a tender that does not exist', 404, () => s.send('DELETE', 'tenders/tenders/987654')],
    ['a nameless tender', 400, () => s.send('POST', 'tenders/tenders', s.tender({ name: '' }))],
    ['the RWA’s own move-out', 409, () => s.send('DELETE', `member/users/${rwa.phone_number}`)],
  ])('%s: %i', async (_what, status, call) => {
    const since = await newestId();
    expect((await call()).statusCode).toBe(status);
    expect(await rowsSince(since)).toEqual([]);
  });
});

describe('a resident’s own change on an audited endpoint writes no row', () => {
  it('cancelling their own court booking and golf-cart ride', async () => {
    const booking = await s.booking();
    const ride = await s.ride();
    const since = await newestId();
    const url = `booking/update-booking-status/${booking.id}?new_status=Cancelled`;
    const cancelled = await s.send('PUT', url, undefined, booking.owner.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const rideUrl = `golf-cart/golf-cart/requests/${ride.id}/status`;
    const withdrawn = await s.send('PUT', rideUrl, { status: 'Cancelled' }, ride.owner.token);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await rowsSince(since)).toEqual([]);
  });

  it('editing and closing their own lost & found report', async () => {
    const id = await s.reported();
    const since = await newestId();
    const edited = await s.send('PUT', `lostandfound/items/${id}`, s.lostItem(), t.member);
    expect(edited.statusCode, edited.body).toBe(200);
    const status = { status: 'closed' };
    const closed = await s.send('PATCH', `lostandfound/items/${id}/status`, status, t.member);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await rowsSince(since)).toEqual([]);
  });

  it('reporting, commenting on and closing their own complaint', async () => {
    const since = await newestId();
    const id = await s.complaint();
    const url = `helpdesk/tickets/${id}`;
    await s.send('PUT', `${url}/status`, { status: 'Assigned', assigned_to: 'Ramesh' });
    await s.send('PUT', `${url}/status`, { status: 'In progress' });
    await s.send('PUT', `${url}/status`, { status: 'Resolved' });
    const office = await rowsSince(since);
    const said = await s.commentAs(id, t.member);
    expect(said.statusCode, said.body).toBe(200);
    const closed = await s.send('PUT', `${url}/status`, { status: 'Closed', rating: 5 }, t.member);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await rowsSince(since)).toEqual(office);
    expect(office.map((row) => row.action)).toEqual(Array(3).fill('helpdesk.status'));
  });
});

/**
 * The upload limit counts every upload that reaches it, refused ones too (a limit a failing
 * call did not count could be walked around), in a statement of its own before the change.
 */
const COUNTED_BEFORE_THE_CHANGE = new Set(['rate_limit_hits']);

/** Every table's rows, and the names of the stored files: all a call could have changed. */
async function everything(): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(t.db);
  const state: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (COUNTED_BEFORE_THE_CHANGE.has(name)) continue;
    const digest = await sql<{ rows: string }>`
      SELECT coalesce(string_agg(x::text, E'\n' ORDER BY x::text), '') AS rows
      FROM ${sql.table(name)} x`.execute(t.db);
    state[name] = digest.rows[0]?.rows ?? '';
  }
  for (const dir of ['files', 'private-files']) {
    state[dir] = (await readdir(join(t.dataDir, dir)).catch(() => [])).sort().join('\n');
  }
  return state;
}

/** Until `allow`, the database refuses audit rows of `action`, as a failing disk would. */
async function refuseAuditRows(action: string): Promise<{ allow(): Promise<void> }> {
  await sql`
    CREATE TRIGGER audit_trail_test_refuse BEFORE INSERT ON audit_events
    FOR EACH ROW EXECUTE FUNCTION audit_trail_test_refuse(${sql.lit(action)})`.execute(t.db);
  return {
    allow: async () => {
      await sql`DROP TRIGGER audit_trail_test_refuse ON audit_events`.execute(t.db);
    },
  };
}

describe('the row commits with the change', () => {
  beforeAll(async () => {
    await sql`
      CREATE FUNCTION audit_trail_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.action = TG_ARGV[0] THEN RAISE EXCEPTION 'audit row refused by the test'; END IF;
        RETURN NEW;
      END $$`.execute(t.db);
  });
  afterAll(async () => {
    await sql`DROP FUNCTION audit_trail_test_refuse()`.execute(t.db);
  });

  it('a deleted tender and its row are there together, or neither is', async () => {
    const id = await s.newTender();
    const listed = async () =>
      (await get(t, '/api/tenders/tenders')).json<{ id: string }[]>().map((row) => row.id);
    const refusal = await refuseAuditRows('tender.delete');
    const since = await newestId();
    const refused = await s.send('DELETE', `tenders/tenders/${id}`).finally(refusal.allow);
    expect(refused.statusCode).toBe(500);
    expect(await listed()).toContain(id);
    expect(await rowsSince(since)).toEqual([]);

    const deleted = await s.send('DELETE', `tenders/tenders/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await listed()).not.toContain(id);
    const rows = await rowsSince(since);
    expect(rows.map((row) => [row.action, row.target_id])).toEqual([['tender.delete', id]]);
  });

  it.each(audited)('%s changes nothing when its row cannot be written', async (name, endpoint) => {
    const call = await s.cases[name]();
    const before = await everything();
    const refusal = await refuseAuditRows(endpoint.audit.action);
    const response = await call().finally(refusal.allow);
    expect(response.statusCode, response.body).toBe(500);
    expect(await everything()).toEqual(before);
  });
});

describe('rows cannot be changed or deleted', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, leaving every row as it was', async () => {
    const rows = () => t.db.selectFrom('audit_events').selectAll().orderBy('id').execute();
    const before = await rows();
    expect(before.length).toBeGreaterThan(0);
    await expect(sql`UPDATE audit_events SET summary = 'rewritten'`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM audit_events`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_events`.execute(t.db)).rejects.toThrow(/append-only/);
    expect(await rows()).toEqual(before);
  });
});

describe('security events', () => {
  it('records a sign-in and a wrong code, never the code', async () => {
    const who = await s.resident();
    const since = await newestId();
    await login(t, who.phone, who.apartment);
    const code = t.sms.lastCode(who.phone);

    t.clock.advance((t.config.otpLimits.cooldownSeconds + 1) * 1000);
    const asked = { phone_number: who.phone, apartment_number: who.apartment };
    await t.app.inject({ method: 'POST', url: '/api/auth/generate-otp', payload: asked });
    const right = t.sms.lastCode(who.phone);
    const wrong = right === '123456' ? '654321' : '123456';
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { ...asked, otp: wrong },
    });
    expect(refused.statusCode).toBe(400);

    const rows = await rowsSince(since);
    expect(rows.map((row) => row.action)).toEqual(['auth.sign_in', 'auth.verify_failed']);
    for (const row of rows) {
      expect(row).toMatchObject({
        actor_phone: who.phone,
        actor_role: 'member',
        target_id: who.phone,
        request_id: expect.any(String),
        ip: expect.any(String),
      });
      for (const secret of [code, right, wrong]) expect(row.summary).not.toContain(secret);
    }
  });
});

describe('GET audit/events', () => {
  const list = async (query: string, token = t.rwa) => {
    const response = await get(t, `/api/audit/events?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditEvent[]>();
  };

  it('refuses a member the trail and its export', async () => {
    expect((await get(t, '/api/audit/events', t.member)).statusCode).toBe(403);
    expect((await get(t, '/api/audit/events.csv', t.member)).statusCode).toBe(403);
  });

  it('lists the newest first', async () => {
    const rows = await list('');
    expect(rows.length).toBeGreaterThan(1);
    const order = rows.map((row) => [row.at, Number(row.id)] as const);
    const newestFirst = [...order].sort(([a, i], [b, j]) => b.localeCompare(a) || j - i);
    expect(order).toEqual(newestFirst);
  });

  it('filters by who acted and by action', async () => {
    const arjun = await list('actor=9000000002');
    expect(arjun.length).toBeGreaterThan(0);
    expect(arjun.every((row) => row.actor_phone === '9000000002')).toBe(true);
    const created = await list('action=tender.create');
    expect(created.length).toBeGreaterThan(0);
    expect(created.every((row) => row.action === 'tender.create')).toBe(true);
    const both = await list(`actor=${rwa.phone_number}&action=tender.create`);
    expect(both).toEqual(created);
  });

  it('filters by India dates, both ends included', async () => {
    setIndiaTime(t, '23:59', '2030-03-04');
    await s.cases.createUpdate().then((call) => call());
    setIndiaTime(t, '00:00', '2030-03-05');
    await s.cases.createUpdate().then((call) => call());
    const [atMidnight, beforeMidnight] = (await list('action=update.create')).map((row) => row.id);

    const day = (from: string, to = from) =>
      list(`action=update.create&from=${from}&to=${to}`).then((rows) => rows.map((r) => r.id));
    expect(await day('2030-03-05')).toEqual([atMidnight]);
    expect(await day('2030-03-04')).toContain(beforeMidnight);
    expect(await day('2030-03-04')).not.toContain(atMidnight);
    expect(await day('2030-03-04', '2030-03-05')).toEqual(
      expect.arrayContaining([atMidnight, beforeMidnight]),
    );
    expect(await day('2030-03-06')).toEqual([]);
  });

  it('refuses an end date before the start date', async () => {
    const response = await get(t, '/api/audit/events?from=2030-03-05&to=2030-03-04', t.rwa);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toBe(`to: ${messages.auditRangeInvalid}`);
  });
});

describe('GET audit/events.csv', () => {
  it('downloads the filtered rows, a formula kept as text', async () => {
    const who = s.newUser();
    const user = s.userFields(who, '=HYPERLINK("x")');
    expect((await s.send('POST', 'member/create-users', user)).statusCode).toBe(201);
    expect((await s.send('DELETE', `member/users/${who.phone}`)).statusCode).toBe(200);

    const query = 'action=user.remove';
    const response = await get(t, `/api/audit/events.csv?${query}`, t.rwa);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment/);
    const [header, ...lines] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(auditCsvColumns.map((column) => `"${column}"`).join(','));
    expect(lines.pop()).toBe('');
    const rows = (await get(t, `/api/audit/events?${query}`, t.rwa)).json<AuditEvent[]>();
    expect(lines).toHaveLength(rows.length);
    rows.forEach((row, i) => expect(lines[i]).toContain(`"${row.request_id ?? ''}"`));
    // The code's words stand next to it, as /admin/audit shows them (issue 35).
    lines.forEach((line) => expect(line).toContain('"user.remove","Removed a resident"'));
    expect(lines.find((line) => line.includes('HYPERLINK'))).toContain(
      `"'=HYPERLINK(""x"") (${who.apartment}) moved out;`,
    );
  });
});
