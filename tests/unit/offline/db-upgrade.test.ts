// @vitest-environment node
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { GatehouseDb, SCHEMA_VERSION, db } from '../../../src/offline/db';

/** Version 1 exactly as it shipped; frozen here on purpose, whatever db.ts becomes. */
function openVersion1(name: string): Dexie {
  const v1 = new Dexie(name);
  v1.version(1).stores({
    cached: '[collection+id], [collection+position]',
    collections: 'name',
    files: 'key, savedAt',
    outbox: 'id, status, [status+nextAttemptAt], entityKey, kind, createdAt',
    meta: 'key',
  });
  return v1;
}

describe('database schema upgrades', () => {
  it('declares the same version it exports as SCHEMA_VERSION', () => {
    expect(db.verno).toBe(SCHEMA_VERSION);
  });

  it('keeps pending outbox records and cached rows from version 1, backfilling updatedAt', async () => {
    const name = 'gatehouse-upgrade-from-1';
    const old = openVersion1(name);
    await old.table('outbox').bulkAdd([
      {
        id: 'a',
        kind: 'golf-cart.request',
        schemaVersion: 1,
        payload: { pickup: 'Gate 1' },
        userId: '9876543210',
        status: 'pending',
        attempts: 2,
        nextAttemptAt: 1_000,
        createdAt: 500,
      },
      {
        id: 'b',
        kind: 'golf-cart.request',
        schemaVersion: 1,
        payload: { pickup: 'Gate 2' },
        userId: '9876543210',
        status: 'needsAuth',
        attempts: 1,
        nextAttemptAt: 1_000,
        createdAt: 600,
      },
    ]);
    await old.table('cached').bulkAdd([
      { collection: 'tenders', id: '1', data: { id: 1 }, position: 0 },
      { collection: 'tenders', id: '2', data: { id: 2 }, position: 1 },
    ]);
    await old.table('collections').add({ name: 'tenders', refreshedAt: 42 });
    old.close();

    const upgraded = new GatehouseDb(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(2);

    expect(await upgraded.outbox.get('a')).toMatchObject({
      status: 'pending',
      attempts: 2,
      payload: { pickup: 'Gate 1' },
      updatedAt: 500,
    });
    // The v2 index answers the post-login question directly.
    const waiting = await upgraded.outbox
      .where('[userId+status]')
      .equals(['9876543210', 'needsAuth'])
      .primaryKeys();
    expect(waiting).toEqual(['b']);
    expect(await upgraded.cached.where('collection').equals('tenders').count()).toBe(2);
    expect(await upgraded.collections.get('tenders')).toEqual({ name: 'tenders', refreshedAt: 42 });
    upgraded.close();
  });

  it('creates a fresh database directly at the current version', async () => {
    const fresh = new GatehouseDb('gatehouse-fresh');
    await fresh.open();
    expect(fresh.verno).toBe(SCHEMA_VERSION);
    expect(fresh.tables.map((table) => table.name).sort()).toEqual([
      'cached',
      'collections',
      'files',
      'meta',
      'outbox',
    ]);
    fresh.close();
  });
});
