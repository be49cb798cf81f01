/**
 * pg_dump and pg_restore for a PostgreSQL database. pg_dump must be at least as new as the
 * server it reads, so the newest Debian install (/usr/lib/postgresql/<version>/bin) is taken
 * before whatever PATH finds; and the password goes in PGPASSWORD, never on a command line
 * that `ps` shows to every user of the machine.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const debianRoot = '/usr/lib/postgresql';

export function findPgTool(name: 'pg_dump' | 'pg_restore'): string {
  const versions = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((version) => existsSync(join(debianRoot, version, 'bin', name)))
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  if (versions[0]) return join(debianRoot, versions[0], 'bin', name);
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .map((dir) => join(dir, name))
    .find((path) => existsSync(path));
  if (onPath) return onPath;
  throw new Error(
    `${name} was not found (on PATH or in ${debianRoot}/*/bin): install PostgreSQL's client ` +
      'tools of the server version or newer (Debian: apt-get install postgresql-client).',
  );
}

/** The URL without its password, and the environment that carries it instead. */
function connection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    url: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a PostgreSQL tool on `databaseUrl`; rejects with its error output when it fails. */
export function runPgTool(
  name: 'pg_dump' | 'pg_restore',
  args: string[],
  databaseUrl: string,
): Promise<void> {
  const { url, env } = connection(databaseUrl);
  const child = spawn(findPgTool(name), [...args, `--dbname=${url}`], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (exit ${String(code)}):\n${errors.trim()}`));
    });
  });
}
