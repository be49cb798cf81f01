/**
 * Percentages typed as people say them ('18', '1.5') and kept as the contract's basis points
 * (1800, 150). Anything else reaches the contract's schema as NaN, which refuses it with its own
 * range sentence ('GST is from 0 % to 28 %').
 */
import { z } from 'zod';

export function percentField(basisPoints: z.ZodType<number, number>) {
  return z
    .string()
    .transform((text) => {
      const clean = text.trim().replace(/\s*%$/, '');
      return /^\d+(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : Number.NaN;
    })
    .pipe(basisPoints);
}

/** Basis points as the field starts: 1800 → '18', 150 → '1.5'. */
export const percentText = (basisPoints: number): string => String(basisPoints / 100);
