/**
 * Payment links (issue 33): with PAYMENT_GATEWAY=razorpay, each published invoice gets a
 * Razorpay payment link, made after the generation commits and never holding it up; a failure
 * leaves the UPI link as the way to pay and is tried again; a link is offered only while what is
 * open is what it asks; its `payment_link.paid` confirms the payment for that invoice. Razorpay
 * is a stand-in on 127.0.0.1 (razorpay-stand-in.ts): nothing leaves the machine. The clock is
 * 4 March 2030; every flat owes ₹500.00 a month.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract/dues/billing';
import type { Payment } from '../../contract/dues/payments';
import type { PaymentGateway } from '../../server/platform/config/gateway';
import { buildDues, duesCalls, expectOk } from './dues-support';
import type { DuesApp, DuesCalls } from './dues-support';
import { startRazorpayStandIn } from './razorpay-stand-in';
import type { RazorpayStandIn } from './razorpay-stand-in';

const WEBHOOK_SECRET = 'whsec-links-0123456789';

let razorpay: RazorpayStandIn;
let t: DuesApp;
let s: DuesCalls;

const linkRows = (period: string) =>
  t.db
    .selectFrom('dues_payment_links as l')
    .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
    .select(['i.apartment', 'i.number', 'l.state', 'l.attempts', 'l.link_id', 'l.last_error'])
    .where('i.period', '=', period)
    .orderBy('i.apartment')
    .execute();

/** Waits until no link of the period is still to be made (the worker runs after the answer). */
const settled = async (period: string, pending = 0) => {
  await expect
    .poll(async () => (await linkRows(period)).filter((row) => row.state === 'pending').length, {
      timeout: 15_000,
    })
    .toBe(pending);
  return linkRows(period);
};

const mine = async (token: string, period: string): Promise<Invoice | undefined> =>
  (await s.my(token)).invoices.find((invoice) => invoice.period === period);

let events = 0;
function deliver(event: object) {
  const body = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/dues/webhooks/razorpay',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex'),
      'x-razorpay-event-id': `evt_link_${(events += 1)}`,
    },
    payload: body,
  });
}

/** `payment_link.paid` as Razorpay's documentation shows it (trimmed): the payment's notes empty. */
function linkPaid(link: { id: string; reference_id: string; notes: object }, paymentId: string) {
  const at = Math.floor(t.clock.now().getTime() / 1000);
  return {
    entity: 'event',
    account_id: 'acc_BFQ7uQEaa7j2z7',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: {
        entity: {
          ...link,
          amount: 50_000,
          amount_paid: 50_000,
          currency: 'INR',
          status: 'paid',
          short_url: 'https://rzp.io/i/whatever',
        },
      },
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount: 50_000,
          currency: 'INR',
          status: 'captured',
          method: 'upi',
          notes: [],
          created_at: at,
        },
      },
    },
    created_at: at,
  };
}

beforeAll(async () => {
  razorpay = await startRazorpayStandIn();
  const gateway: PaymentGateway = {
    kind: 'razorpay',
    keyId: razorpay.keyId,
    keySecret: razorpay.keySecret,
    webhookSecret: WEBHOOK_SECRET,
    apiBase: razorpay.url,
  };
  t = await buildDues({ config: { paymentGateway: gateway } });
  s = duesCalls(t);
  await s.billed(['2030-03']);
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});

describe('publishing a period', () => {
  it('gives each invoice a link for what it asks, named by its number, made after the commit', async () => {
    const rows = await settled('2030-03');
    expect(rows.map((row) => [row.apartment, row.state])).toEqual([
      ['A101', 'created'],
      ['B202', 'created'],
      ['C303', 'created'],
    ]);
    expect(razorpay.calls.every((call) => call.authorized)).toBe(true);
    const march = await s.invoiceOf('A101', '2030-03');
    const sent = razorpay.links.find((link) => link.reference_id === march.number);
    expect(sent).toMatchObject({
      amount: 50_000,
      currency: 'INR',
      accept_partial: false,
      notes: { invoice_number: march.number, apartment: 'A101', period: '2030-03' },
      description: `Maintenance for A101, March 2030 (invoice ${march.number})`,
    });
    expect((await mine(t.arjun, '2030-03'))?.payment_link).toBe(sent?.short_url);
    expect(march.payment_link).toBe(sent?.short_url);
    expect(march.upi_link).toMatch(/^upi:\/\/pay\?/);
  });

  it('answers while Razorpay is slow: the invoices are there, with their UPI links', async () => {
    const release = razorpay.hold();
    try {
      expect((await s.published('2030-04')).invoices).toBe(3);
      const april = await mine(t.arjun, '2030-04');
      expect(april?.upi_link).toMatch(/^upi:\/\/pay\?/);
      expect(april?.payment_link).toBeNull();
    } finally {
      release();
    }
    expect((await settled('2030-04')).every((row) => row.state === 'created')).toBe(true);
    expect((await mine(t.arjun, '2030-04'))?.payment_link).toMatch(/^https:\/\/rzp\.io\/i\//);
  });
});

describe('when Razorpay fails', () => {
  it('leaves the UPI link to pay by and tries again later', async () => {
    razorpay.failNext(503);
    await s.published('2030-05');
    const [failed, ...others] = (await settled('2030-05', 1)).sort(
      (a, b) => b.attempts - a.attempts,
    );
    expect(failed).toMatchObject({
      state: 'pending',
      attempts: 1,
      last_error: 'Razorpay answered 503: We are facing some trouble',
    });
    expect(others.map((row) => row.state)).toEqual(['created', 'created']);
    const invoice = await s.invoiceOf(failed?.apartment ?? '', '2030-05');
    expect(invoice).toMatchObject({ payment_link: null, upi_link: expect.stringMatching(/^upi:/) });

    t.clock.advance(20 * 60_000); // past the first backoff (at most 2 s, or its Retry-After)
    t.app.paymentLinks.kick();
    expect((await settled('2030-05')).every((row) => row.state === 'created')).toBe(true);
    expect((await s.invoiceOf(invoice.apartment, '2030-05')).payment_link).toMatch(/^https:/);
  });

  it('takes as its own a link Razorpay made before our server could store it, never making two', async () => {
    const release = razorpay.hold();
    await s.published('2030-06');
    const june = await s.invoiceOf('B202', '2030-06');
    // As if an earlier try had made it at Razorpay and the server died before storing it.
    razorpay.links.push({
      ...(razorpay.links[0] ?? ({} as never)),
      id: 'plink_MadeBeforeCrash',
      reference_id: june.number,
      short_url: 'https://rzp.io/i/beforecrash',
    });
    release();
    const rows = await settled('2030-06');
    expect(rows.find((row) => row.apartment === 'B202')).toMatchObject({
      state: 'created',
      link_id: 'plink_MadeBeforeCrash',
    });
    expect(razorpay.links.filter((link) => link.reference_id === june.number)).toHaveLength(1);
    expect(razorpay.calls.filter((call) => call.method === 'GET')).toEqual([
      { method: 'GET', path: '/v1/payment_links', authorized: true, body: null },
    ]);
  });

  it('gives up a link Razorpay refuses for good, and tries it no more', async () => {
    razorpay.failNext(401);
    await s.published('2030-07');
    const [refused] = (await settled('2030-07')).filter((row) => row.state === 'failed');
    expect(refused).toMatchObject({ attempts: 1, last_error: expect.stringContaining('401') });
    const calls = razorpay.calls.length;
    t.clock.advance(60 * 60_000);
    t.app.paymentLinks.kick();
    await settled('2030-07');
    expect(razorpay.calls.length).toBe(calls);
    expect((await s.invoiceOf(refused?.apartment ?? '', '2030-07')).upi_link).toMatch(/^upi:/);
  });
});

describe('a link and what is open', () => {
  it('is offered only while what is open is what it asks', async () => {
    await s.paidAtDesk('A101', 10_000);
    const march = await mine(t.arjun, '2030-03');
    expect(march).toMatchObject({ status: 'partly_paid', payment_link: null });
    expect(march?.upi_link).toContain('&am=400.00&');
  });
});

describe('payment_link.paid', () => {
  it('confirms the payment for the invoice whose link was paid, by the link alone', async () => {
    const march = await s.invoiceOf('B202', '2030-03');
    const [row] = (await linkRows('2030-03')).filter((each) => each.apartment === 'B202');
    // Neither the link's notes nor its reference name the invoice: our link's id does.
    const event = linkPaid(
      { id: row?.link_id ?? '', reference_id: '', notes: {} },
      'pay_Link0000001',
    );
    const response = await deliver(event);
    expect(response.json()).toMatchObject({ status: 'processed' });
    const paid = expectOk(await s.call('GET', 'payments', t.rwa))
      .json<Payment[]>()
      .find((payment) => payment.reference === 'pay_Link0000001');
    expect(paid).toMatchObject({ apartment: 'B202', status: 'confirmed', invoice_id: march.id });
    expect(await s.invoiceOf('B202', '2030-03')).toMatchObject({
      status: 'paid',
      payment_link: null,
    });
  });

  it('finds the invoice by the link’s reference_id too', async () => {
    const march = await s.invoiceOf('C303', '2030-03');
    const event = linkPaid(
      { id: 'plink_MadeInTheDashboard', reference_id: march.number, notes: {} },
      'pay_Link0000002',
    );
    expect((await deliver(event)).json()).toMatchObject({ status: 'processed' });
    expect((await s.invoiceOf('C303', '2030-03')).status).toBe('paid');
  });
});

describe('without a gateway', () => {
  it('queues no links and offers none', async () => {
    const plain = await buildDues();
    try {
      await duesCalls(plain).billed(['2030-03']);
      expect(await plain.db.selectFrom('dues_payment_links').selectAll().execute()).toEqual([]);
      const [march] = (await duesCalls(plain).my(plain.arjun)).invoices;
      expect(march).toMatchObject({ payment_link: null, upi_link: expect.stringMatching(/^upi:/) });
    } finally {
      await plain.close();
    }
  });
});
