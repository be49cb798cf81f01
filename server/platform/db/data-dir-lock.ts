/**
 * PGlite is one process's database, and it does not guard that itself: a second process opens
 * the same folder without a word (its `postmaster.pid` holds a made-up pid) and the two overwrite
 * each other's pages. So whoever opens `DATA_DIR/db` (the server, `npm run seed`, backup,
 * restore) first takes `DATA_DIR/db.lock`, holding its pid and host. A lock whose process is gone
 * (a `kill -9`, a power cut) is stale and taken over; a live one refuses with who holds it.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

interface Holder {
  pid: number;
  host: string;
}

const lockFileOf = (dbDir: string): string => `${dbDir}.lock`;

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string'
      ? { pid: holder.pid, host: holder.host }
      : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when a live process (this one excepted) holds the lock of `dbDir`. */
function heldByAnother(holder: Holder | undefined): holder is Holder {
  if (!holder) return false;
  // Another machine's process cannot be looked at from here: count it as alive.
  if (holder.host !== hostname()) return true;
  return holder.pid !== process.pid && isAlive(holder.pid);
}

/**
 * Takes the lock of the PGlite folder `dbDir`; answers the function that releases it. Throws
 * DataDirInUseError when another live process holds it.
 */
export function lockDataDir(dbDir: string): () => void {
  const file = lockFileOf(dbDir);
  mkdirSync(dirname(file), { recursive: true });
  const mine = JSON.stringify({ pid: process.pid, host: hostname() } satisfies Holder);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (heldByAnother(holder)) {
        throw new DataDirInUseError(
          `${dbDir} is in use by process ${holder.pid} on ${holder.host} (a Gatehouse server or ` +
            `command): stop it first. If no such process runs, delete ${file}.`,
        );
      }
      rmSync(file, { force: true });
      continue;
    }
    writeSync(fd, mine);
    closeSync(fd);
    return () => {
      if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
    };
  }
  throw new DataDirInUseError(`${dbDir} is being opened by another process at this moment.`);
}
