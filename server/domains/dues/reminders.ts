/**
 * Reminders of dues (issue 33), never more than one to a flat in a week, whoever sends it: the
 * RWA to the flats it selects, and a job that tells each flat a few days before an invoice falls
 * due and once it is overdue (each invoice once of each kind; an invoice whose "I have paid" is
 * being checked waits), from 09:00 to 21:00 India time. The notices honour each resident's preferences (category `dues`).
 * Every instance runs the job on a timer (dues-plugin.ts); it runs once across them: its claim
 * (platform/jobs/job-runs.ts) and the reminders' own lock, taken by the RWA's sends too.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { messages } from '../../../contract/messages';
import { addDays, dayLabel, inIndia } from '../../../contract/platform/india-time';
import type { Database } from '../../platform/db/schema';
import { claimJobRun } from '../../platform/jobs/job-runs';
import { chunks, findFlat } from './book';
import { tellReminder } from './notices';
import { byFlat, openInvoices } from './open-invoices';
import type { OpenInvoice } from './open-invoices';
import type { ReminderKind } from './tables';

const WEEK_MS = 7 * 86_400_000;
/** The job's first reminder comes this many days before an invoice's due date. */
export const DAYS_BEFORE_DUE = 3;
const JOB = 'dues-reminders';
/** Flats reminded per transaction. */
const BATCH = 100;
/** The job sends in the day only (India time), so no reminder wakes anyone. */
export const SENDING_HOURS = { from: '09:00', until: '21:00' } as const;

async function lockReminders(tx: Kysely<Database>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('gatehouse:dues-reminders'))`.execute(tx);
}

/** The flats reminded within the week before `now`, and when. */
async function remindedThisWeek(tx: Kysely<Database>, now: Date): Promise<Map<string, Date>> {
  const { rows } = await sql<{ apartment: string; at: Date }>`
    SELECT apartment, max(sent_at) AS at FROM dues_reminders
    WHERE sent_at > ${new Date(now.getTime() - WEEK_MS)}
    GROUP BY apartment`.execute(tx);
  return new Map(rows.map((row) => [row.apartment, row.at]));
}

export interface RemindersSent {
  sent: { apartment: string; reached: number }[];
  skipped: { apartment: string; reason: string }[];
}

/** The RWA's reminders to `apartments`; `by` is the admin's phone. */
export async function sendReminders(
  tx: Kysely<Database>,
  apartments: string[],
  by: string,
  now: Date,
): Promise<RemindersSent> {
  await lockReminders(tx);
  const today = inIndia(now).date;
  const recent = await remindedThisWeek(tx, now);
  const done: RemindersSent = { sent: [], skipped: [] };
  for (const apartment of new Set(apartments)) {
    const last = recent.get(apartment);
    if (last) {
      done.skipped.push({
        apartment,
        reason: messages.reminderRecent(dayLabel(inIndia(last).date, today)),
      });
      continue;
    }
    const invoices = await openInvoices(tx, apartment);
    if (invoices.length === 0) {
      const known = await findFlat(tx, apartment);
      const reason = known ? messages.reminderNothingOwed : messages.flatUnknown(apartment);
      done.skipped.push({ apartment, reason });
      continue;
    }
    const reached = await tellReminder(tx, apartment, invoices, today, now);
    await tx
      .insertInto('dues_reminders')
      .values({ apartment, kind: 'manual', sent_at: now, sent_by: by })
      .execute();
    done.sent.push({ apartment, reached });
  }
  return done;
}

export interface ReminderOutcome {
  /** False at night, or when another instance holds the job or ran it within the gap. */
  ran: boolean;
  /** Flats reminded by this run. */
  sent: number;
  /** Flats with a reminder due that were reminded within the week: next time. */
  waiting: number;
}

export interface ReminderOptions {
  now: Date;
  /** A run within this many seconds before `now` (on any instance) means: not again yet. */
  minGapSeconds: number;
}

interface FlatDue {
  apartment: string;
  /** What the notice speaks of: the open invoices not being checked. */
  invoices: OpenInvoice[];
  /** The reminders due now, one per invoice and kind. */
  due: { invoice_id: number; kind: ReminderKind }[];
}

/** Each flat with a reminder due `now`: 3 days before a due date, or once overdue. */
async function remindersDue(db: Kysely<Database>, now: Date): Promise<FlatDue[]> {
  const today = inIndia(now).date;
  const soon = addDays(today, DAYS_BEFORE_DUE);
  const { rows: given } = await sql<{ invoice_id: number; kind: ReminderKind }>`
    SELECT r.invoice_id, r.kind FROM dues_reminders r JOIN invoices i ON i.id = r.invoice_id
    WHERE i.status IN ('published', 'partly_paid')`.execute(db);
  const done = new Set(given.map((row) => `${row.invoice_id}:${row.kind}`));
  const { rows: held } = await sql<{ invoice_id: number }>`
    SELECT DISTINCT invoice_id FROM payments
    WHERE status = 'pending_verification' AND invoice_id IS NOT NULL`.execute(db);
  const checking = new Set(held.map((row) => row.invoice_id));
  const flats: FlatDue[] = [];
  for (const [apartment, all] of byFlat(await openInvoices(db))) {
    const invoices = all.filter((invoice) => !checking.has(invoice.id));
    const due = invoices.flatMap((invoice) => {
      const kind: ReminderKind | null =
        invoice.due_date < today ? 'overdue' : invoice.due_date <= soon ? 'before_due' : null;
      return kind && !done.has(`${invoice.id}:${kind}`) ? [{ invoice_id: invoice.id, kind }] : [];
    });
    if (due.length > 0) flats.push({ apartment, invoices, due });
  }
  return flats;
}

/**
 * The job: claimed first (its own short transaction), then the flats due in batches, each batch
 * in a transaction of its own under the reminders' lock, so a backlog never holds the database
 * (PGlite has one connection) for long, and an RWA's reminder sent meanwhile is seen.
 */
export async function runDuesReminders(
  db: Kysely<Database>,
  { now, minGapSeconds }: ReminderOptions,
): Promise<ReminderOutcome> {
  const { time } = inIndia(now);
  const day = time >= SENDING_HOURS.from && time < SENDING_HOURS.until;
  const claimed =
    day && (await db.transaction().execute((tx) => claimJobRun(tx, JOB, now, minGapSeconds)));
  if (!claimed) return { ran: false, sent: 0, waiting: 0 };
  const today = inIndia(now).date;
  const outcome: ReminderOutcome = { ran: true, sent: 0, waiting: 0 };
  for (const batch of chunks(await remindersDue(db, now), BATCH)) {
    await db.transaction().execute(async (tx) => {
      await lockReminders(tx);
      const recent = await remindedThisWeek(tx, now);
      for (const { apartment, invoices, due } of batch) {
        if (recent.has(apartment)) {
          outcome.waiting += 1;
          continue;
        }
        await tellReminder(tx, apartment, invoices, today, now);
        await tx
          .insertInto('dues_reminders')
          .values(due.map((each) => ({ ...each, apartment, sent_at: now })))
          .execute();
        outcome.sent += 1;
      }
    });
  }
  return outcome;
}
