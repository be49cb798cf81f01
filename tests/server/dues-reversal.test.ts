/**
 * Reversing a payment (issue 33, ADR 004): a `reversal` entry names the payment's entry, its
 * allocations are released by negative rows, its invoices open again (and one may then be
 * cancelled), the flat's other money settles them oldest first, its reference is free again and
 * the household is told. Every flat owes February and March 2030 (₹500.00 each).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '../../contract/dues/payments';
import { messages } from '../../contract/messages';
import { buildDues, detailOf, duesCalls, expectOk } from './dues-support';
import type { DuesApp, DuesCalls } from './dues-support';

let t: DuesApp;
let s: DuesCalls;

beforeAll(async () => {
  t = await buildDues();
  s = duesCalls(t);
  await s.billed(['2030-02', '2030-03']);
});
afterAll(() => t.close());

const statusOf = async (apartment: string, period: string) =>
  (await s.invoiceOf(apartment, period)).status;
const reversed = async (id: string, reason?: string) =>
  expectOk(await s.reverse(id, reason)).json<Payment>();

describe('reversing a confirmed payment', () => {
  let payment: Payment;
  beforeAll(async () => {
    payment = await s.paidAtDesk('A101', 60_000);
  });

  it('undoes it in the ledger by an entry that names the payment’s own', async () => {
    expect(await s.ledgerSum('A101')).toBe(40_000);
    const done = await reversed(payment.id, 'The cheque bounced');
    expect(done).toMatchObject({ status: 'reversed', settled: [] });
    expect(await s.ledgerSum('A101')).toBe(100_000);
    const { rows } = await sql<{ kind: string; amount_paise: number; names: string }>`
      SELECT r.kind, r.amount_paise, p.kind AS names
      FROM ledger_entries r JOIN ledger_entries p ON p.id = r.reverses_id
      WHERE r.payment_id = ${Number(payment.id)}`.execute(t.db);
    expect(rows).toEqual([{ kind: 'reversal', amount_paise: 60_000, names: 'payment' }]);
  });

  it('releases its allocations by negative rows and opens its invoices again', async () => {
    const { rows } = await sql<{ amount_paise: number }>`
      SELECT amount_paise FROM payment_allocations WHERE payment_id = ${Number(payment.id)}
      ORDER BY id`.execute(t.db);
    expect(rows.map((row) => row.amount_paise)).toEqual([50_000, 10_000, -50_000, -10_000]);
    expect(await statusOf('A101', '2030-02')).toBe('published');
    expect(await statusOf('A101', '2030-03')).toBe('published');
  });

  it('lets the invoice it settled be cancelled after', async () => {
    const invoice = await s.invoiceOf('A101', '2030-02');
    expectOk(await s.cancel(invoice.id, 'Billed by mistake'));
    expect(await s.ledgerSum('A101')).toBe(50_000);
  });

  it('tells the household why', async () => {
    const notice = await t.db
      .selectFrom('notifications')
      .select(['title', 'body', 'url'])
      .where('user_phone', '=', '9000000002')
      .where('kind', '=', 'payment_reversed')
      .executeTakeFirstOrThrow();
    expect(notice.title).toBe('Payment reversed: ₹600.00');
    expect(notice.body).toContain('The cheque bounced');
    expect(notice.url).toBe('/dues');
  });

  it('is refused for a payment not confirmed, or reversed already', async () => {
    const again = await s.reverse(payment.id);
    expect(again.statusCode).toBe(409);
    expect(detailOf(again)).toBe(messages.paymentNotConfirmed);
    const invoice = await s.invoiceOf('B202', '2030-03');
    const pending = await s.noticed(t.priya, { invoice_id: invoice.id });
    expect((await s.reverse(pending.id)).statusCode).toBe(409);
    expect((await s.reverse('999999')).statusCode).toBe(404);
  });

  it('asks for a reason', async () => {
    const response = await s.call('POST', `payments/${payment.id}/reverse`, t.rwa, { reason: ' ' });
    expect(response.statusCode).toBe(400);
    expect(detailOf(response)).toContain(messages.reverseReasonRequired);
  });
});

describe('after a reversal', () => {
  it('lets the flat’s other money settle the invoices it opened, oldest first', async () => {
    const first = await s.paidAtDesk('C303', 50_000);
    const second = await s.paidAtDesk('C303', 120_000);
    expect(await statusOf('C303', '2030-02')).toBe('paid');
    await reversed(first.id);
    expect(await statusOf('C303', '2030-02')).toBe('paid');
    expect(await statusOf('C303', '2030-03')).toBe('paid');
    const [settled] = (await s.call('GET', 'payments?status=confirmed', t.rwa))
      .json<Payment[]>()
      .filter((each) => each.id === second.id);
    const feb = (await s.invoiceOf('C303', '2030-02')).number;
    const mar = (await s.invoiceOf('C303', '2030-03')).number;
    expect(settled?.settled).toEqual([
      { invoice_number: mar, amount_paise: 50_000 },
      { invoice_number: feb, amount_paise: 50_000 },
    ]);
    expect(await s.ledgerSum('C303')).toBe(-20_000);
  });

  it('frees the reference for the payment recorded again', async () => {
    const cheque = {
      apartment: 'B202',
      amount_paise: 10_000,
      mode: 'cheque' as const,
      reference: '456789',
    };
    const payment = expectOk(await s.desk(cheque)).json<Payment>();
    expect((await s.desk(cheque)).statusCode).toBe(409);
    await reversed(payment.id, 'Recorded for the wrong flat');
    expectOk(await s.desk(cheque));
  });

  it('keeps the receipt of a reversed payment from being downloaded', async () => {
    const payment = await s.paidAtDesk('B202', 1_000);
    await reversed(payment.id);
    const response = await s.call('GET', `receipts/${payment.id}.pdf`, t.rwa);
    expect(response.statusCode).toBe(404);
  });
});
