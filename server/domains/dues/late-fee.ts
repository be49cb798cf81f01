/**
 * The late fee (ADR 004) on a flat's invoices overdue `today`, by the RWA's rule, applied on the
 * next invoice as its own line. Pure, so a preview and a publish agree.
 *
 * Interest: open × yearly rate × days / 365 for the days since the later of due date + grace and
 * the day it was last charged up to, summed and rounded half-up to the paisa once. Fixed: the
 * fee once per invoice past its grace.
 *
 * What a resident says they paid on time is not charged for while the RWA checks it: the amount
 * of an "I have paid" still pending, paid on or before the due date, is left out of the base
 * (interest) or, when it covers all that is open, keeps the invoice from the fee (fixed). A
 * notice left out of an interest charge on the rest of its invoice is remembered (`deferred`);
 * rejected (or reversed) later, its days are counted on the next fee as usual, once (`madeUp`).
 * Confirmed, it settles the invoice and nothing is counted.
 */
import type { DuesSettings } from '../../../contract/dues/billing';
import { formatRupees } from '../../../contract/dues/money';
import { messages } from '../../../contract/messages';
import { addDays } from '../../../contract/platform/india-time';
import type { DraftLine } from './invoice-lines';
import { daysBetween, percentOf, roundHalfUp } from './invoice-lines';

/** A pending "I have paid" for an invoice, paid on or before its due date. */
export interface PendingNotice {
  id: number;
  amount_paise: number;
  /** What an earlier fee left out of it, and since when (0 and null: none yet). */
  deferred_paise: number;
  deferred_from: string | null;
}

/** An earlier invoice of the flat with something still open. */
export interface OverdueCandidate {
  id: number;
  number: string;
  due_date: string;
  open_paise: number;
  late_fee_until: string | null;
  pending: PendingNotice[];
}

/** A notice a fee left out and the RWA since rejected: its days, to be counted now. */
export interface MakeUp {
  payment_id: number;
  /** Its invoice's number. */
  number: string;
  paise: number;
  from: string;
  /** The day its invoice was last charged up to. */
  until: string;
}

/** What a pending notice is left out of from now: the part of it, and since when. */
export interface Deferral {
  payment_id: number;
  paise: number;
  from: string;
}

export interface LateFee {
  line: DraftLine | null;
  /** The invoices charged now: their `late_fee_until` becomes `today`. */
  charged: number[];
  /** Pending notices left out of this charge. */
  deferred: Deferral[];
  /** Rejected notices whose left-out days this charge counts. */
  madeUp: number[];
}

const NO_FEE: LateFee = { line: null, charged: [], deferred: [], madeUp: [] };

/** Names a few invoices: 'GH/2026-27/000001 (…), GH/2026-27/000002 (…) and 2 more'. */
function listed(parts: string[]): string {
  const shown = parts.slice(0, 3).join(', ');
  return parts.length > 3 ? `${shown} and ${parts.length - 3} more` : shown;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** What of `invoice` pending notices cover: left out of its fee. */
const leftOut = (invoice: OverdueCandidate) =>
  Math.min(sum(invoice.pending.map((notice) => notice.amount_paise)), invoice.open_paise);

/**
 * The notices' shares of `excluded`, oldest first, left out from `from` — or from when an
 * earlier fee first left them out, never more than was left out then.
 */
function deferrals(invoice: OverdueCandidate, excluded: number, from: string): Deferral[] {
  let rest = excluded;
  return invoice.pending.flatMap((notice) => {
    const share = Math.min(notice.amount_paise, rest);
    rest -= share;
    if (share <= 0) return [];
    return notice.deferred_from === null
      ? [{ payment_id: notice.id, paise: share, from }]
      : [
          {
            payment_id: notice.id,
            paise: Math.min(notice.deferred_paise, share),
            from: notice.deferred_from,
          },
        ];
  });
}

function fixedFee(settings: DuesSettings, open: OverdueCandidate[], today: string): LateFee {
  const due = open.filter(
    (invoice) =>
      invoice.late_fee_until === null &&
      addDays(invoice.due_date, settings.late_fee_grace_days) < today &&
      invoice.open_paise > leftOut(invoice),
  );
  const amount = settings.late_fee_fixed_paise * due.length;
  if (amount === 0) return NO_FEE;
  const fee = formatRupees(settings.late_fee_fixed_paise);
  const parts = due.map((invoice) => invoice.number);
  return {
    ...NO_FEE,
    line: {
      kind: 'late_fee',
      label: messages.lateFeeFixedLabel(fee, listed(parts)),
      amount_paise: amount,
      head: '',
    },
    charged: due.map((invoice) => invoice.id),
  };
}

function interestFee(
  settings: DuesSettings,
  open: OverdueCandidate[],
  makeUps: MakeUp[],
  today: string,
): LateFee {
  const rate = BigInt(settings.late_fee_yearly_bp);
  const parts: string[] = [];
  let numerator = 0n;
  const fee: LateFee = { ...NO_FEE, charged: [], deferred: [], madeUp: [] };
  for (const invoice of open) {
    const graceEnds = addDays(invoice.due_date, settings.late_fee_grace_days);
    const from = [graceEnds, invoice.late_fee_until ?? ''].sort().at(-1) ?? graceEnds;
    const days = daysBetween(from, today);
    if (days <= 0) continue;
    const excluded = leftOut(invoice);
    const base = invoice.open_paise - excluded;
    numerator += BigInt(base) * rate * BigInt(days);
    const checking = excluded > 0 ? formatRupees(excluded) : null;
    parts.push(messages.lateFeeDays(invoice.number, formatRupees(base), days, checking));
    fee.charged.push(invoice.id);
    fee.deferred.push(...deferrals(invoice, excluded, from));
  }
  for (const makeUp of makeUps) {
    const days = Math.max(daysBetween(makeUp.from, makeUp.until), 0);
    numerator += BigInt(makeUp.paise) * rate * BigInt(days);
    if (days > 0) {
      parts.push(messages.lateFeeDaysChecked(makeUp.number, formatRupees(makeUp.paise), days));
    }
    fee.madeUp.push(makeUp.payment_id);
  }
  const amount = roundHalfUp(numerator, 10_000n * 365n);
  if (amount === 0) return NO_FEE;
  const yearly = percentOf(settings.late_fee_yearly_bp);
  return {
    ...fee,
    line: {
      kind: 'late_fee',
      label: messages.lateFeeInterestLabel(yearly, listed(parts)),
      amount_paise: amount,
      head: '',
    },
  };
}

/** The late fee on the flat's invoices overdue `today` and the left-out days now due. */
export function lateFee(
  settings: DuesSettings,
  invoices: OverdueCandidate[],
  makeUps: MakeUp[],
  today: string,
): LateFee {
  const open = invoices.filter((invoice) => invoice.open_paise > 0);
  if (settings.late_fee_kind === 'fixed') return fixedFee(settings, open, today);
  if (settings.late_fee_kind !== 'interest' || settings.late_fee_yearly_bp === 0) return NO_FEE;
  return interestFee(settings, open, makeUps, today);
}
