/**
 * Builds what is missing or older than its sources, so `npm start` on a fresh checkout (or after
 * a pull) always runs the current app: the web app into dist/ (scripts/build.ts, which also
 * compiles the server) and the compiled server into dist-server/ (build-server.mjs, under a
 * second, when only server code changed; ~7 s more when its database template is stale).
 * Plain JavaScript: `npm start` runs it with node alone.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildServer, isServerBuildStale } from './build-server.mjs';
import { staleAgainst } from './staleness.mjs';

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

const isAppStale = () => staleAgainst(builtMarkerIn(distDir), appSources);

export function isBuildStale() {
  return isAppStale() || isServerBuildStale();
}

/** The compiled server alone, for tests that start it (esbuild: well under a second). */
export function buildServerIfStale() {
  if (isServerBuildStale()) buildServer();
}

export function buildIfStale() {
  if (isAppStale()) {
    console.log('Building the app (dist/ is missing or older than its sources)…');
    // Its own process: Vite and the build's TypeScript steps run under tsx there.
    const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('The build failed');
  } else if (isServerBuildStale()) {
    buildServer();
  }
}
