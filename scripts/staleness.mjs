/**
 * Whether something built is older than what it is built from, by modification times: shared by
 * build-if-stale.mjs and build-server.mjs. Plain JavaScript: `npm start` runs it with node alone.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when `marker` is missing or any of `sources` (paths from the checkout's root) is newer. */
export function staleAgainst(marker, sources) {
  if (!existsSync(marker)) return true;
  const builtAt = statSync(marker).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > builtAt);
}
