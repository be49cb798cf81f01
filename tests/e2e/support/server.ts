/**
 * A real Gatehouse server for e2e: its own data dir, a free port, embedded PGlite, and its
 * standard output kept so tests read OTP codes the way a person reads an SMS.
 * The data dir starts as a copy of a template that global-setup.ts migrated and seeded once:
 * PGlite opens an existing data dir in a few seconds, where a first start takes many more.
 *
 * Shared or private (see lifecycle.ts): a start costs seconds per file, so the files that only
 * sign the demo people in and work on data of their own (unique titles, their own sport or
 * apartment) share one server per vitest worker — `useServerAndBrowser()`. A file gets a
 * server of its own with `usePrivateServerAndBrowser()` (or by passing env to either) when it
 * stops the server, needs other env, changes what other files rely on (removes a demo
 * resident), asserts on totals others add to (unread counts, "the only ride"), or checks pages
 * whose layout moves with others' data (a resident's bookings push the home page's pictures
 * down). Files of one worker run one after another, so a shared server is never used by two
 * files at once, but it does carry what earlier files left behind, in any order.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { buildServerIfStale } from '../../../scripts/build-if-stale.mjs';
import { serverMain, serverNodeFlags } from '../../../scripts/build-server.mjs';
import { randomBytes } from 'node:crypto';
import { closeSync, cpSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';

const root = join(import.meta.dirname, '..', '..', '..');

export interface RunningServer {
  url: string;
  /** The next code printed as `OTP for <phone>: <code>` since the last one read for that phone. */
  otpFor(phone: string): Promise<string>;
  output(): string;
  stop(): Promise<void>;
}

/** How a worker finds a server global-setup.ts started: its URL and the file of its console. */
export interface SharedServer {
  url: string;
  log: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const healthy = (url: string) =>
  waitFor('the server to answer /api/health', async () =>
    (await fetch(`${url}/api/health`)).ok ? true : undefined,
  );

/** Reads OTPs off a console, `read()` returning all of it printed so far. */
export function otpReader(read: () => string): RunningServer['otpFor'] {
  const codesRead = new Map<string, number>();
  return async (phone) => {
    const seen = codesRead.get(phone) ?? 0;
    const code = await waitFor(
      `an OTP for ${phone}`,
      async () => {
        const codes = [...read().matchAll(new RegExp(`^OTP for ${phone}: (\\d{6})$`, 'gm'))];
        return codes[seen]?.[1];
      },
      10_000,
    );
    codesRead.set(phone, seen + 1);
    return code;
  };
}

export interface ServerOptions {
  /** Environment on top of the e2e defaults. */
  env?: NodeJS.ProcessEnv;
  /** A data dir to copy before starting (a migrated, seeded estate). */
  template?: string;
  /** Start in this data dir and keep it after stopping (how the template is made). */
  dataDir?: string;
  /** Write the console to this file rather than keep it in memory (for other processes). */
  log?: string;
  /** Listen here (a restart on the same origin keeps the pages' worker and storage); else free. */
  port?: number;
}

/**
 * With DATABASE_URL the server refuses to start without the secrets instances share (the
 * bench's PostgreSQL runs): one set per process, as an operator would configure them.
 */
let postgresSecrets: NodeJS.ProcessEnv | undefined;
export function sharedSecrets(): NodeJS.ProcessEnv {
  if (!postgresSecrets) {
    const vapid = webpush.generateVAPIDKeys();
    postgresSecrets = {
      JWT_SECRET: randomBytes(48).toString('base64url'),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PASS_SIGNING_KEY: randomBytes(32).toString('base64url'),
    };
  }
  return postgresSecrets;
}
const secretsFor = (env: NodeJS.ProcessEnv) => (env.DATABASE_URL ? sharedSecrets() : {});

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const extraEnv = { ...secretsFor(options.env ?? {}), ...options.env };
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'gatehouse-e2e-'));
  if (options.template) cpSync(options.template, dataDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const { DATABASE_URL: _ignored, ...env } = process.env;
  let stdout = '';
  const logFd = options.log ? openSync(options.log, 'a') : undefined;
  // The compiled server, as `npm start` runs it (issue 38).
  buildServerIfStale();
  const child: ChildProcess = spawn(process.execPath, [...serverNodeFlags, serverMain], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // e2e signs the same demo people in many times from one address.
      OTP_COOLDOWN_SECONDS: '0',
      OTP_MAX_PER_PHONE_PER_HOUR: '1000',
      OTP_MAX_PER_IP_PER_HOUR: '1000',
      // Stopping a test's server needs no drain: no balancer is sending it requests.
      SHUTDOWN_DRAIN: '0',
      ...extraEnv,
    },
    stdio: ['ignore', logFd ?? 'pipe', 'pipe'],
  });
  if (logFd !== undefined) closeSync(logFd);
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const url = `http://127.0.0.1:${port}`;
  const output = options.log ? () => readFileSync(options.log ?? '', 'utf8') : () => stdout;
  await healthy(url);

  return {
    url,
    output,
    otpFor: otpReader(output),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A shared server, as one file sees it: only what its console prints from now on. */
export async function attachServer(shared: SharedServer): Promise<RunningServer> {
  await healthy(shared.url);
  const from = statSync(shared.log).size;
  const output = () => readFileSync(shared.log).subarray(from).toString('utf8');
  return {
    url: shared.url,
    output,
    otpFor: otpReader(output),
    stop: () =>
      Promise.reject(
        new Error('A shared e2e server outlives its files: use usePrivateServerAndBrowser()'),
      ),
  };
}
