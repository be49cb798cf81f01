/**
 * Issue 20's cases, one by one: every input the database could not hold is a 400 that names
 * the field and stores nothing; a bad CSV row never costs a good one; broken files are refused
 * by name; text has a length; the unknown-path limit never reaches the app's pages.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../contract/platform/endpoint';
import { inIndia } from '../../contract/platform/india-time';
import { messages } from '../../contract/messages';
import { registerEndpoint } from '../../server/platform/http/register-endpoint';
import { bearer, build, login } from './helper';
import type { TestApp } from './helper';
import { multipart, padded, png, postForm } from './content-support';

/** A route that asks the database for a day that does not exist, as a contract gap would. */
const gap = defineEndpoint({
  method: 'GET',
  path: 'test/contract-gap',
  access: 'public',
  response: z.object({ day: z.string() }),
  failure: 'gap',
});

let t: TestApp;
let staticDir: string;
let rwa: string;
let member: string;
let today: string;

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'gatehouse-static-'));
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Gatehouse</title>');
  const dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-bad-input-'));
  t = await build({
    config: { staticDir, dataDir, golfCartMaxWaiting: 3 },
    routes: (app) =>
      registerEndpoint(app, gap, async ({ app: server }) => {
        const { rows } = await sql<{ day: string }>`SELECT '2026-02-30'::date::text AS day`.execute(
          server.db,
        );
        return { day: rows[0]?.day ?? '' };
      }),
  });
  rwa = await login(t, '9000000001');
  member = await login(t, '9000000002', 'A101');
  today = inIndia(t.clock.now()).date;
});
afterAll(async () => {
  await t.close();
  await rm(staticDir, { recursive: true, force: true });
});

const send = (method: 'POST' | 'PUT', url: string, payload: object, token: string) =>
  t.app.inject({ method, url: `/api/${url}`, payload, headers: bearer(token) });

async function count(table: 'tenders' | 'users' | 'lost_found_items' | 'golf_cart_requests') {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The call is refused with 400, its detail names `field`, and `table` keeps its rows. */
async function refusedNaming(
  table: Parameters<typeof count>[0],
  field: string,
  call: () => Promise<{ statusCode: number; json: () => unknown }>,
) {
  const before = await count(table);
  const response = await call();
  expect(response.statusCode).toBe(400);
  expect((response.json() as { detail: string }).detail).toContain(field);
  expect(await count(table)).toBe(before);
}

const tender = (change: Record<string, unknown> = {}, cost: Record<string, unknown> = {}) => ({
  name: 'Lift maintenance',
  description: 'Annual contract for four lifts.',
  collectionDate: today,
  returnDate: today,
  cost: { amount: 125000, gstPercentage: 18, ...cost },
  location: 'Estate office',
  contact: 'Secretary',
  ...change,
});

const lostItem = (date: string) => ({
  type: 'lost',
  title: 'Keys',
  description: 'A bunch of three keys.',
  date,
  location: 'Gym',
  category: 'Keys',
  contactName: 'Arjun',
  contactPhone: '9000000002',
});

describe('dates the database cannot hold are 400s naming the field', () => {
  it.each(['0000-01-01', '2026-02-30', '2026-13-01', '9999-12-31'])(
    'refuses a tender collected on %s',
    async (date) => {
      await refusedNaming('tenders', 'collectionDate', () =>
        send('POST', 'tenders/tenders', tender({ collectionDate: date, returnDate: date }), rwa),
      );
    },
  );

  it('refuses a lost item of year 0000 as JSON, as multipart and as an update', async () => {
    await refusedNaming('lost_found_items', 'date', () =>
      send('POST', 'lostandfound/items/report', lostItem('0000-01-01'), member),
    );
    const form = multipart({ item: JSON.stringify(lostItem('0000-01-01')) });
    await refusedNaming('lost_found_items', 'date', () =>
      postForm(t, '/api/lostandfound/items', form, member),
    );
    const created = await send('POST', 'lostandfound/items/report', lostItem(today), member);
    const { id } = created.json<{ id: string }>();
    await refusedNaming('lost_found_items', 'date', () =>
      send('PUT', `lostandfound/items/${id}`, lostItem('0000-01-01'), member),
    );
  });

  it.each(['2026-02-30', '2026-13-01', '9999-01-01', '1900-01-01'])(
    'refuses a membership that starts on %s',
    async (date) => {
      await refusedNaming('users', 'membership_startdate', () =>
        send(
          'POST',
          'member/create-users',
          {
            name: 'Meera Iyer',
            email: 'meera@example.com',
            phone_number: '9111111111',
            apartment_number: 'D404',
            membership_startdate: date,
          },
          rwa,
        ),
      );
    },
  );
});

describe('money is rupees with at most two decimals, within what a tender means', () => {
  it.each([1e12, 2 ** 63, 1e308, 1.005, -5])('refuses an amount of %d', async (amount) => {
    await refusedNaming('tenders', 'cost.amount', () =>
      send('POST', 'tenders/tenders', tender({}, { amount }), rwa),
    );
  });

  it('keeps an amount with paise exactly as sent', async () => {
    const response = await send('POST', 'tenders/tenders', tender({}, { amount: 1250000.75 }), rwa);
    expect(response.statusCode).toBe(201);
    expect(response.json<{ cost: { amount: number } }>().cost.amount).toBe(1250000.75);
  });
});

describe('text has a length that fits its meaning', () => {
  const long = 'x'.repeat(100_000);

  it.each(['pickup_location', 'dropoff_location', 'comments'])(
    'refuses a golf-cart %s of 100,000 characters',
    async (field) => {
      const ride = {
        pickup_location: 'Tower A',
        dropoff_location: 'Clubhouse',
        duration: 15,
        time: '23:30',
        user_id: '9000000002',
        apartment_number: 'A101',
        phone_number: '9000000002',
        [field]: long,
      };
      await refusedNaming('golf_cart_requests', field, () =>
        send('POST', 'golf-cart/golf-cart/request', ride, member),
      );
    },
  );

  it.each(['name', 'description', 'location', 'contact'])(
    'refuses a tender %s of 100,000 characters',
    async (field) => {
      await refusedNaming('tenders', field, () =>
        send('POST', 'tenders/tenders', tender({ [field]: long }), rwa),
      );
    },
  );

  it('lets a resident have three rides waiting, not more', async () => {
    const token = await login(t, '9000000004', 'C303');
    const ride = (time: string) => ({
      pickup_location: 'Tower C',
      dropoff_location: 'Gate 1',
      duration: 15,
      time,
      user_id: '9000000004',
      apartment_number: 'C303',
      phone_number: '9000000004',
    });
    for (const time of ['20:00', '20:30', '21:00']) {
      const response = await send('POST', 'golf-cart/golf-cart/request', ride(time), token);
      expect(response.statusCode).toBe(201);
    }
    const fourth = await send('POST', 'golf-cart/golf-cart/request', ride('21:30'), token);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ detail: messages.golfCartTooManyOpen(3) });
  });
});

describe('a bulk CSV is judged row by row', () => {
  it('creates the good row and reports the impossible date as its own row', async () => {
    const csv = [
      'phone_number,apartment_number,name,email,membership_startdate,member_status,is_active',
      `9222222222,E505,Good Row,good@example.com,${today},ACTIVE,true`,
      '9333333333,E506,Bad Date,bad@example.com,2026-02-30,ACTIVE,true',
    ].join('\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/member/create-users-bulk',
      payload: csv,
      headers: { ...bearer(rwa), 'content-type': 'text/csv' },
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<{ created_users: string[]; errors: object[] }>();
    expect(result.created_users).toEqual(['9222222222']);
    expect(result.errors).toEqual([
      {
        phone_number: '9333333333',
        row: 3,
        name: 'Bad Date',
        error: 'membership_startdate: Membership start date is not a real date',
      },
    ]);
  });
});

describe('broken files are refused with their name', () => {
  // 81 bytes that start like a PDF and are not one.
  const notPdf = padded(Buffer.from('%PDF-1.7\n'), 81);

  it.each([
    ['the assistant', '/api/qaAgent/upload-pdf/', {}, 'files'],
    ['newsletters', '/api/newsletter/newsletters', { title: 'May news' }, 'pdf'],
    ['documents', '/api/documents/documents', { apartment_number: 'A101' }, 'document'],
  ])('refuses a fake PDF for %s', async (_kind, url, fields, field) => {
    const form = multipart(fields, [{ field, name: 'minutes.pdf', bytes: notPdf }]);
    const response = await postForm(t, url, form, rwa);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain('"minutes.pdf" is damaged');
  });

  it('refuses an image that does not decode, by name', async () => {
    const broken = Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(200, 7)]);
    const form = multipart({ title: 'Pool', category: 'amenities' }, [
      { field: 'file', name: 'pool.png', bytes: broken },
    ]);
    const response = await postForm(t, '/api/gallery/gallery/upload', form, rwa);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain('"pool.png" is damaged');
  });
});

describe('every multipart call refuses unknown fields', () => {
  it('refuses an unknown field next to a lost item photo', async () => {
    const created = await send('POST', 'lostandfound/items/report', lostItem(today), member);
    const { id } = created.json<{ id: string }>();
    const form = multipart({ caption: 'mine' }, [
      { field: 'image', name: 'keys.png', bytes: await png() },
    ]);
    const response = await postForm(t, `/api/lostandfound/items/${id}/image`, form, member);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain('Unknown field in form: caption');
  });
});

describe('the database is a safety net, not the judge', () => {
  it('turns a value the database refuses into a 400 with a sentence', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/contract-gap' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: messages.valueNotStorable });
  });

  it('answers an id past bigint as a record that is not there, not 500', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/tenders/tenders/99999999999999999999999',
      headers: bearer(rwa),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: messages.tenderNotFound });
  });
});

describe('text the database cannot hold, and addresses the router cannot read', () => {
  it('refuses a lone surrogate in a tender name with a sentence, storing nothing', async () => {
    await refusedNaming('tenders', 'name', () =>
      send('POST', 'tenders/tenders', tender({ name: 'Lift \ud800 repair' }), rwa),
    );
  });

  it('answers a path with a broken escape with { detail }', async () => {
    const broken = await t.app.inject({ method: 'GET', url: '/api/events/events/%ZZ' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: messages.addressInvalid });
  });
});

describe('the unknown-path limit', () => {
  it('limits unknown API paths but still serves the app to the same address', async () => {
    let last = 0;
    for (let i = 0; i < 125; i += 1) {
      last = (await t.app.inject({ method: 'GET', url: `/api/nope-${i}` })).statusCode;
    }
    expect(last).toBe(429);
    const page = await t.app.inject({
      method: 'GET',
      url: '/tenders',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
