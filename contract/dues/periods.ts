/**
 * Billing periods: a period is a month as `YYYY-MM`; with quarterly billing it is the quarter's
 * first month (April, July, October, January: India's financial quarters) and covers three.
 * Numbers count within the Indian financial year, April to March ('2026-27').
 */
export type BillingCycle = 'monthly' | 'quarterly';

export const billingCycles = ['monthly', 'quarterly'] as const satisfies readonly BillingCycle[];

/** How many months one invoice bills. */
export function monthsBilled(cycle: BillingCycle): number {
  return cycle === 'quarterly' ? 3 : 1;
}

/** Whether `period` may start an invoice of this cycle (a quarter starts in Apr, Jul, Oct, Jan). */
export function startsCycle(period: string, cycle: BillingCycle): boolean {
  if (cycle === 'monthly') return true;
  return ['01', '04', '07', '10'].includes(period.slice(5, 7));
}

/** The months an invoice of `period` covers: ['2026-10', '2026-11', '2026-12'] for a quarter. */
export function monthsOf(period: string, cycle: BillingCycle): string[] {
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(5, 7));
  return Array.from({ length: monthsBilled(cycle) }, (_, index) => {
    const zeroBased = month - 1 + index;
    const y = year + Math.floor(zeroBased / 12);
    return `${y}-${String((zeroBased % 12) + 1).padStart(2, '0')}`;
  });
}

/** The Indian financial year a day or month falls in: '2026-11-28' → '2026-27'. */
export function financialYear(dayOrMonth: string): string {
  const year = Number(dayOrMonth.slice(0, 4));
  const month = Number(dayOrMonth.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'December 2026', or 'Oct–Dec 2026' for a quarter. */
export function periodName(period: string, cycle: BillingCycle = 'monthly'): string {
  const months = monthsOf(period, cycle);
  const name = (month: string) => monthNames[Number(month.slice(5, 7)) - 1] ?? month;
  const first = months[0] ?? period;
  const last = months[months.length - 1] ?? period;
  if (months.length === 1) return `${name(first)} ${first.slice(0, 4)}`;
  return `${name(first).slice(0, 3)}–${name(last).slice(0, 3)} ${last.slice(0, 4)}`;
}
