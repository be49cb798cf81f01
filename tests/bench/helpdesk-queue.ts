/**
 * The helpdesk's office queue under load (issue 18): a server of its own (seeded-server.ts) on
 * two years of an estate's complaints — 20,000 tickets over 500 flats, most resolved and closed,
 * a few hundred open (some overdue, some waiting on the household) and 10,000 comments —
 * written straight into the tables. Measured from send to full answer, at 10 clients at once:
 * an empty list (what any call costs here, to read the rest against), the RWA's first page in
 * the default order, and with a filter (overdue; a category's active; older than a week; one
 * flat); then the summary, one call at a time, and the CSV of every row.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/platform/db/schema';
import { CLIENTS, load, percentile } from './load';
import { BENCH_SECRET, startSeededServer } from './seeded-server';
import { benchTokens } from './sessions';

export const TICKETS = 20_000;
const FLATS = 500;
/** The newest this many are still open; the rest were resolved, most of them closed. */
const OPEN = 400;
const QUEUE_REQUESTS = 300;
const SUMMARY_CALLS = 30;
const RWA = '9000000001';
const FILTERS = [
  '?status=overdue',
  '?category_id=1&status=active',
  '?older_than_days=7&status=active',
  '?apartment=F7',
];

export interface Timing {
  p50: number;
  p99: number;
  count: number;
}

export interface HelpdeskFigures {
  engine: 'PGlite' | 'PostgreSQL';
  tickets: number;
  open: number;
  overdue: number;
  firstPageKb: number;
  /** An empty list (a flat with no tickets): the server's own cost per call, for comparison. */
  floor: Timing;
  queue: Timing;
  filtered: Timing;
  summary: Timing & { max: number };
  csv: { ms: number; kb: number; rows: number };
}

/**
 * Ticket g was reported g × 52 min ago (two years for 20,000); category by g, every tenth
 * urgent. Open ones had their clock (re)started up to 49 h ago, so some are past their
 * deadline (already escalated as the job would have) and every sixth waits on the household.
 */
async function seedTickets(db: Kysely<Database>): Promise<void> {
  await sql`
    INSERT INTO helpdesk_tickets (category_id, title, description, location, priority, status,
      apartment, reporter_phone, reporter_name, assigned_to, sla_minutes, elapsed_seconds,
      clock_started_at, due_at, escalation_level, created_at, updated_at, resolved_at,
      first_resolved_at, closed_at, rating)
    SELECT c.id, c.name || ' trouble ' || g, 'Reported for the bench', 'Tower ' || (g % 9),
      k.priority, k.status, 'F' || (g % ${FLATS}), (7100000000 + g % ${FLATS})::text,
      'Resident ' || (g % ${FLATS}), CASE WHEN k.status = 'Open' THEN '' ELSE 'Ramesh' END,
      k.sla, k.elapsed, k.started, k.started + k.sla * interval '1 minute' - k.elapsed * interval '1 second',
      CASE WHEN k.started + k.sla * interval '2 minute' <= now() THEN 2
        WHEN k.started + k.sla * interval '1 minute' <= now() THEN 1 ELSE 0 END,
      k.created, coalesce(k.closed, k.resolved, k.created),
      CASE WHEN k.status = 'Resolved' THEN k.resolved END, k.resolved, k.closed,
      CASE WHEN k.closed IS NOT NULL AND g % 3 <> 0 THEN 1 + g % 5 END
    FROM generate_series(0, ${TICKETS - 1}) AS g
    JOIN helpdesk_categories c ON c.position = 1 + g % 7
    CROSS JOIN LATERAL (
      SELECT now() - g * interval '52 minutes' AS created,
        CASE WHEN g % 10 = 0 THEN 'urgent' ELSE 'normal' END AS priority,
        c.sla_hours * CASE WHEN g % 10 = 0 THEN 30 ELSE 60 END AS sla
    ) AS b
    CROSS JOIN LATERAL (
      SELECT b.created, b.priority, b.sla,
        CASE WHEN g >= ${OPEN} AND g < ${OPEN + 600} THEN 'Resolved'
          WHEN g >= ${OPEN} THEN 'Closed'
          WHEN g % 6 = 0 THEN 'Waiting for resident'
          ELSE (ARRAY['Open', 'Assigned', 'In progress'])[1 + g % 3] END AS status,
        CASE WHEN g < ${OPEN} AND g % 6 <> 0 THEN now() - (g % 50) * interval '1 hour' END
          AS started,
        CASE WHEN g >= ${OPEN} THEN (g * 7919) % (b.sla * 120)
          WHEN g % 6 = 0 THEN (g * 7919) % (b.sla * 90) ELSE 0 END AS elapsed,
        CASE WHEN g >= ${OPEN}
          THEN b.created + ((g * 7919) % (b.sla * 120)) * interval '1 second' END AS resolved,
        CASE WHEN g >= ${OPEN + 600}
          THEN b.created + ((g * 7919) % (b.sla * 120)) * interval '1 second' + interval '1 day'
          END AS closed
    ) AS k`.execute(db);
  await sql`
    INSERT INTO helpdesk_comments (ticket_id, author_phone, author_name, author_role, body,
      created_at)
    SELECT t.id, CASE WHEN n = 1 THEN t.reporter_phone ELSE ${RWA} END,
      CASE WHEN n = 1 THEN t.reporter_name ELSE 'RWA Office' END,
      CASE WHEN n = 1 THEN 'member' ELSE 'rwa' END, 'Comment ' || n, t.created_at + n * interval '1 hour'
    FROM helpdesk_tickets t CROSS JOIN generate_series(1, 2) AS n
    WHERE t.id % 4 = 0`.execute(db);
  await sql`ANALYZE helpdesk_tickets`.execute(db);
  await sql`ANALYZE helpdesk_comments`.execute(db);
}

async function timed(url: string, token: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { ms: performance.now() - started, body };
}

const timing = (sorted: number[]): Timing => ({
  p50: percentile(sorted, 50),
  p99: percentile(sorted, 99),
  count: sorted.length,
});

export async function measureHelpdesk(adminUrl?: string): Promise<HelpdeskFigures> {
  const { engine, server, seeded, stop } = await startSeededServer(
    'helpdesk',
    async (db) => {
      await seedTickets(db);
      return (await benchTokens(db, BENCH_SECRET, [RWA])).get(RWA) ?? '';
    },
    adminUrl,
  );
  const api = `${server.url}/api/helpdesk`;
  try {
    const first = await timed(`${api}/tickets`, seeded);
    const page = JSON.parse(new TextDecoder().decode(first.body)) as { total: number };
    const overdue = JSON.parse(
      new TextDecoder().decode((await timed(`${api}/tickets?status=overdue`, seeded)).body),
    ) as { total: number };

    const floor = await load(QUEUE_REQUESTS, async () => {
      await timed(`${api}/tickets?apartment=NONE`, seeded);
      return undefined;
    });
    const queue = await load(QUEUE_REQUESTS, async () => {
      await timed(`${api}/tickets`, seeded);
      return undefined;
    });
    let next = 0;
    const filtered = await load(QUEUE_REQUESTS, async () => {
      await timed(`${api}/tickets${FILTERS[next++ % FILTERS.length] ?? ''}`, seeded);
      return undefined;
    });
    const summary: number[] = [];
    for (let call = 0; call < SUMMARY_CALLS; call += 1) {
      summary.push((await timed(`${api}/summary`, seeded)).ms);
    }
    summary.sort((a, b) => a - b);
    const csv = await timed(`${api}/tickets.csv`, seeded);
    const csvRows = new TextDecoder().decode(csv.body).trim().split('\r\n').length - 1;
    return {
      engine,
      tickets: page.total,
      open: OPEN,
      overdue: overdue.total,
      firstPageKb: first.body.byteLength / 1024,
      floor: timing(floor),
      queue: timing(queue),
      filtered: timing(filtered),
      summary: { ...timing(summary), max: summary[summary.length - 1] ?? NaN },
      csv: { ms: csv.ms, kb: csv.body.byteLength / 1024, rows: csvRows },
    };
  } finally {
    await stop();
  }
}

export function reportHelpdesk(figures: HelpdeskFigures): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const { floor, queue, filtered, summary, csv } = figures;
  return [
    `helpdesk on ${figures.engine}: ${figures.tickets} tickets (${figures.open} open, ` +
      `${figures.overdue} overdue), ${CLIENTS} clients`,
    `    GET helpdesk/tickets?apartment=NONE (empty: the server's floor) ×${floor.count}: ` +
      `p50 ${ms(floor.p50)}, p99 ${ms(floor.p99)}`,
    `    GET helpdesk/tickets, first page ×${queue.count}: p50 ${ms(queue.p50)}, ` +
      `p99 ${ms(queue.p99)} (${figures.firstPageKb.toFixed(1)} KB)`,
    `    … with a filter (${FILTERS.join(' ')}) ×${filtered.count}: p50 ${ms(filtered.p50)}, ` +
      `p99 ${ms(filtered.p99)}`,
    `    GET helpdesk/summary ×${summary.count}, one at a time: p50 ${ms(summary.p50)}, ` +
      `max ${ms(summary.max)}`,
    `    GET helpdesk/tickets.csv (every row): ${csv.rows} rows, ${(csv.kb / 1024).toFixed(1)} MB ` +
      `in ${ms(csv.ms)}`,
  ];
}
