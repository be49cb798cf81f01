/**
 * Generating a period's invoices (ADR 004): the plan (which flats, what lines, arrears, late
 * fees, anything odd) is worked out the same way for a preview, which stores nothing, and for
 * a publish, which makes each missing invoice once (UNIQUE (apartment, period), ON CONFLICT DO
 * NOTHING), writes its ledger entries, marks the late fees charged and lets an advance settle it.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type {
  ChargeHead,
  DuesSettings,
  GenerateInvoices,
  GenerationResult,
} from '../../../contract/dues/billing';
import { messages } from '../../../contract/messages';
import { financialYear, startsCycle } from '../../../contract/dues/periods';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { flatsWithCredit, settleFlats } from './allocation';
import { balances, chunks, invoiceNumber, listFlats, nextNumbers } from './book';
import { activeIn, chargeLines } from './invoice-lines';
import type { DraftLine } from './invoice-lines';
import { loadHeads } from './heads';
import { lateFee } from './late-fee';
import type { LateFee, MakeUp, OverdueCandidate } from './late-fee';
import { makeUpsDue, overdueCandidates } from './late-fee-inputs';

export interface Draft {
  apartment: string;
  lines: DraftLine[];
  charges: number;
  arrears: number;
  lateFee: LateFee;
}

export interface Plan {
  result: GenerationResult;
  drafts: Draft[];
}

/** What generating `input` makes, or would make, `today` (India); refuses what cannot be billed. */
export async function planGeneration(
  db: Kysely<Database>,
  input: GenerateInvoices,
  settings: DuesSettings,
  today: string,
): Promise<Plan> {
  const { period, due_date: dueDate } = input;
  const cycle = settings.billing_cycle;
  if (!startsCycle(period, cycle)) throw new HttpError(400, messages.periodNotCycleStart);
  if (dueDate < `${period}-01`) throw new HttpError(400, messages.dueDateBeforePeriod);
  const heads = (await loadHeads(db)).filter((head: ChargeHead) => activeIn(head, period, cycle));
  if (heads.length === 0) throw new HttpError(409, messages.noChargeHeads);

  const flats = await listFlats(db);
  const billed = await db
    .selectFrom('invoices')
    .select('apartment')
    .where('period', '=', period)
    .execute();
  const already = new Set(billed.map((row) => row.apartment));
  const balance = await balances(db);
  const overdue: Map<string, OverdueCandidate[]> =
    settings.late_fee_kind === 'none' ? new Map() : await overdueCandidates(db);
  const makeUps: Map<string, MakeUp[]> =
    settings.late_fee_kind === 'interest' ? await makeUpsDue(db) : new Map();

  const totals = new Map(heads.map((head) => [head.id, { name: head.name, amount_paise: 0 }]));
  const extra = { gst: 0, late: 0 };
  const drafts: Draft[] = [];
  const odd: GenerationResult['odd'] = [];
  for (const flat of flats) {
    if (already.has(flat.apartment)) continue;
    const { lines, noArea } = chargeLines(heads, flat, period, cycle);
    if (noArea) odd.push({ apartment: flat.apartment, problem: messages.flatWithoutArea });
    const fee = lateFee(
      settings,
      overdue.get(flat.apartment) ?? [],
      makeUps.get(flat.apartment) ?? [],
      today,
    );
    if (fee.line) lines.push(fee.line);
    for (const line of lines) {
      const head = totals.get(line.head);
      if (line.kind === 'charge' && head) head.amount_paise += line.amount_paise;
      else if (line.kind === 'gst') extra.gst += line.amount_paise;
      else extra.late += line.amount_paise;
    }
    const charges = lines.reduce((sum, line) => sum + line.amount_paise, 0);
    const arrears = balance.get(flat.apartment) ?? 0;
    drafts.push({ apartment: flat.apartment, lines, charges, arrears, lateFee: fee });
  }
  const summed = [
    ...totals.values(),
    ...(extra.gst ? [{ name: 'GST', amount_paise: extra.gst }] : []),
    ...(extra.late ? [{ name: messages.lateFeesTotal, amount_paise: extra.late }] : []),
  ];
  return {
    drafts,
    result: {
      period,
      preview: input.preview,
      flats: flats.length,
      invoices: drafts.length,
      already_billed: flats.filter((flat) => already.has(flat.apartment)).length,
      heads: summed,
      total_paise: drafts.reduce((sum, draft) => sum + draft.charges, 0),
      odd,
    },
  };
}

/**
 * What the fees charged leave behind: each invoice charged up to today, each pending notice
 * left out remembered (what of it, since when), each rejected one's left-out days counted.
 */
async function markLateFees(tx: Kysely<Database>, fees: LateFee[], today: string) {
  const charged = fees.flatMap((fee) => fee.charged);
  for (const part of chunks(charged)) {
    await tx
      .updateTable('invoices')
      .set({ late_fee_until: today })
      .where('id', 'in', part)
      .execute();
  }
  for (const part of chunks(fees.flatMap((fee) => fee.deferred))) {
    const values = part.map(
      (each) => sql`(${each.payment_id}::bigint, ${each.paise}::bigint, ${each.from}::date)`,
    );
    await sql`
      UPDATE payments p SET late_fee_deferred_paise = v.paise, late_fee_deferred_from = v.from
      FROM (VALUES ${sql.join(values)}) AS v (id, paise, "from")
      WHERE p.id = v.id`.execute(tx);
  }
  for (const part of chunks(fees.flatMap((fee) => fee.madeUp))) {
    await tx
      .updateTable('payments')
      .set({ late_fee_made_up_on: today })
      .where('id', 'in', part)
      .execute();
  }
}

/** Makes the plan's invoices (the caller holds the book's lock); answers how many were made. */
export async function publishPlan(
  tx: Kysely<Database>,
  plan: Plan,
  input: GenerateInvoices,
  settings: DuesSettings,
  now: Date,
  today: string,
): Promise<number> {
  const { drafts } = plan;
  if (drafts.length === 0) return 0;
  const year = financialYear(input.period);
  const numbers = await nextNumbers(tx, `invoice:${year}`, drafts.length);
  const byFlat = new Map(drafts.map((draft) => [draft.apartment, draft]));
  const made: { id: number; apartment: string; number: string }[] = [];
  for (const part of chunks(drafts.map((draft, index) => ({ draft, n: numbers[index] ?? 0 })))) {
    const rows = await tx
      .insertInto('invoices')
      .values(
        part.map(({ draft, n }) => ({
          number: invoiceNumber(year, n),
          apartment: draft.apartment,
          period: input.period,
          billing_cycle: settings.billing_cycle,
          due_date: input.due_date,
          status: draft.charges > 0 ? ('published' as const) : ('paid' as const),
          charges_paise: draft.charges,
          arrears_paise: draft.arrears,
          published_at: now,
        })),
      )
      .onConflict((conflict) => conflict.columns(['apartment', 'period']).doNothing())
      .returning(['id', 'apartment', 'number'])
      .execute();
    made.push(...rows);
  }

  const lines = made.flatMap((invoice) =>
    (byFlat.get(invoice.apartment)?.lines ?? []).map((line, position) => ({
      invoice_id: invoice.id,
      position,
      kind: line.kind,
      label: line.label,
      amount_paise: line.amount_paise,
    })),
  );
  for (const part of chunks(lines)) await tx.insertInto('invoice_lines').values(part).execute();

  const entries = made.flatMap((invoice) => {
    const draft = byFlat.get(invoice.apartment);
    if (!draft) return [];
    const fee = draft.lateFee.line?.amount_paise ?? 0;
    const entry = (kind: 'invoice' | 'late_fee', amount: number, note: string) => ({
      apartment: invoice.apartment,
      at: now,
      kind,
      amount_paise: amount,
      invoice_id: invoice.id,
      note,
    });
    return [
      ...(draft.charges - fee > 0
        ? [entry('invoice', draft.charges - fee, messages.ledgerInvoice(invoice.number))]
        : []),
      ...(fee > 0 ? [entry('late_fee', fee, messages.ledgerLateFee(invoice.number))] : []),
    ];
  });
  for (const part of chunks(entries)) await tx.insertInto('ledger_entries').values(part).execute();

  const fees = made.flatMap((invoice) => byFlat.get(invoice.apartment)?.lateFee ?? []);
  await markLateFees(tx, fees, today);

  const madeFor = new Set(made.map((invoice) => invoice.apartment));
  const withCredit = await flatsWithCredit(tx);
  await settleFlats(
    tx,
    withCredit.filter((apartment) => madeFor.has(apartment)),
    now,
  );
  return made.length;
}
