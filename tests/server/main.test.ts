/**
 * The real process: `server/main.ts` starts on a free port with a fresh data directory,
 * prints the OTP once on its console (as the e2e tests and the demo read it), and stops
 * cleanly on SIGTERM.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverMain, serverNodeFlags } from '../../scripts/build-server.mjs';

let child: ChildProcess | undefined;
let dataDir: string | undefined;
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function waitFor<T>(what: string, probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the compiled server (server/main.ts)', () => {
  it(
    'starts, prints one OTP line per code, and exits 0 on SIGTERM',
    { timeout: 90_000 },
    async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-main-'));
      let stdout = '';
      let stderr = '';
      // The compiled server as production runs it (issue 38), so SIGTERM reaches it directly.
      const server = spawn(process.execPath, [...serverNodeFlags, serverMain], {
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = server;
      server.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));

      const port = await waitFor(
        'the start line',
        () =>
          /Gatehouse is running on http:\/\/localhost:(\d+)/.exec(stdout)?.[1] ??
          (server.exitCode !== null ? 'exit' : undefined),
        60_000,
      );
      expect(port, stderr).not.toBe('exit');
      const base = `http://127.0.0.1:${port}/api`;

      const health = await fetch(`${base}/health`);
      expect(await health.json()).toEqual({ status: 'ok' });

      const otp = await fetch(`${base}/auth/generate-otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone_number: '9000000002', apartment_number: 'A101' }),
      });
      expect(otp.status).toBe(200);
      const code = await waitFor(
        'the OTP line',
        () => /^OTP for 9000000002: (\d{6})$/m.exec(stdout)?.[1],
        10_000,
      );
      expect(stdout.match(/^OTP for .*$/gm)).toEqual([`OTP for 9000000002: ${code}`]);
      // Nothing buries that line by default: no JSON line per request (LOG_REQUESTS turns them on).
      expect(stdout).not.toMatch(/incoming request|request completed/);

      const verify = await fetch(`${base}/auth/verify-otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone_number: '9000000002', apartment_number: 'A101', otp: code }),
      });
      expect(verify.status).toBe(200);
      // The code is in the console line and nowhere else in the output (no request bodies in logs).
      expect((stdout + stderr).split(code).length - 1).toBe(1);

      server.kill('SIGTERM');
      expect(await exited).toBe(0);
    },
  );
});
