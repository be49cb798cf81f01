/**
 * Maintenance dues at the size of a large estate (issue 33): a server of its own
 * (seeded-server.ts) with 5,000 flats (areas set), 4 charge heads (per sq ft, per flat, per flat
 * with GST, and a levy on a tower's 1,000 flats), last month published and half of it "I have
 * paid" waiting for the office — written before the server starts. Measured through HTTP, from
 * send to full answer: generating and publishing this month (5,000 invoices, their lines, the
 * ledger, arrears and late fees); importing a 10,000-row bank statement whose credits match
 * 2,500 notices by reference and 2,500 invoices by number and amount, 5,000 matching nothing;
 * confirming its 5,000 matches in one call (budgeted: receipts, ledger, allocation and a notice
 * each, a chunk of rows per transaction), with a resident reading /dues meanwhile (answered
 * between chunks); then a resident's GET dues/my, one call at a time (what a resident opening /dues
 * waits; budgeted) and at 10 clients at once (one PGlite connection serves them in turn).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Invoice } from '../../contract/dues/billing';
import { decimalRupees } from '../../contract/dues/money';
import type { Payment } from '../../contract/dues/payments';
import type { StatementImport } from '../../contract/dues/statements';
import { inIndia } from '../../contract/platform/india-time';
import { readSettings } from '../../server/domains/dues/book';
import { planGeneration, publishPlan } from '../../server/domains/dues/generation';
import type { Database } from '../../server/platform/db/schema';
import { CLIENTS, load, percentile } from './load';
import { BENCH_SECRET, startSeededServer } from './seeded-server';
import { benchTokens } from './sessions';

export const FLATS = 5_000;
const STATEMENT_ROWS = 10_000;
const MY_REQUESTS = 300;
const MY_ALONE = 200;
/** Residents whose /dues is read, round robin. */
const READERS = 200;
const RWA = '9000000001';
const phoneOf = (n: number) => String(7_200_000_000 + n);

export interface DuesFigures {
  engine: 'PGlite' | 'PostgreSQL';
  flats: number;
  invoices: number;
  generateMs: number;
  statementRows: number;
  statementKb: number;
  importMs: number;
  matched: number;
  unmatched: number;
  confirmMs: number;
  confirmed: number;
  /** A resident's GET dues/my, one call at a time, while the matches are confirmed. */
  myDuringConfirm: Timing & { max: number };
  /** One call at a time, and at CLIENTS at once. */
  my: Timing & { kb: number };
  myLoaded: Timing;
}

interface Timing {
  p50: number;
  p99: number;
  count: number;
}

const timing = (sorted: number[]): Timing => ({
  p50: percentile(sorted, 50),
  p99: percentile(sorted, 99),
  count: sorted.length,
});

const monthBefore = (month: string) => {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 2, 1)).toISOString().slice(0, 7);
};

/** The estate as it stands on the first of this month, before the office publishes it. */
async function seedEstate(db: Kysely<Database>, now: Date) {
  const today = inIndia(now).date;
  const previous = monthBefore(today.slice(0, 7));
  // The demo's A101, B202 and C303, and 4,997 more.
  await sql`
    INSERT INTO users (phone_number, apartment_number, name, role, member_status, is_active)
    SELECT (7200000000 + g)::text, 'F' || g, 'Resident ' || g, 'member', 'active', true
    FROM generate_series(1, ${FLATS - 3}) AS g`.execute(db);
  await sql`
    INSERT INTO dues_flats (apartment, area_sqft, updated_at)
    SELECT apartment_number, 600 + (id * 37) % 1400, now() FROM users WHERE role = 'member'`.execute(
    db,
  );
  await db
    .updateTable('dues_settings')
    .set({
      upi_vpa: 'gatehouse@okaxis',
      payee_name: 'Gatehouse RWA',
      late_fee_kind: 'interest',
      late_fee_yearly_bp: 1800,
      late_fee_grace_days: 15,
      updated_at: now,
    })
    .execute();
  const tower = Array.from({ length: 1000 }, (_, index) => `F${index + 1}`);
  const heads = [
    { name: 'Maintenance', basis: 'per_sqft', rate_paise: 350, gst_bp: 0, flats: [] },
    { name: 'Sinking fund', basis: 'per_flat', rate_paise: 50_000, gst_bp: 0, flats: [] },
    { name: 'Clubhouse', basis: 'per_flat', rate_paise: 30_000, gst_bp: 1800, flats: [] },
    { name: 'Tower A lift', basis: 'fixed_listed', rate_paise: 100_000, gst_bp: 0, flats: tower },
  ] as const;
  await db
    .insertInto('charge_heads')
    .values(
      heads.map((head) => ({
        ...head,
        flats: [...head.flats],
        active_from: previous,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await db.transaction().execute(async (tx) => {
    const input = { period: previous, due_date: `${previous}-10`, preview: false };
    const settings = await readSettings(tx);
    const plan = await planGeneration(tx, input, settings, today);
    await publishPlan(tx, plan, input, settings, now, today);
  });
  await sql`
    INSERT INTO payments (apartment, invoice_id, amount_paise, paid_on, mode, reference,
      payer_name, status, created_by, created_at)
    SELECT i.apartment, i.id, i.charges_paise, ${today}, 'upi', (500000000000 + i.id)::text,
      'Resident', 'pending_verification', u.phone_number, now()
    FROM invoices i JOIN users u ON u.apartment_number = i.apartment AND u.role = 'member'
    WHERE i.period = ${previous} AND i.id % 2 = 0`.execute(db);
  await sql`ANALYZE`.execute(db);
  const readers = Array.from({ length: READERS }, (_, index) => phoneOf(index + 1));
  const tokens = await benchTokens(db, BENCH_SECRET, [RWA, ...readers]);
  return { rwa: tokens.get(RWA) ?? '', readers: readers.map((phone) => tokens.get(phone) ?? '') };
}

/** 10,000 credits: every pending notice by its UTR, invoices by number, the rest unknown. */
function statementOf(notices: Payment[], invoices: Invoice[], today: string): string {
  const day = `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`;
  const rows = ['Date,Narration,Reference,Credit'];
  for (const notice of notices) {
    rows.push(
      `${day},UPI-${notice.apartment}-resident@okicici,${notice.reference},${decimalRupees(notice.amount_paise)}`,
    );
  }
  for (const invoice of invoices.slice(0, STATEMENT_ROWS / 4)) {
    const reference = `HDFCN${String(invoice.id).padStart(11, '0')}`;
    rows.push(
      `${day},NEFT ${invoice.apartment} ${invoice.number},${reference},${decimalRupees(invoice.charges_paise)}`,
    );
  }
  for (let n = 0; rows.length <= STATEMENT_ROWS; n += 1) {
    rows.push(
      `${day},Transfer ${n},AXISN${String(n).padStart(11, '0')},${decimalRupees(10_000 + n)}`,
    );
  }
  return `${rows.join('\r\n')}\r\n`;
}

async function call(url: string, token: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(url, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
  return { ms: performance.now() - started, body };
}

const json = { 'content-type': 'application/json' };

export async function measureDues(adminUrl?: string): Promise<DuesFigures> {
  const now = new Date();
  const today = inIndia(now).date;
  const period = today.slice(0, 7);
  const { engine, server, seeded, stop } = await startSeededServer(
    'dues',
    (db) => seedEstate(db, now),
    adminUrl,
    // The reminders' job would send 5,000 notices at start: measured apart, not here.
    { DUES_REMINDER_INTERVAL: '0' },
  );
  const api = `${server.url}/api/dues`;
  const { rwa, readers } = seeded;
  try {
    const generated = await call(`${api}/invoices/generate`, rwa, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ period, due_date: `${period}-28`, preview: false }),
    });
    const made = (JSON.parse(generated.body) as { invoices: number }).invoices;
    const invoices = JSON.parse(
      (await call(`${api}/invoices?period=${period}`, rwa)).body,
    ) as Invoice[];
    const notices = JSON.parse(
      (await call(`${api}/payments?status=pending_verification`, rwa)).body,
    ) as Payment[];
    const csv = statementOf(notices, invoices, today);
    const imported = await call(`${api}/bank-statements`, rwa, {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: csv,
    });
    const result = JSON.parse(imported.body) as StatementImport;
    let next = 0;
    let bytes = 0;
    const readMine = async () => {
      const { ms, body } = await call(`${api}/my`, readers[next++ % readers.length] ?? '');
      bytes = body.length;
      return ms;
    };
    const confirming = call(
      `${api}/bank-statements/${result.statement_id ?? ''}/confirm-matches`,
      rwa,
      { method: 'POST' },
    );
    // A resident opening /dues meanwhile: answered between the confirmation's chunks.
    let done = false;
    const during: number[] = [];
    const reading = (async () => {
      while (!done) during.push(await readMine());
    })();
    const confirmed = await confirming.finally(() => {
      done = true;
    });
    await reading;
    during.sort((a, b) => a - b);
    // At 10 clients first, which also warms the server after the confirmations' writes.
    const loaded = await load(MY_REQUESTS, async () => {
      await readMine();
      return undefined;
    });
    const alone: number[] = [];
    for (let n = 0; n < MY_ALONE; n += 1) alone.push(await readMine());
    alone.sort((a, b) => a - b);
    return {
      engine,
      flats: FLATS,
      invoices: made,
      generateMs: generated.ms,
      statementRows: csv.trim().split('\r\n').length - 1,
      statementKb: csv.length / 1024,
      importMs: imported.ms,
      matched: result.matched.length,
      unmatched: result.unmatched.length,
      confirmMs: confirmed.ms,
      confirmed: (JSON.parse(confirmed.body) as { confirmed: number }).confirmed,
      myDuringConfirm: { ...timing(during), max: during.at(-1) ?? 0 },
      my: { ...timing(alone), kb: bytes / 1024 },
      myLoaded: timing(loaded),
    };
  } finally {
    await stop();
  }
}

export function reportDues(figures: DuesFigures): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    `dues on ${figures.engine}: ${figures.flats} flats, 4 charge heads`,
    `    POST dues/invoices/generate (publish): ${figures.invoices} invoices in ${ms(figures.generateMs)}`,
    `    POST dues/bank-statements: ${figures.statementRows} rows (${figures.statementKb.toFixed(0)} KB), ` +
      `${figures.matched} matched, ${figures.unmatched} unmatched in ${ms(figures.importMs)}`,
    `    POST …/confirm-matches: ${figures.confirmed} confirmed in ${ms(figures.confirmMs)}; ` +
      `GET dues/my meanwhile ×${figures.myDuringConfirm.count}: ` +
      `p50 ${ms(figures.myDuringConfirm.p50)}, max ${ms(figures.myDuringConfirm.max)}`,
    `    GET dues/my ×${figures.my.count}, one at a time: p50 ${ms(figures.my.p50)}, ` +
      `p99 ${ms(figures.my.p99)} (${figures.my.kb.toFixed(1)} KB)`,
    `    … ×${figures.myLoaded.count} at ${CLIENTS} clients: p50 ${ms(figures.myLoaded.p50)}, ` +
      `p99 ${ms(figures.myLoaded.p99)}`,
  ];
}
