/**
 * Gateway payment links for published invoices (issue 33, ADR 004). Publishing queues one row
 * per invoice in its own transaction (`queuePaymentLinks`); the links are made afterwards, never
 * inside the generation, by `drainPaymentLinks`, as the push drainer works (DESIGN.md §8): a
 * short transaction claims due rows FOR UPDATE SKIP LOCKED and leases them by moving
 * `next_attempt_at` past the longest a call may take, the calls go out with no transaction
 * open, and a second short transaction writes each outcome while its lease still holds. A
 * failure leaves the invoice's UPI link as the way to pay and is tried again with backoff; a
 * server dying mid-call leaves its rows to be claimed again when the lease runs out (Razorpay's
 * unique `reference_id` keeps that from making a second link).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { periodName } from '../../../contract/dues/periods';
import type { BillingCycle } from '../../../contract/dues/periods';
import { messages } from '../../../contract/messages';
import type { PaymentGateway } from '../../platform/config/gateway';
import type { Database } from '../../platform/db/schema';
import { retryDelay } from '../notices';
import { createPaymentLink } from './razorpay-links';
import type { LinkOutcome } from './razorpay-links';

/** Past the longest a batch of calls may take (15 s each, a few at a time). */
const LEASE_MS = 5 * 60_000;
/** Calls to Razorpay at once: well inside its rate limits. */
const AT_ONCE = 4;
/** Tries before a link is given up (about two hours of backoff capped at 15 minutes). */
export const LINK_MAX_ATTEMPTS = 12;

/** Queues a link for each of the period's open invoices that has none (once: ON CONFLICT). */
export async function queuePaymentLinks(
  tx: Kysely<Database>,
  period: string,
  now: Date,
): Promise<number> {
  const { rows } = await sql<{ invoice_id: number }>`
    INSERT INTO dues_payment_links (invoice_id, state, next_attempt_at, queued_at)
    SELECT id, 'pending', ${now}, ${now} FROM invoices
    WHERE period = ${period} AND status IN ('published', 'partly_paid')
    ON CONFLICT (invoice_id) DO NOTHING
    RETURNING invoice_id`.execute(tx);
  return rows.length;
}

interface Claimed {
  invoice_id: number;
  attempts: number;
  number: string;
  apartment: string;
  period: string;
  billing_cycle: BillingCycle;
  status: string;
  open_paise: number;
}

async function claim(db: Kysely<Database>, now: Date, until: Date, batch: number) {
  const { rows } = await sql<Claimed>`
    WITH due AS (
      SELECT invoice_id FROM dues_payment_links
      WHERE state = 'pending' AND next_attempt_at <= ${now}
      ORDER BY next_attempt_at, invoice_id
      LIMIT ${batch}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE dues_payment_links l SET next_attempt_at = ${until}
    FROM due, invoices i
    WHERE l.invoice_id = due.invoice_id AND i.id = l.invoice_id
    RETURNING l.invoice_id, l.attempts, i.number, i.apartment, i.period, i.billing_cycle,
      i.status,
      (i.charges_paise - coalesce((SELECT sum(a.amount_paise) FROM payment_allocations a
        WHERE a.invoice_id = i.id), 0))::bigint AS open_paise`.execute(db);
  return rows;
}

type Outcome = LinkOutcome | { kind: 'skipped' };

async function attempt(gateway: PaymentGateway, row: Claimed): Promise<Outcome> {
  // Paid or cancelled before its link was made: nothing to pay online.
  if (!['published', 'partly_paid'].includes(row.status) || row.open_paise <= 0) {
    return { kind: 'skipped' };
  }
  const months = periodName(row.period, row.billing_cycle);
  return createPaymentLink(gateway, {
    amount_paise: row.open_paise,
    reference: row.number,
    description: messages.paymentLinkDescription(row.apartment, months, row.number),
    notes: { invoice_number: row.number, apartment: row.apartment, period: row.period },
  });
}

/** Runs `work` on each item, `limit` at a time; answers in the items' order. */
async function inTurns<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export interface LinkSummary {
  claimed: number;
  made: number;
  retried: number;
  skipped: number;
  failed: number;
}

export interface LinkDrainOptions {
  batch?: number;
  /** In [0, 1), for the backoff's jitter. */
  random?: () => number;
  log?: { warn(details: object, message: string): void };
}

/** Writes each claimed row's outcome, only while this claim's lease (`until`) still holds it. */
async function record(
  db: Kysely<Database>,
  rows: Claimed[],
  outcomes: Outcome[],
  now: Date,
  until: Date,
  { random = Math.random, log }: LinkDrainOptions,
): Promise<LinkSummary> {
  const summary = { claimed: rows.length, made: 0, retried: 0, skipped: 0, failed: 0 };
  await db.transaction().execute(async (tx) => {
    for (const [index, row] of rows.entries()) {
      const outcome = outcomes[index] ?? { kind: 'retry', reason: 'no outcome' };
      const held = tx
        .updateTable('dues_payment_links')
        .where('invoice_id', '=', row.invoice_id)
        .where('next_attempt_at', '=', until);
      if (outcome.kind === 'made') {
        summary.made += 1;
        await held
          .set({
            state: 'created',
            made_at: now,
            link_id: outcome.id,
            short_url: outcome.short_url,
            amount_paise: outcome.amount_paise,
            last_error: null,
          })
          .execute();
      } else if (outcome.kind === 'skipped') {
        summary.skipped += 1;
        await held.set({ state: 'skipped' }).execute();
      } else {
        const attempts = row.attempts + 1;
        const givenUp = outcome.kind === 'refused' || attempts >= LINK_MAX_ATTEMPTS;
        if (givenUp) {
          summary.failed += 1;
          log?.warn({ invoice: row.number, reason: outcome.reason }, 'payment link given up');
        } else summary.retried += 1;
        const retryAfter = outcome.kind === 'retry' ? outcome.retryAfter : undefined;
        const at = new Date(now.getTime() + retryDelay(attempts, retryAfter, now, random));
        await held
          .set({
            state: givenUp ? 'failed' : 'pending',
            attempts,
            next_attempt_at: givenUp ? now : at,
            last_error: outcome.reason.slice(0, 500),
          })
          .execute();
      }
    }
  });
  return summary;
}

/**
 * One run over up to `batch` due links: safe from several servers at once, and never throws
 * for a link the gateway fails to make, only when the database does.
 */
export async function drainPaymentLinks(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  now: Date,
  options: LinkDrainOptions = {},
): Promise<LinkSummary> {
  const until = new Date(now.getTime() + LEASE_MS);
  const rows = await claim(db, now, until, options.batch ?? 50);
  if (rows.length === 0) return { claimed: 0, made: 0, retried: 0, skipped: 0, failed: 0 };
  const outcomes = await inTurns(rows, AT_ONCE, (row) => attempt(gateway, row));
  return record(db, rows, outcomes, now, until, options);
}
