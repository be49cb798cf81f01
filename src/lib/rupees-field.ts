/**
 * Amounts typed in rupees, checked in paise (contract/dues/money.ts): a form field holds what the
 * person typed ('1,234.50', '₹ 500'), and its schema turns it into paise before the contract's own
 * check, so the field shows the contract's sentences (whole paise, more than zero, too large).
 */
import { z } from 'zod';
import { messages } from '../../contract/messages';
import { parseRupees, upiAmount } from '../../contract/dues/money';

/** A text field whose value becomes paise, then meets `paise` (positivePaise, ratePaise). */
export function rupeesField(paise: z.ZodType<number, number>) {
  return z
    .string()
    .transform((text, context) => {
      // Blank is NaN, which `paise` refuses with its own "is required" sentence.
      if (!text.trim()) return Number.NaN;
      // A minus sign reaches `paise` as a negative, which says "more than zero" or "not negative".
      const negative = /^\s*[-−]/.test(text);
      const value = parseRupees(negative ? text.replace(/^\s*[-−]/, '') : text);
      if (value === undefined) {
        context.addIssue({ code: 'custom', message: messages.amountWholePaise });
        return z.NEVER;
      }
      return negative ? -value : value;
    })
    .pipe(paise);
}

/** Paise as a field starts: '1234.50', no grouping, so it reads back as typed. */
export function rupeesText(paise: number): string {
  return upiAmount(paise);
}
