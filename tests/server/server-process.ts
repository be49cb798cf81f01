/**
 * The real server as a process of its own (`server/main.ts`) on a free port, its console kept to
 * read OTP codes and log lines from. `kill()` is SIGKILL: no shutdown hook runs, as when a
 * machine dies. Free of vitest, so the benches start servers with it too.
 */
import { spawn } from 'node:child_process';
import { buildServerIfStale } from '../../scripts/build-if-stale.mjs';
import { serverMain, serverNodeFlags } from '../../scripts/build-server.mjs';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

export interface SpawnedServer {
  url: string;
  output(): string;
  /** Resolves with the first match of `pattern` in the console (waiting up to 60 s). */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

export async function spawnServer(env: NodeJS.ProcessEnv): Promise<SpawnedServer> {
  const port = await freePort();
  const { DATABASE_URL: _fromSuite, ...inherited } = process.env;
  let printed = '';
  buildServerIfStale(); // the compiled server, as `npm start` runs it (issue 38)
  const child: ChildProcess = spawn(process.execPath, [...serverNodeFlags, serverMain], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  await until('the server to answer /api/health', async () => {
    if (child.exitCode !== null) return `exited:\n${printed}`;
    return (await fetch(`${url}/api/health`)).ok ? 'up' : undefined;
  }).then((state) => {
    if (state !== 'up') throw new Error(`The server ${state}`);
  });
  return {
    url,
    output: () => printed,
    waitFor: (pattern) =>
      until(`${String(pattern)} in the console`, async () => printed.match(pattern) ?? undefined),
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
