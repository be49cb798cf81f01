/**
 * `npm run build`: the production build of the app into dist/, as a list of steps run in order.
 * Vite's build also prerenders the public pages (scripts/prerender-plugin.ts). A new step is one
 * function slotted into `steps`: anything that writes files must come before precompression,
 * which copies what is there.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtMarkerIn, distDir } from './build-if-stale.mjs';
import { buildServer } from './build-server.mjs';
import { precompressDir } from './precompress';

const root = join(import.meta.dirname, '..');

interface BuildStep {
  name: string;
  run(dist: string): void | Promise<void>;
}

function viteBuild(dist: string): void {
  // Its own process with NODE_ENV=production: called from vitest (NODE_ENV=test), an in-process
  // build would bundle React's development build.
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

async function precompress(dist: string): Promise<void> {
  const { files, originalBytes, brotliBytes } = await precompressDir(dist);
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(`Precompressed ${files} files: ${kb(originalBytes)} → ${kb(brotliBytes)} brotli`);
}

/** dist → dist-server: the compiled server sits beside the app it serves, never inside it. */
const compileServer = (dist: string) => buildServer(`${dist}-server`);

export const steps: BuildStep[] = [
  { name: 'vite build', run: viteBuild },
  { name: 'precompress', run: precompress },
  { name: 'compile the server', run: compileServer },
];

export async function build(dist = distDir): Promise<void> {
  for (const step of steps) {
    try {
      await step.run(dist);
    } catch (error) {
      // Half a build looks current to build-if-stale; without its marker it is rebuilt next time.
      rmSync(builtMarkerIn(dist), { force: true });
      throw new Error(`Build step "${step.name}" failed`, { cause: error });
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await build();
}
