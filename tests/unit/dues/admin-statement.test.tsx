import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  BankStatement,
  StatementImport,
  StatementRow,
} from '../../../contract/dues/statements';
import { messages } from '../../../contract/messages';
import { stubFetch, type SeenRequest } from '../support/fetch';
import { rwa, signInAs } from '../support/render-app';
import { anInvoice, openAdminDues } from './support';

const T0 = Date.parse('2026-12-05T10:00:00+05:30');

function aRow(overrides: Partial<StatementRow> = {}): StatementRow {
  return {
    id: '101',
    line: 2,
    posted_on: '2026-12-03',
    narration: 'UPI/412345678901/A101',
    reference: '412345678901',
    amount_paise: 512_500,
    state: 'matched',
    match: 'notice',
    apartment: 'A101',
    invoice_id: '41',
    invoice_number: 'GH/2026-27/000123',
    payment_id: '12',
    note: '',
    ...overrides,
  };
}

const stray = aRow({
  id: '102',
  line: 3,
  narration: 'NEFT FROM R MENON',
  reference: 'N123456789012345',
  amount_paise: 300_000,
  state: 'unmatched',
  match: null,
  apartment: null,
  invoice_id: null,
  invoice_number: null,
  payment_id: null,
});

const imported: StatementImport = {
  statement_id: '9',
  rows_read: 4,
  debits: 0,
  matched: [aRow()],
  unmatched: [stray],
  already_seen: [{ line: 4, statement_id: '8' }],
  problems: [{ line: 5, message: messages.statementAmountInvalid }],
};

const statement = (rows: StatementRow[]): BankStatement => ({
  id: '9',
  bank: 'HDFC',
  imported_at: '2026-12-05T04:30:00.000Z',
  rows_read: 4,
  unmatched: rows.filter((row) => row.state === 'unmatched').length,
  matched: rows.filter((row) => row.state === 'matched').length,
  confirmed: rows.filter((row) => row.state === 'confirmed').length,
  rows,
});

function stubStatements(extra: Parameters<typeof stubFetch>[0] = {}) {
  let rows = [aRow(), stray];
  return stubFetch({
    'dues/payments': { body: [] },
    'dues/bank-formats': {
      body: [
        {
          name: 'HDFC',
          date: 'Txn Date',
          narration: 'Description',
          reference: 'Ref No',
          credit: 'Deposit',
        },
      ],
    },
    'dues/bank-statements': { status: 201, body: imported },
    'dues/bank-statements/9': () => ({ body: statement(rows) }),
    'dues/bank-statements/9/confirm-matches': () => {
      rows = [aRow({ state: 'confirmed' }), stray];
      return { body: { confirmed: 1, skipped: [], statement: statement(rows) } };
    },
    'dues/invoices': {
      body: [anInvoice({ id: '44', apartment: 'C303', number: 'GH/2026-27/000126' })],
    },
    'dues/bank-statements/9/rows/102/match': () => {
      rows = [aRow({ state: 'confirmed' }), { ...stray, state: 'confirmed', invoice_id: '44' }];
      return {
        body: {
          ...stray,
          state: 'confirmed',
          apartment: 'C303',
          invoice_number: 'GH/2026-27/000126',
        },
      };
    },
    ...extra,
  });
}

const posts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'POST');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  signInAs(rwa);
});

type App = ReturnType<typeof openAdminDues>;

async function importStatement(app: App) {
  const section = within(await app.screen.findByRole('region', { name: 'Bank statement' }));
  await app.user.selectOptions(await section.findByLabelText("Bank's columns"), 'HDFC');
  const csv = 'Txn Date,Description,Ref No,Deposit\n03/12/2026,UPI,412345678901,5125.00\n';
  await app.user.upload(
    section.getByLabelText('Statement (CSV)'),
    new File([csv], 'hdfc.csv', { type: 'text/csv' }),
  );
  await app.user.click(section.getByRole('button', { name: 'Import statement' }));
  return section;
}

describe('/admin/dues: bank statement import (issue 33)', () => {
  it("posts the statement as text/csv with the bank's name and says what came of each line", async () => {
    const seen = stubStatements();
    const app = openAdminDues();
    const section = await importStatement(app);
    expect(
      await section.findByText(
        '4 rows read: 1 matched, 1 unmatched, 1 already imported, 1 line with problems.',
      ),
    ).toBeTruthy();
    expect(
      within(section.getByRole('list', { name: 'Lines not read' })).getByText(
        `Line 5: ${messages.statementAmountInvalid}`,
      ),
    ).toBeTruthy();
    expect(section.getByText('Line 4: already in statement 8')).toBeTruthy();
    const [sent] = posts(seen);
    expect(sent?.url).toBe('/api/dues/bank-statements?bank=HDFC');
    expect(sent?.headers.get('Content-Type')).toBe('text/csv');
  });

  it('confirms every match in one click, once', async () => {
    const seen = stubStatements();
    const app = openAdminDues();
    const section = await importStatement(app);
    await app.user.click(await section.findByRole('button', { name: 'Confirm 1 match' }));
    expect(await section.findByText('Confirmed 1 payment, each with its receipt.')).toBeTruthy();
    await waitFor(() =>
      expect(
        section.getByRole('button', { name: 'Confirm 0 matches' }).hasAttribute('disabled'),
      ).toBe(true),
    );
    expect(
      posts(seen)
        .filter((request) => request.url.endsWith('/confirm-matches'))
        .map((r) => r.url),
    ).toEqual(['/api/dues/bank-statements/9/confirm-matches']);
  });

  it("matches an unmatched credit by hand to one of the flat's open invoices", async () => {
    const seen = stubStatements();
    const app = openAdminDues();
    const section = await importStatement(app);
    const row = within(await section.findByRole('group', { name: 'Match line 3 by hand' }));
    await app.user.type(row.getByLabelText('Apartment number'), 'c303');
    await app.user.selectOptions(await row.findByLabelText('Invoice'), '44');
    await app.user.click(row.getByRole('button', { name: 'Match line 3' }));
    expect(await row.findByText('Matched to GH/2026-27/000126 and confirmed.')).toBeTruthy();
    // The statement is asked for again (the row is confirmed now); the result stays in place.
    const statementReads = () =>
      seen.filter((request) => request.url === '/api/dues/bank-statements/9').length;
    await waitFor(() => expect(statementReads()).toBeGreaterThan(1));
    expect(row.getByText('Matched to GH/2026-27/000126 and confirmed.')).toBeTruthy();
    expect(seen.some((request) => request.url === '/api/dues/invoices?apartment=C303')).toBe(true);
    expect(
      posts(seen)
        .filter((request) => request.url.includes('/rows/'))
        .map((request) => [request.url, request.body]),
    ).toEqual([['/api/dues/bank-statements/9/rows/102/match', { invoice_id: '44' }]]);
  });
});

describe("/admin/dues: a bank's columns (issue 33)", () => {
  it("saves a bank's four column headers once and reads its statements by them", async () => {
    let saved = false;
    const sbi = {
      name: 'SBI',
      date: 'Value Date',
      narration: 'Description',
      reference: 'Ref No./Cheque No.',
      credit: 'Credit',
    };
    const seen = stubStatements({
      'dues/bank-formats': () => ({ body: saved ? [sbi] : [] }),
      'dues/bank-formats/SBI': () => {
        saved = true;
        return { body: sbi };
      },
    });
    const app = openAdminDues();
    const section = within(await app.screen.findByRole('region', { name: 'Bank statement' }));
    await app.user.click(section.getByText("Set a bank's columns"));
    const form = within(section.getByRole('form', { name: "A bank's columns" }));
    await app.user.click(form.getByRole('button', { name: 'Save columns' }));
    expect(await form.findByText('Bank is required')).toBeTruthy();
    await app.user.type(form.getByLabelText('Bank'), 'SBI');
    await app.user.clear(form.getByLabelText('Date column'));
    await app.user.type(form.getByLabelText('Date column'), 'Value Date');
    await app.user.clear(form.getByLabelText('Narration column'));
    await app.user.type(form.getByLabelText('Narration column'), 'Description');
    await app.user.clear(form.getByLabelText('Reference column'));
    await app.user.type(form.getByLabelText('Reference column'), 'Ref No./Cheque No.');
    await app.user.click(form.getByRole('button', { name: 'Save columns' }));
    expect(await form.findByText('Columns saved for SBI.')).toBeTruthy();
    const put = seen.find((request) => request.method === 'PUT');
    expect([put?.url, put?.body]).toEqual([
      '/api/dues/bank-formats/SBI',
      {
        date: 'Value Date',
        narration: 'Description',
        reference: 'Ref No./Cheque No.',
        credit: 'Credit',
      },
    ]);
    await waitFor(() =>
      expect(section.getByLabelText<HTMLSelectElement>("Bank's columns").value).toBe('SBI'),
    );
  });
});
