/**
 * Builds the app with Vite when dist/ is missing or older than any of its sources,
 * so `npm start` on a fresh checkout (or after a pull) always serves the current app.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const sources = [
  'src',
  'sw',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];
const builtMarker = join(root, 'dist', 'index.html');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function isBuildStale(): boolean {
  if (!existsSync(builtMarker)) return true;
  const builtAt = statSync(builtMarker).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > builtAt);
}

export function buildIfStale(): void {
  if (!isBuildStale()) return;
  console.log('Building the app (dist/ is missing or older than its sources)…');
  // Its own process with NODE_ENV=production: called from vitest (NODE_ENV=test), an in-process
  // build would bundle React's development build.
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('vite build failed');
}
