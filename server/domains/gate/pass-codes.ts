/**
 * A pass's 6-digit code (issue 17): from a CSPRNG, unique among live passes (not revoked, window
 * not ended). An ended pass's code may come back, so a unique index cannot hold the rule; codes
 * are drawn under one advisory lock instead, held to the end of the creating transaction, so two
 * residents creating passes at once (even on two instances) never get the same live code.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** With a million codes and a few thousand live passes, one draw almost always does. */
const MAX_DRAWS = 50;
const LOCK = 'gate:pass-codes';

/**
 * Where draws come from: the CSPRNG. An object rather than a bare import so a test can queue the
 * draws it needs (collisions) and put the CSPRNG back, with no module mock.
 */
export const codeDraws = { next: (): number => randomInt(0, 1_000_000) };

export const drawCode = (): string => String(codeDraws.next()).padStart(6, '0');

/** Takes the code lock for the rest of `tx`. */
export async function lockPassCodes(tx: Kysely<Database>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${LOCK}))`.execute(tx);
}

/** A code no live pass holds at `now`; call inside the transaction that inserts the pass. */
export async function newPassCode(tx: Kysely<Database>, now: Date): Promise<string> {
  await lockPassCodes(tx);
  for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
    const code = drawCode();
    const taken = await tx
      .selectFrom('passes')
      .select('id')
      .where('code', '=', code)
      .where('valid_until', '>', now)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!taken) return code;
  }
  throw new Error('No free pass code after many draws: far too many live passes.');
}
