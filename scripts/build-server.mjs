/**
 * The server and its operator commands compiled to JavaScript (issue 38), so production runs
 * plain `node dist-server/main.mjs`: no TypeScript compiler in memory, a start in well under a
 * second. Our code is bundled; packages stay in node_modules (`packages: 'external'`). Chunks
 * split at every `import()`, so what loads on first use (sharp, pdf.js, the S3 client, web-push)
 * is not pulled in at start. Source maps let stack traces name our .ts files.
 * Plain JavaScript, like start.mjs: it runs before anything is compiled.
 */
import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

const root = join(import.meta.dirname, '..');
export const serverDistDir = join(root, 'dist-server');

/** Output name → source: the server, and the commands a service manager or an operator runs. */
export const serverEntries = {
  main: 'server/main.ts',
  admin: 'scripts/admin.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
  seed: 'scripts/seed.ts',
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
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: true,
    logLevel: 'warning',
  });
  rmSync(old, { recursive: true, force: true });
  try {
    renameSync(outdir, old);
  } catch {
    // No earlier build.
  }
  renameSync(fresh, outdir);
  rmSync(old, { recursive: true, force: true });
}
