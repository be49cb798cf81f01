/**
 * Builds the app (scripts/build.ts) when dist/ is missing or older than any of its sources,
 * so `npm start` on a fresh checkout (or after a pull) always serves the current app.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { builtMarkerIn, distDir } from './build';

const root = join(import.meta.dirname, '..');
const sources = [
  'src',
  'sw',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  // The build's own steps: a new step (precompression, prerendering) makes old builds stale.
  'scripts/build.ts',
  'scripts/precompress.ts',
];
const builtMarker = builtMarkerIn(distDir);

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
  // Its own process, so callers stay synchronous (build.ts runs Vite in a process of its own).
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The build failed');
}
