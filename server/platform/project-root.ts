/**
 * The checkout's root folder (where package.json and dist/ are), found from this file whether it
 * runs as TypeScript under server/ or compiled into dist-server/ (issue 38): a path relative to
 * `import.meta.url` would differ between the two.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const projectRoot = findRoot(dirname(fileURLToPath(import.meta.url)));
