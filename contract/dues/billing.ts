/**
 * Billing (issue 33): the RWA's settings, charge heads and flat areas, and a period's invoices,
 * generated once per flat and period. Every amount is integer paise (money.ts).
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import {
  apartmentFilter,
  apartmentNumber,
  byId,
  isoDate,
  isoMonth,
  requiredText,
} from '../platform/fields';
import { messages } from '../messages';
import { ratePaise } from './money';
import { wholeNumber } from './flats';
import { billingCycles } from './periods';
import { upiVpa } from './upi';

// The flats and their areas have a file of their own; callers still find them here.
export * from './flats';

export const lateFeeKinds = ['none', 'interest', 'fixed'] as const;
export type LateFeeKind = (typeof lateFeeKinds)[number];

/**
 * The late fee, applied on the next invoice as its own line, never silently: simple interest at a
 * yearly rate (basis points: 1800 = 18 % a year) on the overdue amount, counted daily; or a fixed
 * fee once an invoice is more than `grace_days` overdue.
 */
export const duesSettings = z.strictObject({
  /** '' until the RWA sets it: no UPI link is offered without one. */
  upi_vpa: z.union([z.literal(''), upiVpa]),
  payee_name: requiredText('Payee name', 'name'),
  billing_cycle: z.enum(billingCycles, { error: messages.billingCycleInvalid }),
  due_day: wholeNumber(messages.dueDayRange)
    .min(1, messages.dueDayRange)
    .max(28, messages.dueDayRange),
  late_fee_kind: z.enum(lateFeeKinds, { error: messages.lateFeeKindInvalid }),
  late_fee_yearly_bp: wholeNumber(messages.lateFeeRateRange)
    .min(0, messages.lateFeeRateRange)
    .max(3600, messages.lateFeeRateRange),
  late_fee_fixed_paise: ratePaise,
  late_fee_grace_days: wholeNumber(messages.graceDaysRange)
    .min(0, messages.graceDaysRange)
    .max(365, messages.graceDaysRange),
  /** 0: off. Otherwise no court or banquet booking while more than this many days overdue. */
  booking_block_days: wholeNumber(messages.blockDaysRange)
    .min(0, messages.blockDaysRange)
    .max(365, messages.blockDaysRange),
});
export type DuesSettings = z.output<typeof duesSettings>;

export const getDuesSettings = defineEndpoint({
  method: 'GET',
  path: 'dues/settings',
  access: 'rwa',
  response: duesSettings,
  failure: messages.duesSettingsLoadFailed,
});

export const updateDuesSettings = defineEndpoint({
  method: 'PUT',
  path: 'dues/settings',
  access: 'rwa',
  body: duesSettings,
  response: duesSettings,
  failure: messages.duesSettingsSaveFailed,
  audit: { action: 'dues.settings', target: 'dues_settings' },
});

export const chargeBases = ['per_flat', 'per_sqft', 'fixed_listed'] as const;
export type ChargeBasis = (typeof chargeBases)[number];

/**
 * A charge head, per month billed: `rate_paise` per flat, per sq ft, or for each listed flat;
 * GST in basis points (1800 = 18 %). Active from a period and, once ended, until one.
 */
export const chargeHeadInput = z
  .strictObject({
    name: requiredText('Name', 'line'),
    basis: z.enum(chargeBases, { error: messages.chargeBasisInvalid }),
    rate_paise: ratePaise,
    gst_bp: wholeNumber(messages.gstRange).min(0, messages.gstRange).max(2800, messages.gstRange),
    /** The flats a `fixed_listed` head charges; empty for the other bases. */
    flats: z.array(apartmentNumber).max(5000).default([]),
    active_from: isoMonth('Active from'),
    active_until: isoMonth('Active until').nullable().default(null),
  })
  .refine((head) => head.basis !== 'fixed_listed' || head.flats.length > 0, {
    message: messages.chargeFlatsRequired,
    path: ['flats'],
  })
  .refine((head) => head.active_until === null || head.active_until >= head.active_from, {
    message: messages.chargeUntilBeforeFrom,
    path: ['active_until'],
  });
export type ChargeHeadInput = z.input<typeof chargeHeadInput>;

export const chargeHead = z.object({
  id: z.string(),
  name: z.string(),
  basis: z.enum(chargeBases),
  rate_paise: z.number(),
  gst_bp: z.number(),
  flats: z.array(z.string()),
  active_from: z.string(),
  active_until: z.string().nullable(),
});
export type ChargeHead = z.infer<typeof chargeHead>;

export const listChargeHeads = defineEndpoint({
  method: 'GET',
  path: 'dues/charge-heads',
  access: 'rwa',
  response: z.array(chargeHead),
  failure: messages.chargeHeadsLoadFailed,
});

export const createChargeHead = defineEndpoint({
  method: 'POST',
  path: 'dues/charge-heads',
  access: 'rwa',
  body: chargeHeadInput,
  created: 'always',
  response: chargeHead,
  failure: messages.chargeHeadSaveFailed,
  audit: { action: 'dues.charge_head_create', target: 'charge_head' },
});

export const updateChargeHead = defineEndpoint({
  method: 'PUT',
  path: 'dues/charge-heads/:id',
  access: 'rwa',
  params: byId,
  body: chargeHeadInput,
  response: chargeHead,
  failure: messages.chargeHeadSaveFailed,
  audit: { action: 'dues.charge_head_update', target: 'charge_head' },
});

export const invoiceStatuses = ['draft', 'published', 'partly_paid', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceLineKinds = ['charge', 'gst', 'late_fee'] as const;

export const invoiceLine = z.object({
  kind: z.enum(invoiceLineKinds),
  label: z.string(),
  amount_paise: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

/**
 * One flat's bill for one period. `charges_paise` is the sum of its lines (what this invoice
 * adds to the flat's ledger); `arrears_paise` what the flat owed before it (negative: an advance
 * it uses); `total_due_paise` both together at issue. `paid_paise` is what payments settled of
 * this invoice's own charges, oldest invoices first.
 */
export const invoice = z.object({
  id: z.string(),
  number: z.string(),
  apartment: z.string(),
  /** yyyy-MM: the month billed, or the first month of the cycle it bills. */
  period: z.string(),
  /**
   * The cycle it was billed in (stored with it): it covers `monthsOf(period, billing_cycle)`,
   * named by `periodName` ('Oct–Dec 2026'). A copy cached on a phone before this was sent reads
   * as monthly, as every invoice was then shown.
   */
  billing_cycle: z.enum(billingCycles).default('monthly'),
  due_date: z.string(),
  status: z.enum(invoiceStatuses),
  lines: z.array(invoiceLine),
  charges_paise: z.number(),
  arrears_paise: z.number(),
  total_due_paise: z.number(),
  paid_paise: z.number(),
  published_at: z.string(),
  cancelled_reason: z.string().nullable(),
  /** A `upi://pay` link for what is still open of it; null once paid or without a VPA. */
  upi_link: z.string().nullable(),
  /**
   * With a payment gateway, its hosted page for paying what is open (Razorpay's short URL);
   * null until made, once part is paid otherwise, or without a gateway.
   */
  payment_link: z.string().nullable().default(null),
});
export type Invoice = z.infer<typeof invoice>;

export const generateInvoices = z.strictObject({
  period: isoMonth('Period'),
  due_date: isoDate('Due date'),
  /** true: say what would be made and store nothing. */
  preview: z.boolean({ error: messages.previewRequired }),
});
export type GenerateInvoices = z.input<typeof generateInvoices>;

/** What a generation made (or would make): totals per head, and anything odd to look at first. */
export const generationResult = z.object({
  period: z.string(),
  preview: z.boolean(),
  flats: z.number(),
  /** Invoices made now (or that would be made). */
  invoices: z.number(),
  /** Flats that already had this period's invoice: never billed twice. */
  already_billed: z.number(),
  heads: z.array(z.object({ name: z.string(), amount_paise: z.number() })),
  total_paise: z.number(),
  odd: z.array(z.object({ apartment: z.string(), problem: z.string() })),
});
export type GenerationResult = z.infer<typeof generationResult>;

export const generateDuesInvoices = defineEndpoint({
  method: 'POST',
  path: 'dues/invoices/generate',
  access: 'rwa',
  body: generateInvoices,
  response: generationResult,
  failure: messages.invoicesGenerateFailed,
  audit: { action: 'dues.generate', target: 'invoice_period' },
});

export const invoicesQuery = z.strictObject({
  period: isoMonth('Period').optional(),
  status: z.enum(invoiceStatuses, { error: messages.invoiceStatusInvalid }).optional(),
  apartment: apartmentFilter.optional(),
});

export const listInvoices = defineEndpoint({
  method: 'GET',
  path: 'dues/invoices',
  access: 'rwa',
  query: invoicesQuery,
  response: z.array(invoice),
  failure: messages.invoicesLoadFailed,
});

export const cancelInvoiceBody = z.strictObject({
  reason: requiredText('Reason', 'comment', messages.cancelReasonRequired),
});

/** Cancelling reverses the invoice in the ledger (a reversing entry), never deletes it. */
export const cancelInvoice = defineEndpoint({
  method: 'POST',
  path: 'dues/invoices/:id/cancel',
  access: 'rwa',
  params: byId,
  body: cancelInvoiceBody,
  response: invoice,
  failure: messages.invoiceCancelFailed,
  audit: { action: 'dues.invoice_cancel', target: 'invoice' },
});
