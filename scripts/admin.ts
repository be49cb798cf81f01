/**
 * `npm run admin -- <command>`: break-glass for the operator who runs the server, when nobody
 * can sign in as the RWA (README, "When nobody can sign in as the RWA").
 *   unlock <phone>             lifts every sign-in lock of the phone
 *   make-rwa <phone> <name>    makes the phone an active RWA admin (added if new)
 * With PGlite only while the server is stopped (one process owns its folder); on PostgreSQL at
 * any time. Each writes an audit row naming the server console.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { phoneNumber, requiredText } from '../contract/platform/fields';
import { ConfigError, loadConfig } from '../server/platform/config/config';
import { DataDirInUseError } from '../server/platform/db/data-dir-lock';
import { prepareDatabase } from '../server/prepare';
import type { Database } from '../server/platform/db/schema';
import {
  BreakGlassRefusal,
  makeRwaFromConsole,
  unlockFromConsole,
} from '../server/domains/register/break-glass';

const usage = `Usage:
  npm run admin -- unlock <phone>
  npm run admin -- make-rwa <phone> <name>`;

const name = requiredText('Name', 'name');

/** The checked words of a command, or a refusal that says what is wrong with them. */
function check<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new BreakGlassRefusal(`${parsed.error.issues[0]?.message ?? 'Invalid input'}\n${usage}`);
}

type Act = (db: Kysely<Database>, at: Date) => Promise<string>;

/** What the command asks for, its words checked before any database is opened. */
function actOf([command, ...words]: string[]): Act {
  if (command === 'unlock' && words.length === 1) {
    const phone = check(phoneNumber, words[0]);
    return (db, at) => unlockFromConsole(db, phone, at);
  }
  if (command === 'make-rwa' && words.length === 2) {
    const person = { phone: check(phoneNumber, words[0]), name: check(name, words[1]) };
    return (db, at) => makeRwaFromConsole(db, person, at);
  }
  throw new BreakGlassRefusal(usage);
}

async function run(args: string[]): Promise<string> {
  const act = actOf(args);
  const database = await prepareDatabase({ ...loadConfig(), seedDemo: false });
  try {
    return await act(database.db, new Date());
  } finally {
    await database.close();
  }
}

try {
  process.stdout.write(`${await run(process.argv.slice(2))}\n`);
} catch (error) {
  const known =
    error instanceof BreakGlassRefusal ||
    error instanceof ConfigError ||
    error instanceof DataDirInUseError;
  process.stderr.write(known ? `${error.message}\n` : `Failed: ${String(error)}\n`);
  process.exitCode = 1;
}
