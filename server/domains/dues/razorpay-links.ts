/**
 * Razorpay's Payment Links API (issue 33), as its documentation describes it: `POST
 * /v1/payment_links` with HTTP basic auth (key id : key secret) and a JSON body — the amount in
 * paise, `reference_id` (unique per link, at most 40 characters: our invoice number), a
 * description and notes — answered with the link (`id`, `short_url`, …). Razorpay refuses a
 * second link of one `reference_id` (400): one our first try made before we could store it is
 * then found by `GET /v1/payment_links?reference_id=` and taken as ours. Every answer is sorted
 * into made, worth trying again (no answer, 408, 429, 5xx), or refused for good.
 */
import { z } from 'zod';
import type { PaymentGateway } from '../../platform/config/gateway';

export interface LinkRequest {
  amount_paise: number;
  /** Our invoice number. */
  reference: string;
  description: string;
  notes: Record<string, string>;
}

export type LinkOutcome =
  | { kind: 'made'; id: string; short_url: string; amount_paise: number }
  | { kind: 'retry'; reason: string; retryAfter?: string }
  | { kind: 'refused'; reason: string };

/** Longest we wait for Razorpay's answer before trying again later. */
const DEADLINE_MS = 15_000;

const link = z.object({
  id: z.string().min(1),
  short_url: z.url(),
  amount: z.number().int().positive(),
  reference_id: z.string().nullish(),
  status: z.string().optional(),
});
const linkList = z.object({ payment_links: z.array(z.unknown()) });
const failure = z.object({ error: z.object({ description: z.string().optional() }) });

const authorization = (gateway: PaymentGateway) =>
  `Basic ${Buffer.from(`${gateway.keyId}:${gateway.keySecret}`).toString('base64')}`;

async function send(gateway: PaymentGateway, path: string, init: RequestInit = {}) {
  return fetch(`${gateway.apiBase}/v1/${path}`, {
    ...init,
    headers: {
      authorization: authorization(gateway),
      accept: 'application/json',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    signal: AbortSignal.timeout(DEADLINE_MS),
  });
}

const bodyOf = async (response: Response): Promise<unknown> => {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
};

function reasonOf(response: Response, body: unknown): string {
  const said = failure.safeParse(body).data?.error.description;
  return `Razorpay answered ${response.status}${said ? `: ${said}` : ''}`;
}

const made = (found: z.infer<typeof link>): LinkOutcome => ({
  kind: 'made',
  id: found.id,
  short_url: found.short_url,
  amount_paise: found.amount,
});

/** The link Razorpay already holds for `reference`, if it is one that can still be paid. */
async function linkOf(gateway: PaymentGateway, reference: string) {
  const response = await send(
    gateway,
    `payment_links?reference_id=${encodeURIComponent(reference)}`,
  );
  if (!response.ok) return undefined;
  const listed = linkList.safeParse(await bodyOf(response));
  return (listed.data?.payment_links ?? [])
    .map((each) => link.safeParse(each).data)
    .find(
      (each) =>
        each?.reference_id === reference && !['cancelled', 'expired'].includes(each.status ?? ''),
    );
}

export async function createPaymentLink(
  gateway: PaymentGateway,
  request: LinkRequest,
): Promise<LinkOutcome> {
  try {
    const response = await send(gateway, 'payment_links', {
      method: 'POST',
      body: JSON.stringify({
        amount: request.amount_paise,
        currency: 'INR',
        accept_partial: false,
        reference_id: request.reference,
        description: request.description,
        notes: request.notes,
        // The estate reminds residents itself (reminders.ts), as they chose to be told.
        notify: { sms: false, email: false },
        reminder_enable: false,
      }),
    });
    const body = await bodyOf(response);
    if (response.ok) {
      const answer = link.safeParse(body);
      return answer.success
        ? made(answer.data)
        : { kind: 'retry', reason: 'Razorpay answered without a link' };
    }
    if (response.status === 400) {
      const earlier = await linkOf(gateway, request.reference);
      if (earlier) return made(earlier);
    }
    const reason = reasonOf(response, body);
    if ([408, 429].includes(response.status) || response.status >= 500) {
      return {
        kind: 'retry',
        reason,
        retryAfter: response.headers.get('retry-after') ?? undefined,
      };
    }
    return { kind: 'refused', reason };
  } catch (error) {
    return { kind: 'retry', reason: `No answer from Razorpay: ${(error as Error).message}` };
  }
}
