/**
 * The charge head form: the contract's `chargeHeadInput`, with the rate typed in rupees, GST in
 * percent, the listed flats as one line of text and "until" left blank while a head runs on.
 * Each field is checked alone first, then the head as a whole (flats for a listed head, an end
 * not before its start), by the contract itself.
 */
import { z } from 'zod';
import { chargeHeadInput, type ChargeBasis, type ChargeHead } from '../../../contract/dues/billing';
import { formatRupees, ratePaise } from '../../../contract/dues/money';
import { periodName } from '../../../contract/dues/periods';
import { apartmentNumber } from '../../../contract/platform/fields';
import { rupeesField, rupeesText } from '../../lib/rupees-field';
import { percentField, percentText } from './percent-field';

const { shape } = chargeHeadInput;

/** 'A101, B202 C303' → ['A101', 'B202', 'C303'], each an apartment number or refused by name. */
const flatsText = z
  .string()
  .transform((text, context) => {
    const flats = text
      .toUpperCase()
      .split(/[\s,;]+/)
      .filter(Boolean);
    for (const flat of flats) {
      const problem = apartmentNumber.safeParse(flat).error?.issues[0]?.message;
      if (problem) context.addIssue({ code: 'custom', message: `${flat}: ${problem}` });
    }
    return flats;
  })
  .pipe(shape.flats.unwrap());

export const chargeHeadForm = z
  .strictObject({
    ...shape,
    rate_paise: rupeesField(ratePaise),
    gst_bp: percentField(shape.gst_bp),
    flats: flatsText,
    active_until: z
      .string()
      .transform((text) => text.trim() || null)
      .pipe(shape.active_until.unwrap()),
  })
  // The whole head by the contract itself; its sentences keep their fields' paths.
  .transform((fields, context) => {
    const head = chargeHeadInput.safeParse(fields);
    if (head.success) return head.data;
    for (const issue of head.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
export type ChargeHeadValues = z.input<typeof chargeHeadForm>;

export function chargeHeadValues(head: ChargeHead | undefined, month: string): ChargeHeadValues {
  return {
    name: head?.name ?? '',
    basis: head?.basis ?? 'per_flat',
    rate_paise: head ? rupeesText(head.rate_paise) : '',
    gst_bp: percentText(head?.gst_bp ?? 0),
    flats: head?.flats.join(', ') ?? '',
    active_from: head?.active_from ?? month,
    active_until: head?.active_until ?? '',
  };
}

export const basisNames: Record<ChargeBasis, string> = {
  per_flat: 'Per flat',
  per_sqft: 'Per sq ft of the flat',
  fixed_listed: 'A fixed amount for listed flats',
};

/** '₹3.50 per sq ft a month', '₹500.00 per flat a month', '₹1,000.00 a month for 3 listed flats'. */
export function rateWords(head: ChargeHead): string {
  const rate = formatRupees(head.rate_paise);
  if (head.basis === 'per_sqft') return `${rate} per sq ft a month`;
  if (head.basis === 'per_flat') return `${rate} per flat a month`;
  const count = head.flats.length;
  return `${rate} a month for ${count} listed ${count === 1 ? 'flat' : 'flats'}`;
}

/** 'From April 2026', or 'April 2026 to March 2027' once it has ended. */
export function activeWords(head: ChargeHead): string {
  const from = periodName(head.active_from);
  return head.active_until ? `${from} to ${periodName(head.active_until)}` : `From ${from}`;
}
