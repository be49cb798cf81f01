/**
 * Confirming a large statement's matches (issue 33): a chunk of rows per transaction, so the
 * server answers others in between, with the once-only rule of one act — each row is confirmed
 * once however the calls are cut short or overlap, and each chunk is in the audit trail. Also
 * the rows a confirmation skips, with the reason left on the row. 300 flats (A101, B202, C303
 * and F1…F297) owe February and March 2030 (₹500.00 each); the clock is 4 March 2030.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract/dues/billing';
import { decimalRupees } from '../../contract/dues/money';
import type { BankStatement, StatementImport } from '../../contract/dues/statements';
import { messages } from '../../contract/messages';
import { CONFIRM_CHUNK, confirmMatchChunk } from '../../server/domains/dues/statement-confirm';
import { buildDues, duesCalls, expectOk } from './dues-support';
import type { DuesApp, DuesCalls } from './dues-support';

const FLATS = 300;
const HEADER = 'Date,Narration,Reference,Credit';

let t: DuesApp;
let s: DuesCalls;

interface Confirmed {
  confirmed: number;
  skipped: { line: number; message: string }[];
  statement: BankStatement;
}

/** A statement with one NEFT credit per invoice, naming it, of its amount. */
const statementFor = (invoices: Invoice[], bank: string) =>
  [
    HEADER,
    ...invoices.map(
      (invoice, index) =>
        `04/03/2030,NEFT ${invoice.apartment} ${invoice.number},` +
        `${bank}N${String(index).padStart(11, '0')},${decimalRupees(invoice.charges_paise)}`,
    ),
  ].join('\n');

const imported = async (csv: string) => {
  const result = expectOk(await s.statement(csv)).json<StatementImport>();
  return String(result.statement_id);
};

const confirmMatches = async (id: string) =>
  expectOk(await s.call('POST', `bank-statements/${id}/confirm-matches`, t.rwa)).json<Confirmed>();

/** Payments whose reference starts with `prefix`: how many, and how many references twice. */
async function paymentsWith(prefix: string) {
  const { rows } = await sql<{ payments: number; twice: number; receipts: number }>`
    SELECT count(*)::int AS payments,
      (count(*) - count(DISTINCT reference))::int AS twice,
      count(DISTINCT receipt_number)::int AS receipts
    FROM payments WHERE reference LIKE ${`${prefix}%`} AND status = 'confirmed'`.execute(t.db);
  return rows[0];
}

beforeAll(async () => {
  t = await buildDues();
  s = duesCalls(t);
  await sql`
    INSERT INTO users (phone_number, apartment_number, name, role, member_status, is_active)
    SELECT (7300000000 + g)::text, 'F' || g, 'Resident ' || g, 'member', 'active', true
    FROM generate_series(1, ${FLATS - 3}) AS g`.execute(t.db);
  await s.billed(['2030-02', '2030-03']);
});
afterAll(() => t.close());

describe('a statement larger than a chunk', () => {
  it('confirms every match in chunks, one audit row each, and each row once', async () => {
    const february = await s.invoices('?period=2030-02');
    expect(february).toHaveLength(FLATS);
    const id = await imported(statementFor(february, 'HDFC'));

    const done = await confirmMatches(id);
    expect(done.confirmed).toBe(FLATS);
    expect(done.skipped).toEqual([]);
    expect(done.statement.rows.every((row) => row.state === 'confirmed')).toBe(true);
    expect(await paymentsWith('HDFCN')).toEqual({ payments: FLATS, twice: 0, receipts: FLATS });
    expect(await s.invoices('?period=2030-02&status=paid')).toHaveLength(FLATS);
    expect(await s.ledgerSum('F1')).toBe(50_000);

    const audit = await t.db
      .selectFrom('audit_events')
      .select(['actor_phone', 'target_id', 'summary'])
      .where('action', '=', 'dues.statement_confirm')
      .orderBy('id')
      .execute();
    const last = FLATS + 1;
    expect(audit).toEqual([
      {
        actor_phone: '9000000001',
        target_id: id,
        summary: `Confirmed ${CONFIRM_CHUNK} matches of statement ${id} (lines 2–${CONFIRM_CHUNK + 1}); 0 skipped`,
      },
      {
        actor_phone: '9000000001',
        target_id: id,
        summary:
          `Confirmed ${FLATS - CONFIRM_CHUNK} matches of statement ${id} ` +
          `(lines ${CONFIRM_CHUNK + 2}–${last}); 0 skipped`,
      },
    ]);
    expect((await confirmMatches(id)).confirmed).toBe(0);
  });
});

describe('a confirmation cut short, and two at once', () => {
  it('keeps what a chunk committed, undoes a chunk that failed, and leaves the rest', async () => {
    const id = Number(await imported(statementFor(await s.invoices('?period=2030-03'), 'ICIC')));
    const chunk = (size: number) =>
      t.db
        .transaction()
        .execute((tx) => confirmMatchChunk(tx, id, '9000000001', t.clock.now(), size));
    expect(await chunk(20)).toMatchObject({
      confirmed: 20,
      lines: { first: 2, last: 21 },
      more: true,
    });
    // The server dies in the middle of the next chunk: its transaction confirms nothing.
    await expect(
      t.db.transaction().execute(async (tx) => {
        await confirmMatchChunk(tx, id, '9000000001', t.clock.now(), 50);
        throw new Error('the server died');
      }),
    ).rejects.toThrow('the server died');
    expect(await paymentsWith('ICICN')).toMatchObject({ payments: 20, twice: 0 });

    // Two admins press "Confirm" at once, their chunks taking turns: between them, each row
    // left is confirmed once.
    const [one, two] = await Promise.all([confirmMatches(String(id)), confirmMatches(String(id))]);
    expect((one?.confirmed ?? 0) + (two?.confirmed ?? 0)).toBe(FLATS - 20);
    expect(await paymentsWith('ICICN')).toEqual({ payments: FLATS, twice: 0, receipts: FLATS });
    expect(await s.invoices('?period=2030-03&status=paid')).toHaveLength(FLATS);
  });
});

describe('matches that can no longer be confirmed', () => {
  it('skips them with the reason, on the row too, and confirms the rest', async () => {
    await s.published('2030-04');
    const april = (flat: string) => s.invoiceOf(flat, '2030-04');
    const [a101, b202, c303, f1] = await Promise.all(['A101', 'B202', 'C303', 'F1'].map(april));
    const notice = await s.noticed(t.arjun, {
      invoice_id: a101?.id,
      amount_paise: 50_000,
      reference: '777766665555',
    });
    const id = await imported(
      [
        HEADER,
        `04/03/2030,UPI from Arjun 777766665555,777766665555,500.00`,
        `04/03/2030,NEFT ${b202?.number ?? ''},SBINN00000000001,500.00`,
        `04/03/2030,NEFT ${c303?.number ?? ''},SBINN00000000002,500.00`,
        // The same reference again for another flat's invoice: the bank's mistake, or ours.
        `03/03/2030,NEFT ${f1?.number ?? ''},SBINN00000000002,500.00`,
      ].join('\n'),
    );
    // Meanwhile the office rejects Arjun's notice, and takes B202's reference at the desk.
    expectOk(await s.reject(notice.id, 'Not in the bank'));
    expectOk(
      await s.desk({
        apartment: 'B202',
        amount_paise: 10_000,
        mode: 'neft_imps',
        reference: 'SBINN00000000001',
      }),
    );

    const done = await confirmMatches(id);
    const skipped = [
      { line: 2, message: messages.matchNoticeChecked },
      { line: 3, message: messages.referenceTaken('a desk payment') },
      { line: 5, message: messages.referenceTaken(c303?.number ?? '') },
    ];
    expect(done.confirmed).toBe(1);
    expect(done.skipped).toEqual(skipped);
    expect(
      done.statement.rows.map((row) => [row.line, row.state, row.note, row.invoice_id]),
    ).toEqual([
      [2, 'unmatched', skipped[0]?.message, null],
      [3, 'unmatched', skipped[1]?.message, null],
      [4, 'confirmed', '', c303?.id],
      [5, 'unmatched', skipped[2]?.message, null],
    ]);
    expect((await april('C303')).status).toBe('paid');
    expect((await april('F1')).status).toBe('published');
  });
});
