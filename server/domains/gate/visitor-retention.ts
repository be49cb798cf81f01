/**
 * The gate forgets (issue 17's privacy rule): visits, walk-ins and ended passes older than the
 * log's retention, and walk-in photos (files and names) older than the photos' retention. Every
 * instance tries it on a timer (domains/gate/visitor-retention-job.ts); it runs once across them: one
 * instance at a time holds the job's advisory lock, and the job's row in `job_runs` says when it
 * last ran, so a second instance a minute later finds nothing to do (DESIGN.md §8).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { FileStore } from '../../platform/files/file-store';
import { claimJobRun } from '../../platform/jobs/job-runs';
import { removeFiles } from '../../platform/files/uploads';
import { forgetStanding } from './standing-retention';

const JOB = 'visitor-retention';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionOptions {
  now: Date;
  logDays: number;
  photoDays: number;
  /** A run within this many seconds before `now` (on any instance) means: not again yet. */
  minGapSeconds: number;
  log?: FastifyBaseLogger;
}

export interface RetentionOutcome {
  /** False when another instance holds the job or ran it within the gap. */
  ran: boolean;
  visits: number;
  walkIns: number;
  passes: number;
  photos: number;
}

const names = (rows: { photo_name: string | null; thumbnail_name: string | null }[]) =>
  rows.flatMap((row) => [row.photo_name ?? '', row.thumbnail_name ?? '']);

export async function runVisitorRetention(
  db: Kysely<Database>,
  files: FileStore,
  options: RetentionOptions,
): Promise<RetentionOutcome> {
  const { now } = options;
  const logCutoff = new Date(now.getTime() - options.logDays * DAY_MS);
  const photoCutoff = new Date(now.getTime() - options.photoDays * DAY_MS);
  const done = await db.transaction().execute(async (tx) => {
    if (!(await claimJobRun(tx, JOB, now, options.minGapSeconds))) return null;

    const oldPhotos = await tx
      .selectFrom('walk_ins')
      .select(['id', 'photo_name', 'thumbnail_name'])
      .where('created_at', '<', photoCutoff)
      .where('photo_name', 'is not', null)
      .execute();
    if (oldPhotos.length > 0) {
      await tx
        .updateTable('walk_ins')
        .set({ photo_name: null, thumbnail_name: null })
        .where(
          'id',
          'in',
          oldPhotos.map((row) => row.id),
        )
        .execute();
    }
    const visits = await tx.deleteFrom('visits').where('checked_in_at', '<', logCutoff).execute();
    const walkIns = await tx
      .deleteFrom('walk_ins')
      .where('created_at', '<', logCutoff)
      .returning(['photo_name', 'thumbnail_name'])
      .execute();
    const passes = await tx
      .deleteFrom('passes')
      .where((eb) => eb.or([eb('valid_until', '<', logCutoff), eb('revoked_at', '<', logCutoff)]))
      .execute();
    await forgetStanding(tx, logCutoff);
    return {
      files: [...names(oldPhotos), ...names(walkIns)],
      outcome: {
        ran: true,
        visits: Number(visits[0]?.numDeletedRows ?? 0),
        walkIns: walkIns.length,
        passes: Number(passes[0]?.numDeletedRows ?? 0),
        photos: oldPhotos.length + walkIns.filter((row) => row.photo_name).length,
      },
    };
  });
  if (!done) return { ran: false, visits: 0, walkIns: 0, passes: 0, photos: 0 };
  // After the commit: a file outlives its name only if removing it fails (and is logged).
  await removeFiles(files, done.files, options.log);
  return done.outcome;
}
