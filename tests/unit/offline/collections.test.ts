// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../../contract/platform/endpoint';
import {
  defineCollection,
  readCollection,
  refreshCollection,
  type CollectionFetcher,
} from '../../../src/offline/collections';
import { T0, resetOfflineDb } from './helpers';

beforeEach(resetOfflineDb);

const listTenders = defineEndpoint({
  method: 'GET',
  path: 'tenders/tenders',
  access: 'public',
  response: z.unknown(),
  failure: 'Failed to load tenders',
});

const tenders = defineCollection({
  name: 'tenders',
  endpoint: listTenders,
  schema: z.object({ id: z.number(), name: z.string().min(1) }),
  idOf: (tender) => tender.id,
  select: (response) => (response as { tenders?: unknown }).tenders,
});

const serving =
  (response: unknown): CollectionFetcher =>
  async () =>
    response;
const failing: CollectionFetcher = async () => {
  throw new Error('Could not reach the server');
};

describe('cached collections', () => {
  it('stores the validated items in the server order with the refresh time', async () => {
    const list = [
      { id: 3, name: 'Lift repair' },
      { id: 1, name: 'Painting' },
      { id: 2, name: 'Garden' },
    ];
    const result = await refreshCollection(tenders, serving({ tenders: list }), { now: T0 });
    expect(result).toEqual({ stored: 3, dropped: 0, refreshedAt: T0 });
    expect(await readCollection(tenders)).toEqual({ items: list, refreshedAt: T0 });
  });

  it('drops only the invalid items, never the whole list', async () => {
    const list = [
      { id: 1, name: 'Painting' },
      { id: 'x' },
      { id: 2, name: '' },
      { id: 4, name: 'Gym' },
    ];
    const result = await refreshCollection(tenders, serving({ tenders: list }), { now: T0 });
    expect(result.dropped).toBe(2);
    expect((await readCollection(tenders)).items.map((t) => t.id)).toEqual([1, 4]);
  });

  it('keeps the old copy when the fetch fails', async () => {
    await refreshCollection(tenders, serving({ tenders: [{ id: 1, name: 'Painting' }] }), {
      now: T0,
    });
    await expect(refreshCollection(tenders, failing, { now: T0 + 1 })).rejects.toThrow();
    expect(await readCollection(tenders)).toEqual({
      items: [{ id: 1, name: 'Painting' }],
      refreshedAt: T0,
    });
  });

  it('keeps the old copy when the answer is not a list or no item of it is valid', async () => {
    await refreshCollection(tenders, serving({ tenders: [{ id: 1, name: 'Painting' }] }), {
      now: T0,
    });
    await expect(refreshCollection(tenders, serving({ oops: true }))).rejects.toThrow(/list/);
    await expect(refreshCollection(tenders, serving({ tenders: [{ bad: 1 }] }))).rejects.toThrow();
    expect((await readCollection(tenders)).items).toHaveLength(1);
  });

  it('replaces the rows on refresh, so a deleted item disappears', async () => {
    const two = {
      tenders: [
        { id: 1, name: 'A' },
        { id: 2, name: 'B' },
      ],
    };
    await refreshCollection(tenders, serving(two), { now: T0 });
    await refreshCollection(tenders, serving({ tenders: [{ id: 2, name: 'B' }] }), { now: T0 + 1 });
    expect((await readCollection(tenders)).items).toEqual([{ id: 2, name: 'B' }]);
  });

  it('accepts an empty list as "nothing there now"', async () => {
    await refreshCollection(tenders, serving({ tenders: [{ id: 1, name: 'A' }] }), { now: T0 });
    await refreshCollection(tenders, serving({ tenders: [] }), { now: T0 + 1 });
    expect(await readCollection(tenders)).toEqual({ items: [], refreshedAt: T0 + 1 });
  });

  it('never shows one apartment’s copy to another scope', async () => {
    await refreshCollection(tenders, serving({ tenders: [{ id: 1, name: 'A' }] }), {
      now: T0,
      scope: 'A101',
    });
    expect((await readCollection(tenders, 'A101')).items).toHaveLength(1);
    expect(await readCollection(tenders, 'B202')).toEqual({ items: [], refreshedAt: undefined });
  });

  it('applies schema transforms on read (the stored item is the server JSON)', async () => {
    const dated = defineCollection({
      name: 'events',
      endpoint: listTenders,
      schema: z.object({ id: z.number(), date: z.string().transform((d) => d.slice(0, 4)) }),
      idOf: (event) => event.id,
    });
    await refreshCollection(dated, serving([{ id: 1, date: '2025-03-10' }]), { now: T0 });
    expect((await readCollection(dated)).items).toEqual([{ id: 1, date: '2025' }]);
    await refreshCollection(dated, serving([{ id: 1, date: '2025-03-10' }]), { now: T0 + 1 });
    expect((await readCollection(dated)).items).toEqual([{ id: 1, date: '2025' }]);
  });
});
