/**
 * The optional gateway (issue 33): with PAYMENT_GATEWAY=razorpay, the webhook checks
 * X-Razorpay-Signature (hex HMAC-SHA256 of the raw body with the webhook secret, as Razorpay's
 * documentation signs it) before anything else, processes each event id once and confirms a
 * captured payment for the invoice its notes name, with Razorpay's payment id as the reference.
 * Without the gateway the path is not there. Nothing leaves the machine: the events are ours.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract/dues/billing';
import type { Payment } from '../../contract/dues/payments';
import { messages } from '../../contract/messages';
import { ConfigError, loadConfig } from '../../server/platform/config/config';
import type { PaymentGateway } from '../../server/platform/config/gateway';
import { build } from './helper';
import { buildDues, detailOf, duesCalls, expectOk } from './dues-support';
import type { DuesApp, DuesCalls } from './dues-support';

const SECRET = 'whsec-test-0123456789';
const gateway: PaymentGateway = {
  kind: 'razorpay',
  keyId: 'rzp_test_x',
  keySecret: 'k',
  webhookSecret: SECRET,
  // Nothing listens here: these tests publish before the gateway's links could matter.
  apiBase: 'http://127.0.0.1:9',
};

let t: DuesApp;
let s: DuesCalls;
let invoice: Invoice;
let events = 0;

/** A `payment.captured` event as Razorpay sends it (trimmed), for `invoice_number`. */
function captured(number: string, paymentId: string, amount = 50_000) {
  return {
    entity: 'event',
    account_id: 'acc_BFQ7uQEaa7j2z7',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount,
          currency: 'INR',
          status: 'captured',
          method: 'upi',
          vpa: 'rahul@okicici',
          notes: { invoice_number: number },
          created_at: Math.floor(t.clock.now().getTime() / 1000),
        },
      },
    },
    created_at: Math.floor(t.clock.now().getTime() / 1000),
  };
}

const sign = (body: string, secret = SECRET) =>
  createHmac('sha256', secret).update(body).digest('hex');

function deliver(event: object, headers: Record<string, string | undefined> = {}, app = t.app) {
  const body = JSON.stringify(event);
  const given = {
    'content-type': 'application/json',
    'x-razorpay-signature': sign(body),
    'x-razorpay-event-id': `evt_${(events += 1)}`,
    ...headers,
  };
  const sent = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  return app.inject({
    method: 'POST',
    url: '/api/dues/webhooks/razorpay',
    headers: sent,
    payload: body,
  });
}

const count = async (table: 'payments' | 'gateway_events') => {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

beforeAll(async () => {
  t = await buildDues({ config: { paymentGateway: gateway } });
  s = duesCalls(t);
  await s.billed(['2030-03']);
  invoice = await s.invoiceOf('C303', '2030-03');
});
afterAll(() => t.close());

describe('a signed event', () => {
  it('confirms the captured payment for the invoice its notes name', async () => {
    const response = await deliver(captured(invoice.number, 'pay_DESlfW9H8K9uqM'));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ status: string; payment_id: string }>();
    expect(answer.status).toBe('processed');
    const [payment] = expectOk(await s.call('GET', 'payments', t.rwa))
      .json<Payment[]>()
      .filter((each) => each.id === answer.payment_id);
    expect(payment).toMatchObject({
      apartment: 'C303',
      status: 'confirmed',
      mode: 'upi',
      reference: 'pay_DESlfW9H8K9uqM',
      amount_paise: 50_000,
      invoice_number: invoice.number,
    });
    expect(payment?.receipt_number).toMatch(/^GH\/R\//);
    expect((await s.invoiceOf('C303', '2030-03')).status).toBe('paid');
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'actor_phone', 'summary'])
      .where('action', '=', 'dues.gateway_payment')
      .execute();
    expect(audit).toEqual([expect.objectContaining({ actor_phone: null })]);
    expect(audit[0]?.summary).toContain('pay_DESlfW9H8K9uqM');
  });

  it('processes each event id once, however often Razorpay retries it', async () => {
    const event = captured(invoice.number, 'pay_RetriedPayment01', 1_000);
    const first = await deliver(event, { 'x-razorpay-event-id': 'evt_retried' });
    expect(first.json<{ status: string }>().status).toBe('processed');
    const payments = await count('payments');
    const again = await deliver(event, { 'x-razorpay-event-id': 'evt_retried' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      status: 'duplicate',
      payment_id: first.json<{ payment_id: string }>().payment_id,
    });
    expect(await count('payments')).toBe(payments);
  });

  it('makes one payment of the two events a link payment sends', async () => {
    const linkPaid = {
      event: 'payment_link.paid',
      payload: {
        payment_link: { entity: { id: 'plink_1', notes: { invoice_number: invoice.number } } },
        payment: {
          entity: { ...captured('', 'pay_DESlfW9H8K9uqM').payload.payment.entity, notes: [] },
        },
      },
    };
    const payments = await count('payments');
    const response = await deliver(linkPaid);
    expect(response.json<{ status: string }>().status).toBe('duplicate');
    expect(await count('payments')).toBe(payments);
  });

  it('acknowledges an event it does not act on or read, and one naming no invoice', async () => {
    const refund = await deliver({ event: 'refund.processed', payload: {} });
    expect(refund.json()).toEqual({ status: 'ignored', payment_id: null });
    const odd = await deliver({ event: 42, payload: 'not ours' });
    expect(odd.json()).toEqual({ status: 'ignored', payment_id: null });
    const unnamed = captured(invoice.number, 'pay_NoInvoiceNamed01');
    unnamed.payload.payment.entity.notes = {} as never;
    expect((await deliver(unnamed)).json<{ status: string }>().status).toBe('ignored');
  });
});

describe('a signature that does not hold', () => {
  it('is refused before anything is read or stored: wrong, missing, or another body', async () => {
    const before = [await count('payments'), await count('gateway_events')];
    const event = captured(invoice.number, 'pay_ForgedPayment001');
    const wrong = await deliver(event, { 'x-razorpay-signature': sign('{}', 'not-the-secret') });
    expect(wrong.statusCode).toBe(401);
    expect(detailOf(wrong)).toBe(messages.webhookSignatureInvalid);
    const missing = await deliver(event, { 'x-razorpay-signature': undefined });
    expect(missing.statusCode).toBe(400);
    expect(detailOf(missing)).toBe(messages.webhookSignatureMissing);
    const other = await deliver(event, { 'x-razorpay-signature': sign(JSON.stringify({ x: 1 })) });
    expect(other.statusCode).toBe(401);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/dues/webhooks/razorpay',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'zz' },
      payload: '{not json',
    });
    expect(notJson.statusCode).toBe(401);
    expect([await count('payments'), await count('gateway_events')]).toEqual(before);
  });
});

describe('without a gateway', () => {
  it('is not found', async () => {
    const plain = await build();
    try {
      const response = await deliver(captured(invoice.number, 'pay_Elsewhere00001'), {}, plain.app);
      expect(response.statusCode).toBe(404);
      expect(detailOf(response)).toBe(messages.notFound);
    } finally {
      await plain.close();
    }
  });

  it('needs all three of Razorpay’s secrets to be configured', () => {
    const env = {
      DATA_DIR: '/nonexistent/gatehouse-data',
      JWT_SECRET: 'x'.repeat(40),
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(
      /RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: required with PAYMENT_GATEWAY=razorpay/,
    );
    const all = { ...env, RAZORPAY_KEY_SECRET: 'k', RAZORPAY_WEBHOOK_SECRET: 'w' };
    expect(loadConfig(all).paymentGateway).toEqual({
      kind: 'razorpay',
      keyId: 'rzp_live_x',
      keySecret: 'k',
      webhookSecret: 'w',
      apiBase: 'https://api.razorpay.com',
    });
    const local = { ...all, RAZORPAY_API_BASE: 'http://127.0.0.1:4010/' };
    expect(loadConfig(local).paymentGateway?.apiBase).toBe('http://127.0.0.1:4010');
    expect(loadConfig({ ...env, PAYMENT_GATEWAY: '' }).paymentGateway).toBeUndefined();
  });
});
