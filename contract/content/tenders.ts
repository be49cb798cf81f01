/** Tenders (SPEC.md §2 /tenders and /admin/tenders, §3 Tender, §5 Tender rules, §8, §9 defaults). */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { addDays } from '../platform/india-time';
import { byId, isoDate, requiredText } from '../platform/fields';
import { messages } from '../messages';

/**
 * Money travels as rupees, a JSON number with at most two decimals (paise): 1.005 is refused,
 * never rounded, and the largest amount is what an estate's tender could mean (₹100 crore),
 * well inside the column's numeric(14, 2).
 */
export const MAX_TENDER_AMOUNT = 1_000_000_000;
const hasPaise = (value: number) => /^\d+(\.\d{1,2})?$/.test(String(value));

/** Tender dates lie in this century's working range; `tenderDateProblems` narrows it to today's. */
const tenderDateRange = { from: '2000-01-01', to: '2099-12-31' } as const;

/** How far from today a tender's dates may be: a tender is for the next few years, not 9999. */
export const TENDER_YEARS_AHEAD = 5;

/** What the RWA fills in; the same schema checks the admin form and the server body. */
export const tenderInput = z
  .strictObject({
    name: requiredText('Name', 'line'),
    description: requiredText('Description', 'description'),
    collectionDate: isoDate('Collection date', tenderDateRange),
    returnDate: isoDate('Return date', tenderDateRange),
    cost: z.strictObject({
      amount: z
        .number({ error: messages.tenderAmountRequired })
        .min(1, messages.tenderAmountRequired)
        .max(MAX_TENDER_AMOUNT, messages.tenderAmountTooHigh)
        .refine(hasPaise, messages.tenderAmountPaise),
      gstPercentage: z
        .number({ error: messages.tenderGstRequired })
        .min(0, messages.tenderGstRequired)
        .max(100, messages.tenderGstTooHigh)
        .refine(hasPaise, messages.tenderGstPaise),
    }),
    location: requiredText('Location', 'line'),
    contact: requiredText('Contact', 'line'),
  })
  .refine((tender) => tender.returnDate >= tender.collectionDate, {
    message: messages.tenderReturnBeforeCollection,
    path: ['returnDate'],
  });
export type TenderInput = z.infer<typeof tenderInput>;

/** The rule that needs today's date (yyyy-MM-dd in India): dates within a few years of it. */
export function tenderDateProblem(
  input: Pick<TenderInput, 'collectionDate' | 'returnDate'>,
  today: string,
): { path: 'collectionDate' | 'returnDate'; message: string } | undefined {
  const earliest = addDays(today, -365 * TENDER_YEARS_AHEAD);
  const latest = addDays(today, 365 * TENDER_YEARS_AHEAD);
  if (input.collectionDate < earliest || input.collectionDate > latest) {
    return { path: 'collectionDate', message: messages.tenderDateRange(TENDER_YEARS_AHEAD) };
  }
  if (input.returnDate > latest) {
    return { path: 'returnDate', message: messages.tenderDateRange(TENDER_YEARS_AHEAD) };
  }
  return undefined;
}

export const tender = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  collectionDate: z.string(),
  returnDate: z.string(),
  cost: z.object({ amount: z.number(), gstPercentage: z.number() }),
  location: z.string(),
  contact: z.string(),
});
export type Tender = z.infer<typeof tender>;

/** SPEC.md §9: GST 18 percent, cost 0. */
export const tenderDefaults = { amount: 0, gstPercentage: 18 } as const;

export const listTenders = defineEndpoint({
  method: 'GET',
  path: 'tenders/tenders',
  access: 'public',
  response: z.array(tender),
  failure: messages.tendersFetchFailed,
});

export const createTender = defineEndpoint({
  method: 'POST',
  path: 'tenders/tenders',
  access: 'rwa',
  body: tenderInput,
  created: 'always',
  response: tender,
  failure: messages.tenderCreateFailed,
  audit: { action: 'tender.create', target: 'tender' },
});

export const updateTender = defineEndpoint({
  method: 'PUT',
  path: 'tenders/tenders/:id',
  access: 'rwa',
  params: byId,
  body: tenderInput,
  response: tender,
  failure: messages.tenderUpdateFailed,
  audit: { action: 'tender.edit', target: 'tender' },
});

export const deleteTender = defineEndpoint({
  method: 'DELETE',
  path: 'tenders/tenders/:id',
  access: 'rwa',
  params: byId,
  response: z.object({ message: z.string() }),
  failure: messages.tenderDeleteFailed,
  audit: { action: 'tender.delete', target: 'tender' },
});
