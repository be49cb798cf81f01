/**
 * An estate on several instances, as an operator runs one: a database of its own on the
 * PostgreSQL at `adminUrl`, one S3 server (s3rver), the demo seeded once by `npm run seed`
 * (the instances start with SEED_DEMO off), then N real server processes with the same secrets
 * and S3 settings and TRUST_PROXY=1, and nginx in front of them.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres, type DatabaseHandle } from '../../server/platform/db/client';
import { sharedSecrets } from '../e2e/support/server';
import { startS3 } from '../server/s3-server';
import { adminQuery, databaseUrl } from '../server/postgres-admin';
import { spawnServer, type SpawnedServer } from '../server/server-process';
import { startNginx } from './nginx';

const root = join(import.meta.dirname, '..', '..');

export interface Cluster {
  /** nginx, in front of every instance. */
  url: string;
  instances: SpawnedServer[];
  /** The estate's database, for seeding people and checking what was written. */
  db: DatabaseHandle['db'];
  /** The JWT secret every instance shares (benches sign sessions with it). */
  secret: string;
  stop(): Promise<void>;
}

/** `npm run seed`, with the environment the instances get. */
function seed(env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run seed failed:\n${printed}`)),
    ),
  );
}

export async function startCluster(
  adminUrl: string,
  instances: number,
  env: NodeJS.ProcessEnv = {},
): Promise<Cluster> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const name = `gatehouse_cluster_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
    cleanups.push(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    const s3 = await startS3();
    cleanups.push(s3.stop);
    const dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-cluster-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const secrets = sharedSecrets();
    const shared = {
      DATABASE_URL: databaseUrl(adminUrl, name),
      ...secrets,
      ...s3.env,
      TRUST_PROXY: '1',
      SEED_DEMO: 'false',
      SHUTDOWN_DRAIN: '0',
      ...env,
    };
    await seed({ ...shared, DATA_DIR: join(dataDir, 'seed') });
    const started = await Promise.all(
      Array.from({ length: instances }, (_, i) =>
        spawnServer({ ...shared, DATA_DIR: join(dataDir, `instance-${i}`) }),
      ),
    );
    cleanups.push(() => Promise.all(started.map((instance) => instance.kill())));
    const nginx = await startNginx(started.map((instance) => instance.url));
    cleanups.push(nginx.stop);
    const handle = await openPostgres(shared.DATABASE_URL);
    cleanups.push(() => handle.close());
    return {
      url: nginx.url,
      instances: started,
      db: handle.db,
      secret: secrets.JWT_SECRET ?? '',
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
