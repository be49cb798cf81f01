/**
 * An invoice's arithmetic (ADR 004), pure so it is the same in a preview and a publish: one line
 * per active charge head times the months billed (per flat: the rate; per sq ft: rate × area;
 * listed flats: the rate for each flat listed), GST per head as its own line rounded half-up to
 * the paisa (the late fee is late-fee.ts).
 */
import type { ChargeHead } from '../../../contract/dues/billing';
import { formatRupees } from '../../../contract/dues/money';
import type { BillingCycle } from '../../../contract/dues/periods';
import { monthsOf } from '../../../contract/dues/periods';
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

/** Whole days from `from` to `to` (yyyy-MM-dd). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
