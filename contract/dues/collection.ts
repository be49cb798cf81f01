/**
 * Chasing and accounting (issue 33): the flats with dues, aged by each open invoice's due date;
 * reminders to a selection (one a week per flat); a period's collection summary; and CSVs of
 * these and of one flat's ledger, in paise and in rupees, for an accountant's Tally.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { apartmentNumber, isoMonth } from '../platform/fields';
import { messages } from '../messages';

/** What is open, by how many days past its due date (not yet due counts as 0–30). */
export const ageingBuckets = z.object({
  days_0_30: z.number(),
  days_31_60: z.number(),
  days_61_90: z.number(),
  days_90_plus: z.number(),
});
export type AgeingBuckets = z.infer<typeof ageingBuckets>;

export const defaulter = z.object({
  apartment: z.string(),
  /** The ledger's sum. */
  balance_paise: z.number(),
  /** What its open invoices still ask for, by age below. */
  open_paise: z.number(),
  oldest_due_date: z.string().nullable(),
  /** Days since the oldest open due date; 0 when nothing is past due yet. */
  days_overdue: z.number(),
  buckets: ageingBuckets,
  last_reminded_at: z.string().nullable(),
});
export type Defaulter = z.infer<typeof defaulter>;

export const defaulters = z.object({
  /** The India day the ages are counted to. */
  as_of: z.string(),
  flats: z.array(defaulter),
  totals: z.object({
    flats: z.number(),
    balance_paise: z.number(),
    open_paise: z.number(),
    buckets: ageingBuckets,
  }),
});
export type Defaulters = z.infer<typeof defaulters>;

/** Every flat whose balance is more than zero, most overdue first. */
export const getDefaulters = defineEndpoint({
  method: 'GET',
  path: 'dues/defaulters',
  access: 'rwa',
  response: defaulters,
  failure: messages.defaultersLoadFailed,
});

export const exportDefaulters = defineEndpoint({
  method: 'GET',
  path: 'dues/defaulters.csv',
  access: 'rwa',
  responseType: 'file',
  response: z.unknown(),
  failure: messages.defaultersLoadFailed,
});

export const sendDuesReminders = defineEndpoint({
  method: 'POST',
  path: 'dues/reminders',
  access: 'rwa',
  body: z.strictObject({
    apartments: z
      .array(apartmentNumber, { error: messages.apartmentsRequired })
      .min(1, messages.apartmentsRequired)
      .max(5000),
  }),
  response: z.object({
    /** Flats reminded, and how many people of each the notice reached. */
    sent: z.array(z.object({ apartment: z.string(), reached: z.number() })),
    skipped: z.array(z.object({ apartment: z.string(), reason: z.string() })),
  }),
  failure: messages.remindersSendFailed,
  audit: { action: 'dues.reminders', target: 'flat' },
});

export const summaryQuery = z.strictObject({ period: isoMonth('Period') });

/**
 * A period's invoices (cancelled ones left out): what they billed, what payments settled of
 * them, what is still open, and how many flats paid in full, in part or not yet.
 */
export const duesSummary = z.object({
  period: z.string(),
  billed_paise: z.number(),
  collected_paise: z.number(),
  outstanding_paise: z.number(),
  flats_billed: z.number(),
  flats_paid: z.number(),
  flats_partly_paid: z.number(),
  flats_unpaid: z.number(),
  cancelled: z.number(),
});
export type DuesSummary = z.infer<typeof duesSummary>;

export const getDuesSummary = defineEndpoint({
  method: 'GET',
  path: 'dues/summary',
  access: 'rwa',
  query: summaryQuery,
  response: duesSummary,
  failure: messages.summaryLoadFailed,
});

/** The period's invoices one a row, with a total: billed, collected, outstanding. */
export const exportDuesSummary = defineEndpoint({
  method: 'GET',
  path: 'dues/summary.csv',
  access: 'rwa',
  query: summaryQuery,
  responseType: 'file',
  response: z.unknown(),
  failure: messages.summaryLoadFailed,
});

/** One flat's ledger: date, kind, invoice, receipt, debit, credit and running balance. */
export const exportFlatLedger = defineEndpoint({
  method: 'GET',
  path: 'dues/ledger/:apartment.csv',
  access: 'rwa',
  params: z.strictObject({ apartment: apartmentNumber }),
  responseType: 'file',
  response: z.unknown(),
  failure: messages.ledgerLoadFailed,
});
