/**
 * Builds what is missing or older than its sources, so `npm start` on a fresh checkout (or after
 * a pull) always runs the current app: the web app into dist/ (scripts/build.ts, which also
 * compiles the server) and the compiled server into dist-server/ (build-server.mjs, under a
 * second, when only server code changed). Plain JavaScript: `npm start` runs it with node alone.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, serverDistDir, serverMarkerIn, serverSources } from './build-server.mjs';

const root = join(import.meta.dirname, '..');
export const distDir = join(root, 'dist');
/** What the app's staleness is judged by; a failed build must not leave it (build.ts). */
export const builtMarkerIn = (dist) => join(dist, 'index.html');

const appSources = [
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

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function staleAgainst(marker, sources) {
  if (!existsSync(marker)) return true;
  const builtAt = statSync(marker).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > builtAt);
}

const isAppStale = () => staleAgainst(builtMarkerIn(distDir), appSources);
const isServerStale = () => staleAgainst(serverMarkerIn(serverDistDir), serverSources);

export function isBuildStale() {
  return isAppStale() || isServerStale();
}

/** The compiled server alone, for tests that start it (esbuild: well under a second). */
export function buildServerIfStale() {
  if (isServerStale()) buildServer();
}

export function buildIfStale() {
  if (isAppStale()) {
    console.log('Building the app (dist/ is missing or older than its sources)…');
    // Its own process: Vite and the build's TypeScript steps run under tsx there.
    const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('The build failed');
  } else if (isServerStale()) {
    buildServer();
  }
}
