/**
 * Payments (issue 33, ADR 004): a confirmed payment settles the flat's oldest open invoices
 * first (partly the last), "I have paid" waits for the RWA and tells each side, a rejection
 * frees its reference, a reference is used once whichever flat, a replayed notice arrives once,
 * and the ledger and the allocations refuse to be rewritten. Every flat starts owing January,
 * February and March 2030 (₹500.00 each), published on 4 March 2030.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract/dues/billing';
import type { Payment } from '../../contract/dues/payments';
import { messages } from '../../contract/messages';
import { buildDues, detailOf, duesCalls, expectOk } from './dues-support';
import type { DuesApp, DuesCalls } from './dues-support';

let t: DuesApp;
let s: DuesCalls;
const invoices: Record<string, Invoice[]> = {};

beforeAll(async () => {
  t = await buildDues();
  s = duesCalls(t);
  await s.settings();
  await s.addHead({ name: 'Sinking fund', rate_paise: 50_000 });
  for (const period of ['2030-01', '2030-02', '2030-03']) await s.published(period);
  for (const flat of ['A101', 'B202', 'C303']) {
    invoices[flat] = (await s.invoices(`?apartment=${flat}`)).reverse();
  }
});
afterAll(() => t.close());

const invoice = (flat: string, index: number): Invoice => {
  const found = invoices[flat]?.[index];
  if (!found) throw new Error(`no invoice ${index} of ${flat}`);
  return found;
};

const paymentCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('payments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const noticesTo = (phone: string, url: string) =>
  t.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_phone', '=', phone)
    .where('url', '=', url)
    .orderBy('id')
    .execute();

describe('allocation', () => {
  it('settles the oldest invoices first, partly the last', async () => {
    const payment = await s.paidAtDesk('C303', 70_000);
    expect(payment).toMatchObject({
      status: 'confirmed',
      receipt_number: 'GH/R/2029-30/000001',
      settled: [
        { invoice_number: invoice('C303', 0).number, amount_paise: 50_000 },
        { invoice_number: invoice('C303', 1).number, amount_paise: 20_000 },
      ],
    });
    const after = (await s.invoices('?apartment=C303')).reverse();
    expect(after.map((row) => [row.status, row.paid_paise])).toEqual([
      ['paid', 50_000],
      ['partly_paid', 20_000],
      ['published', 0],
    ]);
    expect(await s.ledgerSum('C303')).toBe(80_000);
  });
});

describe('"I have paid"', () => {
  it('waits for the RWA, who is told; confirming settles the oldest invoice and tells the flat', async () => {
    await t.db
      .insertInto('push_subscriptions')
      .values({
        user_phone: '9000000002',
        endpoint: 'https://fcm.googleapis.com/fcm/send/arjun',
        p256dh: 'key',
        auth: 'secret',
        created_at: t.clock.now(),
      })
      .execute();
    const sent = await s.notice(t.arjun, {
      invoice_id: invoice('A101', 2).id,
      amount_paise: 50_000,
      reference: '2222 3333 4444',
    });
    expect(sent.statusCode).toBe(201);
    const pending = sent.json<Payment>();
    expect(pending).toMatchObject({
      apartment: 'A101',
      invoice_number: invoice('A101', 2).number,
      status: 'pending_verification',
      reference: '222233334444',
      payer_name: 'Arjun Sharma',
      receipt_number: null,
      settled: [],
    });
    expect(await s.ledgerSum('A101')).toBe(150_000);
    const office = await noticesTo('9000000001', '/admin/dues');
    expect(office.at(-1)).toMatchObject({
      category: 'office',
      kind: 'payment_notice',
      title: 'A101 says they paid ₹500.00',
    });

    const confirmed = expectOk(await s.confirm(pending.id)).json<Payment>();
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      receipt_number: expect.stringMatching(/^GH\/R\/2029-30\/\d{6}$/),
      // Oldest first: January, though the notice named March.
      settled: [{ invoice_number: invoice('A101', 0).number, amount_paise: 50_000 }],
    });
    expect(await s.ledgerSum('A101')).toBe(100_000);
    const told = await noticesTo('9000000002', '/dues');
    expect(told.at(-1)).toMatchObject({
      category: 'dues',
      kind: 'payment_confirmed',
      title: 'Payment received: ₹500.00',
    });
    expect(told.at(-1)?.body).toContain(`Receipt ${confirmed.receipt_number ?? ''}`);
    const pushed = await t.db.selectFrom('push_queue').selectAll().execute();
    expect(pushed.at(-1)).toMatchObject({ urgency: 'normal' });
    expect(pushed.at(-1)?.payload).toMatchObject({ url: '/dues', tag: `payment-${pending.id}` });
  });

  it('is rejected with a reason the flat is told, which frees its reference', async () => {
    const reference = s.nextUtr();
    const pending = await s.noticed(t.priya, { invoice_id: invoice('B202', 0).id, reference });
    const rejected = expectOk(await s.reject(pending.id, 'Not in the bank statement')).json();
    expect(rejected).toMatchObject({
      status: 'rejected',
      reject_reason: 'Not in the bank statement',
      receipt_number: null,
    });
    const told = await noticesTo('9000000003', '/dues');
    expect(told.at(-1)).toMatchObject({ category: 'dues', kind: 'payment_rejected' });
    expect(told.at(-1)?.body).toContain('Not in the bank statement');
    expect(await s.ledgerSum('B202')).toBe(150_000);

    const again = await s.notice(t.priya, { invoice_id: invoice('B202', 0).id, reference });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('is checked once: a second confirm or reject is 409, an unknown payment 404', async () => {
    const pending = await s.noticed(t.priya, { invoice_id: invoice('B202', 0).id });
    expectOk(await s.confirm(pending.id));
    for (const response of [await s.confirm(pending.id), await s.reject(pending.id, 'No')]) {
      expect(response.statusCode).toBe(409);
      expect(detailOf(response)).toBe(messages.paymentNotPending);
    }
    expect((await s.confirm('987654')).statusCode).toBe(404);
  });

  it('arrives once when the outbox sends it again with its Idempotency-Key', async () => {
    const key = '3f1c2a7e-9b4d-4c1e-8a2f-5d6e7f809123';
    const body = { invoice_id: invoice('C303', 2).id, amount_paise: 1234, reference: s.nextUtr() };
    const before = await paymentCount();
    const told = (await noticesTo('9000000001', '/admin/dues')).length;
    const first = await s.notice(t.rahul, body, key);
    const replay = await s.notice(t.rahul, body, key);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await paymentCount()).toBe(before + 1);
    expect((await noticesTo('9000000001', '/admin/dues')).length).toBe(told + 1);
  });
});

describe('references', () => {
  it('refuses a reference already given, by this flat or another, naming its invoice', async () => {
    const reference = s.nextUtr();
    await s.noticed(t.arjun, { invoice_id: invoice('A101', 1).id, reference });
    const before = await paymentCount();
    const taken = messages.referenceTaken(invoice('A101', 1).number);
    const tries = [
      await s.notice(t.rahul, { invoice_id: invoice('C303', 2).id, reference }),
      await s.notice(t.arjun, { invoice_id: invoice('A101', 2).id, reference: ` ${reference} ` }),
      await s.desk({ apartment: 'B202', mode: 'upi', reference }),
    ];
    for (const response of tries) {
      expect(response.statusCode).toBe(409);
      expect(detailOf(response)).toBe(taken);
    }
    expect(await paymentCount()).toBe(before);
  });

  it('names a desk payment when the reference was one', async () => {
    expectOk(await s.desk({ apartment: 'B202', mode: 'cheque', reference: '654321' }));
    const response = await s.notice(t.priya, {
      invoice_id: invoice('B202', 2).id,
      mode: 'cheque',
      reference: '654 321',
    });
    expect(response.statusCode).toBe(409);
    expect(detailOf(response)).toBe(messages.referenceTaken('a desk payment'));
  });

  it('keeps a NEFT reference upper-cased and without spaces', async () => {
    const payment = await s.noticed(t.arjun, {
      invoice_id: invoice('A101', 2).id,
      mode: 'neft_imps',
      reference: 'hdfc n520 3011 2233 44',
    });
    expect(payment.reference).toBe('HDFCN52030112233' + '44');
  });
});

describe('what each side reads', () => {
  it("lists the RWA's payments to check", async () => {
    const pending = expectOk(
      await s.call('GET', 'payments?status=pending_verification', t.rwa),
    ).json<Payment[]>();
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((payment) => payment.status === 'pending_verification')).toBe(true);
  });

  it("shows a resident their own flat's balance, invoices and payments only", async () => {
    const mine = await s.my(t.arjun);
    expect(mine.apartment).toBe('A101');
    expect(mine.balance_paise).toBe(await s.ledgerSum('A101'));
    expect(mine.invoices.every((row) => row.apartment === 'A101')).toBe(true);
    expect(mine.payments.every((row) => row.apartment === 'A101')).toBe(true);
    expect(mine.payee).toEqual({ vpa: 'gatehouse@okaxis', name: 'Gatehouse RWA' });
    expect(mine.next_due).toEqual({ due_date: '2030-02-10', amount_paise: 100_000 });
  });

  it('has no dues page for an RWA admin who lives in no flat', async () => {
    const response = await s.call('GET', 'my', t.rwa);
    expect(response.statusCode).toBe(404);
    expect(detailOf(response)).toBe(messages.noFlat);
  });
});

describe('the book cannot be rewritten', () => {
  it.each(['ledger_entries', 'payment_allocations'])(
    '%s refuses UPDATE, DELETE and TRUNCATE',
    async (table) => {
      const rows = () => sql`SELECT * FROM ${sql.table(table)} ORDER BY id`.execute(t.db);
      const before = (await rows()).rows;
      expect(before.length).toBeGreaterThan(0);
      const name = sql.table(table);
      await expect(sql`UPDATE ${name} SET amount_paise = 0`.execute(t.db)).rejects.toThrow(
        /append-only/,
      );
      await expect(sql`DELETE FROM ${name}`.execute(t.db)).rejects.toThrow(/append-only/);
      await expect(sql`TRUNCATE ${name}`.execute(t.db)).rejects.toThrow(/append-only/);
      expect((await rows()).rows).toEqual(before);
    },
  );
});
