/** Tenders (SPEC.md §5 Tender rules, §7 Tenders): anyone reads, the RWA writes, bad input changes nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import type { Tender } from '../../contract/content/tenders';
import { bearer, build, login } from './helper';
import type { TestApp } from './helper';

let t: TestApp;
let meera: string;

beforeAll(async () => {
  t = await build();
  meera = await login(t, '9000000001');
});
afterAll(() => t.close());

const valid = {
  name: 'Painting of towers A-D',
  description: 'Exterior repainting with weather-proof emulsion.',
  collectionDate: '2030-04-01',
  returnDate: '2030-04-20',
  cost: { amount: 1500, gstPercentage: 18 },
  location: 'Estate office',
  contact: '9000000001',
};

const listTenders = () => t.app.inject({ method: 'GET', url: '/api/tenders/tenders' });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/tenders/tenders${url}`,
    headers: bearer(meera),
    ...(payload ? { payload } : {}),
  });

describe('reading tenders', () => {
  it('lists the demo tenders to anyone, without signing in', async () => {
    const response = await listTenders();
    expect(response.statusCode).toBe(200);
    const tenders = response.json<Tender[]>();
    expect(tenders.length).toBeGreaterThanOrEqual(3);
    expect(tenders[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      name: expect.any(String),
      description: expect.any(String),
      collectionDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      returnDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      cost: { amount: expect.any(Number), gstPercentage: 18 },
      location: expect.any(String),
      contact: expect.any(String),
    });
  });

  it('orders them by collection date, latest first', async () => {
    await send('POST', '', {
      ...valid,
      name: 'Far future',
      collectionDate: '2031-01-01',
      returnDate: '2031-02-01',
    });
    const dates = (await listTenders()).json<Tender[]>().map((tender) => tender.collectionDate);
    expect(dates[0]).toBe('2031-01-01');
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('the RWA manages tenders', () => {
  it('creates a tender with every field and lists it', async () => {
    const response = await send('POST', '', valid);
    expect(response.statusCode).toBe(201);
    const created = response.json<Tender>();
    expect(created).toEqual({ id: expect.stringMatching(/^\d+$/), ...valid });
    const listed = (await listTenders()).json<Tender[]>();
    expect(listed).toContainEqual(created);
  });

  it('keeps paise and a fractional GST exactly', async () => {
    const response = await send('POST', '', {
      ...valid,
      cost: { amount: 1234.5, gstPercentage: 12.5 },
    });
    expect(response.json<Tender>().cost).toEqual({ amount: 1234.5, gstPercentage: 12.5 });
  });

  it('updates a tender', async () => {
    const { id } = (await send('POST', '', valid)).json<Tender>();
    const changed = {
      ...valid,
      name: 'Painting of towers A-F',
      cost: { amount: 2000, gstPercentage: 0 },
    };
    const response = await send('PUT', `/${id}`, changed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, ...changed });
    expect((await listTenders()).json<Tender[]>()).toContainEqual({ id, ...changed });
  });

  it('deletes a tender, which then is gone', async () => {
    const { id } = (await send('POST', '', valid)).json<Tender>();
    const response = await send('DELETE', `/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.tenderDeleted });
    expect((await listTenders()).json<Tender[]>().map((tender) => tender.id)).not.toContain(id);
    expect((await send('DELETE', `/${id}`)).statusCode).toBe(404);
  });

  it.each([
    ['PUT', '/999999', valid],
    ['DELETE', '/999999', undefined],
    ['DELETE', '/99999999999999999999', undefined],
  ] as const)(
    'answers %s of an unknown tender %s with 404 Tender not found',
    async (method, url, payload) => {
      const response = await send(method, url, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: messages.tenderNotFound });
    },
  );
});

describe('validation (SPEC.md §5 Tender)', () => {
  it.each([
    ['name', 'Name is required'],
    ['description', 'Description is required'],
    ['collectionDate', 'Collection date is required'],
    ['returnDate', 'Return date is required'],
    ['location', 'Location is required'],
    ['contact', 'Contact is required'],
  ])('requires %s: "%s"', async (field, message) => {
    const response = await send('POST', '', { ...valid, [field]: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain(message);
  });

  it.each([
    ['an amount of 0', { amount: 0, gstPercentage: 18 }, messages.tenderAmountRequired],
    ['no amount', { gstPercentage: 18 }, messages.tenderAmountRequired],
    ['a GST of -1', { amount: 100, gstPercentage: -1 }, messages.tenderGstRequired],
    ['no GST', { amount: 100 }, messages.tenderGstRequired],
  ])('refuses %s: "%s"', async (_name, cost, message) => {
    const response = await send('POST', '', { ...valid, cost });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain(message);
  });

  it('refuses a return date before the collection date', async () => {
    const response = await send('POST', '', { ...valid, returnDate: '2030-03-31' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain(
      messages.tenderReturnBeforeCollection,
    );
  });

  it('refuses a date that does not exist', async () => {
    const response = await send('POST', '', { ...valid, collectionDate: '2030-02-30' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'collectionDate: Collection date is not a real date',
    });
  });

  it('changes nothing when an update is refused', async () => {
    const { id } = (await send('POST', '', valid)).json<Tender>();
    expect((await send('PUT', `/${id}`, { ...valid, name: '' })).statusCode).toBe(400);
    expect((await listTenders()).json<Tender[]>()).toContainEqual({ id, ...valid });
  });
});
