/**
 * An optional payment gateway (issue 33): where PAYMENT_GATEWAY=razorpay is set, Razorpay tells
 * us of a captured payment by webhook. The signature (X-Razorpay-Signature, HMAC-SHA256 of the
 * raw body with the webhook secret) is checked before anything else is read, each event id is
 * processed once, and `payment.captured` / `payment_link.paid` confirm a payment for the invoice
 * whose payment link was paid (by the link's id, or its `reference_id`: the invoice number) or
 * that the notes name (`invoice_number`). Without the gateway the path is 404.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { messages } from '../messages';

/** What we read of a payment (amounts in paise, as Razorpay sends them). Notes may be `[]`. */
const gatewayPayment = z.object({
  id: z.string(),
  amount: z.number().optional(),
  currency: z.string().optional(),
  method: z.string().optional(),
  /** Unix seconds. */
  created_at: z.number().optional(),
  notes: z.unknown().optional(),
});

/**
 * What we read of a Razorpay webhook event; other fields are left out. Read by the handler once
 * the signature holds, not by the route: a signed event of another shape is acknowledged and
 * left (`ignored`), never refused, or Razorpay would retry it for a day and then turn the
 * webhook off.
 */
export const razorpayEvent = z.object({
  id: z.string().optional(),
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: gatewayPayment }).optional(),
    /** A payment link's: its id, its `reference_id` (our invoice number) and notes. */
    payment_link: z
      .object({
        entity: z.object({
          id: z.string().optional(),
          reference_id: z.string().nullish(),
          notes: z.unknown().optional(),
        }),
      })
      .optional(),
  }),
});
export type RazorpayEvent = z.infer<typeof razorpayEvent>;

export const gatewayOutcomes = ['processed', 'duplicate', 'ignored'] as const;

export const razorpayWebhook = defineEndpoint({
  method: 'POST',
  path: 'dues/webhooks/razorpay',
  access: 'public',
  response: z.object({
    status: z.enum(gatewayOutcomes),
    payment_id: z.string().nullable(),
  }),
  failure: messages.webhookFailed,
});
