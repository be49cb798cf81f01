/**
 * Scheduled jobs run once across instances (DESIGN.md §8): a job is claimed inside a transaction
 * by its advisory lock (one instance at a time) and its row in `job_runs` (when it last ran, so a
 * second instance a minute later finds it done). No in-process timer is trusted for this.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * True when this transaction now holds `job`: nobody else holds its lock and it last ran more
 * than `minGapSeconds` before `now` (its row then says `now`, and commits with the transaction).
 */
export async function claimJobRun(
  tx: Kysely<Database>,
  job: string,
  now: Date,
  minGapSeconds: number,
): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`
    SELECT pg_try_advisory_xact_lock(hashtext(${job})) AS locked`.execute(tx);
  if (!rows[0]?.locked) return false;
  await tx
    .insertInto('job_runs')
    .values({ name: job, last_run_at: new Date(0) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const claimed = await tx
    .updateTable('job_runs')
    .set({ last_run_at: now })
    .where('name', '=', job)
    .where('last_run_at', '<=', new Date(now.getTime() - minGapSeconds * 1000))
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}
