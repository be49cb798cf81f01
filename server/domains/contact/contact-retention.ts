/**
 * Contact Us messages are personal data (a name, an email address, what they wrote) and leave
 * with the estate's other records of visitors: after the visitor log's retention (issue 17's
 * privacy rule, VISITOR_LOG_RETENTION days), handled or not. Like the gate's job, it runs once
 * across instances (claimJobRun: the job's advisory lock and its row in `job_runs`). The
 * questions Ask RWA kept for its unanswered list (who asked, and what) leave on the same day.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { claimJobRun } from '../../platform/jobs/job-runs';
import { forgetOldQuestions } from '../assistant';

const JOB = 'contact-retention';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ContactRetentionOptions {
  now: Date;
  days: number;
  /** A run within this many seconds before `now` (on any instance) means: not again yet. */
  minGapSeconds: number;
}

export interface ContactRetentionOutcome {
  /** False when another instance holds the job or ran it within the gap. */
  ran: boolean;
  messages: number;
  /** Ask RWA's kept questions. */
  questions: number;
}

export async function runContactRetention(
  db: Kysely<Database>,
  options: ContactRetentionOptions,
): Promise<ContactRetentionOutcome> {
  const cutoff = new Date(options.now.getTime() - options.days * DAY_MS);
  return db.transaction().execute(async (tx) => {
    if (!(await claimJobRun(tx, JOB, options.now, options.minGapSeconds)))
      return { ran: false, messages: 0, questions: 0 };
    const gone = await tx.deleteFrom('contact_messages').where('created_at', '<', cutoff).execute();
    const questions = await forgetOldQuestions(tx, cutoff);
    return { ran: true, messages: Number(gone[0]?.numDeletedRows ?? 0), questions };
  });
}
