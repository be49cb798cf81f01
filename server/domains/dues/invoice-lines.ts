/**
 * An invoice's arithmetic (ADR 004), pure so it is the same in a preview and a publish: one line
 * per active charge head times the months billed (per flat: the rate; per sq ft: rate × area;
 * listed flats: the rate for each flat listed), GST per head as its own line rounded half-up to
 * the paisa, and the late fee by the RWA's rule on the flat's overdue invoices.
 */
import type { ChargeHead, DuesSettings } from '../../../contract/dues/billing';
import { formatRupees } from '../../../contract/dues/money';
import type { BillingCycle } from '../../../contract/dues/periods';
import { monthsOf } from '../../../contract/dues/periods';
import { addDays } from '../../../contract/platform/india-time';
import type { Flat } from './book';

export interface DraftLine {
  kind: 'charge' | 'gst' | 'late_fee';
  label: string;
  amount_paise: number;
  /** The charge head a charge or GST line comes from; '' for the late fee. */
  head: string;
}

/** x / divisor rounded half-up (amounts are never negative here), exact past 2^53 on the way. */
export function roundHalfUp(x: bigint, divisor: bigint): number {
  return Number((x * 2n + divisor) / (divisor * 2n));
}

/** GST in basis points of `amount`, rounded half-up to the paisa. */
export const gstOn = (amount: number, bp: number): number =>
  roundHalfUp(BigInt(amount) * BigInt(bp), 10_000n);

/** 1800 → '18%', 250 → '2.5%'. */
export const percentOf = (bp: number): string => `${bp / 100}%`;

const sqft = (area: number) => `${area.toLocaleString('en-IN')} sq ft`;

/** The months of `period` a head is active in. */
function activeMonths(head: ChargeHead, period: string, cycle: BillingCycle): number {
  return monthsOf(period, cycle).filter(
    (month) =>
      head.active_from <= month && (head.active_until === null || month <= head.active_until),
  ).length;
}

/** Whether a head bills anything in `period` (any month of it). */
export const activeIn = (head: ChargeHead, period: string, cycle: BillingCycle): boolean =>
  activeMonths(head, period, cycle) > 0;

/** A flat's charge and GST lines; `noArea`: a per-sq-ft head had to leave it out. */
export function chargeLines(
  heads: ChargeHead[],
  flat: Flat,
  period: string,
  cycle: BillingCycle,
): { lines: DraftLine[]; noArea: boolean } {
  const lines: DraftLine[] = [];
  let noArea = false;
  for (const head of heads) {
    const months = activeMonths(head, period, cycle);
    if (months === 0) continue;
    const times = months > 1 ? ` × ${months} months` : '';
    let amount: number;
    let label: string;
    if (head.basis === 'per_sqft') {
      if (flat.area_sqft === null) {
        noArea = true;
        continue;
      }
      amount = head.rate_paise * flat.area_sqft * months;
      label = `${head.name} (${sqft(flat.area_sqft)} × ${formatRupees(head.rate_paise)}${times})`;
    } else {
      if (head.basis === 'fixed_listed' && !head.flats.includes(flat.apartment)) continue;
      amount = head.rate_paise * months;
      label = times ? `${head.name} (${formatRupees(head.rate_paise)}${times})` : head.name;
    }
    if (amount === 0) continue;
    lines.push({ kind: 'charge', label, amount_paise: amount, head: head.id });
    const gst = gstOn(amount, head.gst_bp);
    if (gst > 0) {
      const gstLabel = `GST ${percentOf(head.gst_bp)} on ${head.name}`;
      lines.push({ kind: 'gst', label: gstLabel, amount_paise: gst, head: head.id });
    }
  }
  return { lines, noArea };
}

/** An earlier invoice of the flat with something still open. */
export interface OverdueCandidate {
  id: number;
  number: string;
  due_date: string;
  open_paise: number;
  late_fee_until: string | null;
}

export interface LateFee {
  line: DraftLine | null;
  /** The invoices charged now: their `late_fee_until` becomes `today`. */
  charged: number[];
}

const NO_FEE: LateFee = { line: null, charged: [] };

/** Whole days from `from` to `to` (yyyy-MM-dd). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Names a few invoices: 'GH/2026-27/000001 (…), GH/2026-27/000002 (…) and 2 more'. */
function listed(parts: string[]): string {
  const shown = parts.slice(0, 3).join(', ');
  return parts.length > 3 ? `${shown} and ${parts.length - 3} more` : shown;
}

/**
 * The late fee on the flat's invoices overdue `today`. Interest: open × yearly rate × days / 365
 * for the days since the later of due date + grace and the day it was last charged up to,
 * summed and rounded half-up to the paisa once. Fixed: the fee once per invoice past its grace.
 */
export function lateFee(
  settings: DuesSettings,
  invoices: OverdueCandidate[],
  today: string,
): LateFee {
  const graceEnds = (invoice: OverdueCandidate) =>
    addDays(invoice.due_date, settings.late_fee_grace_days);
  const open = invoices.filter((invoice) => invoice.open_paise > 0);
  if (settings.late_fee_kind === 'fixed') {
    const due = open.filter(
      (invoice) => invoice.late_fee_until === null && graceEnds(invoice) < today,
    );
    const amount = settings.late_fee_fixed_paise * due.length;
    if (amount === 0) return NO_FEE;
    const parts = due.map((invoice) => invoice.number);
    return {
      line: {
        kind: 'late_fee',
        label: `Late fee: ${formatRupees(settings.late_fee_fixed_paise)} for each invoice overdue (${listed(parts)})`,
        amount_paise: amount,
        head: '',
      },
      charged: due.map((invoice) => invoice.id),
    };
  }
  if (settings.late_fee_kind !== 'interest' || settings.late_fee_yearly_bp === 0) return NO_FEE;
  const counted = open
    .map((invoice) => {
      const from = [graceEnds(invoice), invoice.late_fee_until ?? ''].sort().at(-1) ?? '';
      return { invoice, days: daysBetween(from, today) };
    })
    .filter(({ days }) => days > 0);
  const numerator = counted.reduce(
    (sum, { invoice, days }) =>
      sum + BigInt(invoice.open_paise) * BigInt(settings.late_fee_yearly_bp) * BigInt(days),
    0n,
  );
  const amount = roundHalfUp(numerator, 10_000n * 365n);
  if (amount === 0) return NO_FEE;
  const parts = counted.map(
    ({ invoice, days }) =>
      `${invoice.number}: ${formatRupees(invoice.open_paise)} for ${days} day${days === 1 ? '' : 's'}`,
  );
  return {
    line: {
      kind: 'late_fee',
      label: `Late fee: interest at ${percentOf(settings.late_fee_yearly_bp)} a year (${listed(parts)})`,
      amount_paise: amount,
      head: '',
    },
    charged: counted.map(({ invoice }) => invoice.id),
  };
}
