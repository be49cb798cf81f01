/**
 * Issue 31's inputs, one by one: text with controls or direction characters that others would
 * read, days that do not exist and instants Date.parse would guess at are 400s that name the
 * field and store nothing; an uploaded file keeps its name without its hidden characters; a
 * multi-line description keeps its line breaks and tabs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { bearer } from './helper';
import { buildContent, multipart, pdf, postForm } from './content-support';
import type { ContentApp } from './content-support';
import { TODAY } from './gate-support';

let t: ContentApp;
beforeAll(async () => {
  t = await buildContent();
});
afterAll(() => t.close());

type Table = 'tenders' | 'lost_found_items' | 'passes' | 'broadcasts' | 'apartment_documents';

async function count(table: Table): Promise<number> {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const send = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), ...(payload && { payload }) });

/** The call is refused with 400 and exactly `detail`, and `table` keeps its rows. */
async function refused(
  table: Table,
  detail: string,
  call: () => Promise<{ statusCode: number; json: () => unknown }>,
) {
  const before = await count(table);
  const response = await call();
  expect(response.json()).toEqual({ detail });
  expect(response.statusCode).toBe(400);
  expect(await count(table)).toBe(before);
}

const hiddenIn = (label: string) => messages.textHiddenCharacters(label);

const tender = (change: Record<string, unknown> = {}) => ({
  name: 'Lift maintenance',
  description: 'Annual contract for four lifts.',
  collectionDate: TODAY,
  returnDate: TODAY,
  cost: { amount: 125000, gstPercentage: 18 },
  location: 'Estate office',
  contact: 'Secretary',
  ...change,
});

const lostItem = (change: Record<string, unknown> = {}) => ({
  type: 'lost',
  title: 'Keys',
  description: 'A bunch of three keys.',
  date: TODAY,
  location: 'Gym',
  category: 'Keys',
  contactName: 'Arjun',
  contactPhone: '9000000002',
  ...change,
});

/** A guest pass for this afternoon, in India time. */
const guestPass = (change: Record<string, unknown> = {}) => ({
  kind: 'guest',
  name: 'Asha',
  valid_from: `${TODAY}T14:00:00+05:30`,
  valid_until: `${TODAY}T20:00:00+05:30`,
  ...change,
});

describe('text others read refuses controls and direction characters', () => {
  it('refuses a tender named with a terminal escape, a bell and a backspace', async () => {
    const name = 'x\u0001\u0007\u001b[31mred\b';
    await refused('tenders', `name: ${hiddenIn('Name')}`, () =>
      send('POST', 'tenders/tenders', t.rwa, tender({ name })),
    );
  });

  it('refuses a lost & found report with an escape, as JSON and as multipart', async () => {
    await refused('lost_found_items', `title: ${hiddenIn('Title')}`, () =>
      send('POST', 'lostandfound/items/report', t.member, lostItem({ title: 'Keys\u001b[2J' })),
    );
    const item = JSON.stringify(lostItem({ location: 'Gym\u001b' }));
    await refused('lost_found_items', `item.location: ${hiddenIn('Location')}`, () =>
      postForm(t, '/api/lostandfound/items', multipart({ item }), t.member),
    );
  });

  it.each([
    ['a right-to-left override', 'Asha\u202e'],
    ['an isolate', '\u2067Asha\u2069'],
    ['a C1 control', 'Asha\u0085'],
  ])('refuses a pass for a visitor named with %s', async (_, name) => {
    await refused('passes', `name: ${hiddenIn('Name')}`, () =>
      send('POST', 'visitors/passes', t.member, guestPass({ name })),
    );
  });

  it('refuses a broadcast whose message hides a direction override', async () => {
    const notice = { title: 'Water', body: 'Tank cleaning at 10\u202e00:41', severity: 'info' };
    await refused('broadcasts', `body: ${hiddenIn('Message')}`, () =>
      send('POST', 'broadcasts', t.rwa, notice),
    );
  });

  it('keeps the line breaks and tabs of a multi-line description', async () => {
    const description = 'Scope:\r\n\t- Lift A\n\t- Lift B';
    const response = await send('POST', 'tenders/tenders', t.rwa, tender({ description }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ description: string }>().description).toBe(description);
  });
});

describe('an uploaded file keeps its name without hidden characters', () => {
  it('stores a document named with U+202E under its cleaned name', async () => {
    const form = multipart({ apartment_number: 'A101' }, [
      { field: 'document', name: 'invoice\u202efdp.exe', bytes: pdf('Invoice') },
    ]);
    const response = await postForm(t, '/api/documents/documents', form, t.rwa);
    expect(response.statusCode, response.body).toBe(201);
    const { id, file_name } = response.json<{ id: string; file_name: string }>();
    expect(file_name).toBe('invoicefdp.exe');
    const row = await t.db
      .selectFrom('apartment_documents')
      .select('file_name')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row.file_name).toBe('invoicefdp.exe');
  });
});

describe('an instant is a real day and time written in ISO 8601, never a guess', () => {
  it('refuses a pass valid from 31 November rather than from 1 December', async () => {
    await refused('passes', 'valid_from: Valid from is not a real date', () =>
      send('POST', 'visitors/passes', t.member, guestPass({ valid_from: '2026-11-31T05:00:00Z' })),
    );
  });

  it('refuses a pass valid from a time as a browser prints it', async () => {
    const printed = 'Tue Dec 01 2026 10:00:00 GMT+0530';
    await refused('passes', 'valid_from: Valid from must be a time', () =>
      send('POST', 'visitors/passes', t.member, guestPass({ valid_from: printed })),
    );
  });

  it('takes a pass whose times carry India’s offset', async () => {
    const response = await send('POST', 'visitors/passes', t.member, guestPass());
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('a month is refused by the contract, not by the database', () => {
  it.each([
    ['0000-01', 'month: Month must be between 1900 and 2100'],
    ['2026-13', 'month: Month is not a real month'],
  ])('answers attendance for %s with a 400 naming the month', async (month, detail) => {
    const response = await send('GET', `visitors/attendance?month=${month}`, t.member);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
  });
});
