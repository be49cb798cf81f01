/**
 * The server and its operator commands compiled to JavaScript (issue 38), so production runs
 * plain `node dist-server/main.mjs`: no TypeScript compiler in memory, a start in well under a
 * second. Our code is bundled; packages stay in node_modules (`packages: 'external'`). Chunks
 * split at every `import()`, so what loads on first use (sharp, pdf.js, the S3 client, web-push)
 * is not pulled in at start. Source maps let stack traces name our .ts files.
 * Plain JavaScript, like start.mjs: it runs before anything is compiled.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { staleAgainst } from './staleness.mjs';

const root = join(import.meta.dirname, '..');
export const serverDistDir = join(root, 'dist-server');

/** Output name → source: the server, and the commands a service manager or an operator runs. */
export const serverEntries = {
  main: 'server/main.ts',
  admin: 'scripts/admin.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
  seed: 'scripts/seed.ts',
  // A build step, not a command: makes the database template below.
  'pgdata-template': 'scripts/pgdata-template.ts',
};

/** What the compiled server is made from, for build-if-stale.mjs. */
export const serverSources = [
  'server',
  'contract',
  ...Object.values(serverEntries),
  'package-lock.json',
  'scripts/build-server.mjs',
];

/** The file whose presence (and age) says the compiled server is there. */
export const serverMarkerIn = (outdir) => join(outdir, 'main.mjs');
/** What `node` runs: the compiled server. */
export const serverMain = serverMarkerIn(serverDistDir);

/**
 * How `node` runs it (package.json's `start`, the tests, README's service unit):
 * - source maps, so stack traces name our .ts files;
 * - `--liftoff-only`: WebAssembly (PGlite's PostgreSQL) stays on V8's baseline compiler. On
 *   Node 24, optimising PGlite's big functions with TurboFan takes ~500 MB for a moment at every
 *   start and under load (peaks of 770–860 MB against 240–520 MB without it), and a small
 *   estate's queries were no slower without it (docs/memory.md);
 * - `--max-semi-space-size=8` (MB): V8 sizes its young generation by the machine's memory, not
 *   the server's; a small one keeps 20 residents browsing under 500 MB (635 MB without it).
 */
export const serverNodeFlags = [
  '--enable-source-maps',
  '--liftoff-only',
  '--max-semi-space-size=8',
];

/**
 * PGlite after initdb and every migration (server/platform/db/pglite-template.ts), which a first
 * start unpacks instead of running initdb. Remade when a migration, PGlite's settings or its
 * version change; otherwise carried over from the previous build (making it takes ~7 s).
 */
export const templateIn = (outdir) => join(outdir, 'pgdata.tar.gz');
const templateSources = [
  'server/platform/db/migrations',
  'server/platform/db/migrate.ts',
  'server/platform/db/client.ts',
  'server/platform/db/pglite-template.ts',
  'scripts/pgdata-template.ts',
  'node_modules/@electric-sql/pglite/package.json',
  'package-lock.json',
];

/** For build-if-stale.mjs: the compiled server or its database template is missing or old. */
export function isServerBuildStale(outdir = serverDistDir) {
  return (
    staleAgainst(serverMarkerIn(outdir), serverSources) ||
    staleAgainst(templateIn(outdir), templateSources)
  );
}

function carryOrMakeTemplate(previous, fresh) {
  if (!staleAgainst(templateIn(previous), templateSources)) {
    copyFileSync(templateIn(previous), templateIn(fresh));
    // Its age is what staleness is judged by: the copy keeps the original's.
    const { atime, mtime } = statSync(templateIn(previous));
    utimesSync(templateIn(fresh), atime, mtime);
    return;
  }
  // Its own process: initdb's WebAssembly heap is freed when it exits, never the server's.
  const made = spawnSync(
    process.execPath,
    [join(fresh, 'pgdata-template.mjs'), templateIn(fresh)],
    { cwd: root, stdio: 'inherit' },
  );
  if (made.status !== 0) {
    rmSync(templateIn(fresh), { force: true });
    console.warn('Could not make the database template: a first start will run initdb.');
  }
}

export function buildServer(outdir = serverDistDir) {
  // Built aside, then swapped in: a server starting meanwhile never sees half a build.
  const fresh = `${outdir}.new-${process.pid}`;
  const old = `${outdir}.old-${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  buildSync({
    absWorkingDir: root,
    entryPoints: serverEntries,
    outdir: fresh,
    bundle: true,
    splitting: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node24',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: true,
    logLevel: 'warning',
  });
  carryOrMakeTemplate(outdir, fresh);
  rmSync(old, { recursive: true, force: true });
  try {
    renameSync(outdir, old);
  } catch {
    // No earlier build.
  }
  renameSync(fresh, outdir);
  rmSync(old, { recursive: true, force: true });
}
