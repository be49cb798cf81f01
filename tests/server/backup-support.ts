/**
 * For the backup tests: an estate as an operator has one (a DATA_DIR holding the suite's seeded
 * database, or a PostgreSQL database made from the template; files on disk or in S3), filled
 * through the API with data of every kind; and a snapshot of what it holds (every table's rows
 * as text, every stored file's SHA-256) to compare after a restore.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/platform/config/config';
import type { Config } from '../../server/platform/config/config';
import { openLockedPglite, openPostgres } from '../../server/platform/db/client';
import type { Database } from '../../server/platform/db/schema';
import type { FileStore, FileStores } from '../../server/platform/files/file-store';
import { fileStoresFor } from '../../server/platform/files/file-stores';
import { auditedCases } from './audit-support';
import type { ContentApp } from './content-support';
import { guestFields, createPass } from './gate-support';
import { SmsInbox, TestClock, login, testConfig } from './helper';
import { adminQuery, databaseUrl } from './postgres-admin';
import type { TestS3 } from './s3-server';
import { serverData } from './spawned-server';
import type { ServerData } from './spawned-server';
import { documentConformance } from './document-conformance';

export interface Estate {
  dataDir: string;
  /** The environment the backup and restore commands read. */
  env: NodeJS.ProcessEnv;
  data: ServerData;
  dispose(): Promise<void>;
}

/** The suite's seeded estate in a new DATA_DIR (and database), its files in `s3` if given. */
export async function newEstate(s3?: TestS3): Promise<Estate> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-backup-'));
  const data = await serverData(dataDir);
  return {
    dataDir,
    env: { ...data.env, ...s3?.env },
    data,
    async dispose() {
      await data.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An empty place to restore into: a new DATA_DIR, and a new empty database on PostgreSQL. */
export async function emptyTarget(s3?: TestS3): Promise<Estate> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-restore-'));
  const template = inject('databaseTemplate');
  const name = `gatehouse_restore_${randomBytes(6).toString('hex')}`;
  const url = template.kind === 'postgres' ? databaseUrl(template.adminUrl, name) : undefined;
  if (template.kind === 'postgres') {
    await adminQuery(template.adminUrl, `CREATE DATABASE "${name}"`);
  }
  const drop = () =>
    template.kind === 'postgres'
      ? adminQuery(template.adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      : Promise.resolve();
  const env = { DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}), ...s3?.env };
  return {
    dataDir,
    env,
    data: {
      env,
      open: () => (url ? openPostgres(url) : openLockedPglite(join(dataDir, 'db'))),
      dispose: drop,
    },
    async dispose() {
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The estate's configuration as the commands read it (secrets generated into DATA_DIR). */
export const configOf = (estate: Estate): Config => loadConfig(estate.env);

/**
 * Writes data of every kind through the API, as the RWA and residents do: every audited admin
 * write (gallery, menus, newsletters, events, documents, lost & found with photos, helpdesk
 * tickets with photos, bookings, golf-cart rides, tenders, members…), and a visitor pass.
 */
export async function fillThroughTheApi(estate: Estate): Promise<void> {
  const config = configOf(estate);
  const clock = new TestClock();
  const sms = new SmsInbox();
  const database = await estate.data.open();
  const fileStores = await fileStoresFor(config);
  const app = await buildApp({
    // Held to the API document, as build()'s apps are.
    onSend: documentConformance().onSend,
    config: testConfig({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      storage: config.storage,
    }),
    database,
    now: clock.now,
    otpDelivery: sms,
    fileStores,
  });
  await app.ready();
  try {
    const base = {
      app,
      db: database.db,
      clock,
      sms,
      config: testConfig(),
      close: () => app.close(),
    };
    const t: ContentApp = {
      ...base,
      dataDir: config.dataDir,
      rwa: await login(base, '9000000001'),
      member: await login(base, '9000000002', 'A101'),
      otherMember: await login(base, '9000000004', 'C303'),
    };
    const { cases } = await auditedCases(t);
    for (const [name, prepare] of Object.entries(cases)) {
      const response = await (await prepare())();
      if (response.statusCode >= 300) throw new Error(`${name}: ${response.body}`);
    }
    await createPass(t, t.member, guestFields());
  } finally {
    // The app closes the database it was given.
    await app.close();
  }
}

export interface Snapshot {
  /** Per table, every row as PostgreSQL's text of it, sorted. */
  tables: Record<string, string[]>;
  sequences: Record<string, string>;
  /** Per store, every file's name and SHA-256. */
  files: Record<keyof FileStores, Record<string, string>>;
}

async function tableRows(db: Kysely<Database>): Promise<Snapshot['tables']> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`.execute(db);
  const rows: Snapshot['tables'] = {};
  for (const { name } of tables.rows) {
    const result = await sql<{ row: string }>`
      SELECT t::text AS row FROM ${sql.table(name)} t ORDER BY 1`.execute(db);
    rows[name] = result.rows.map((r) => r.row);
  }
  return rows;
}

async function fileSums(store: FileStore): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for await (const { name } of store.list()) {
    const file = await store.get(name);
    if (!file) continue;
    const hash = createHash('sha256');
    for await (const chunk of file.body as AsyncIterable<Buffer>) hash.update(chunk);
    sums[name] = hash.digest('hex');
  }
  return sums;
}

/** What the estate holds now; its database must not be open elsewhere. */
export async function snapshot(estate: Estate, stores: FileStores): Promise<Snapshot> {
  const database = await estate.data.open();
  try {
    const sequences = await sql<{ name: string; value: string | null }>`
      SELECT sequencename AS name, last_value::text AS value FROM pg_sequences
      WHERE schemaname = 'public' ORDER BY 1`.execute(database.db);
    return {
      tables: await tableRows(database.db),
      sequences: Object.fromEntries(sequences.rows.map((s) => [s.name, s.value ?? 'unset'])),
      files: {
        files: await fileSums(stores.files),
        privateFiles: await fileSums(stores.privateFiles),
      },
    };
  } finally {
    await database.close();
  }
}
