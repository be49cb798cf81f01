/**
 * Bank statements as the server sends them (issue 33), a fake server for the statement calls
 * that remembers what was imported, and importing one through the page as the RWA does.
 */
import { within } from '@testing-library/react';
import type {
  BankStatement,
  StatementImport,
  StatementRow,
  StatementSummary,
} from '../../../contract/dues/statements';
import { messages } from '../../../contract/messages';
import { stubFetch, type SeenRequest } from '../support/fetch';
import type { openAdminDues } from './support';
import { anInvoice } from './support';

export const T0 = Date.parse('2026-12-05T10:00:00+05:30');

export function aRow(overrides: Partial<StatementRow> = {}): StatementRow {
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

export const stray = aRow({
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

export const imported: StatementImport = {
  statement_id: '9',
  rows_read: 4,
  debits: 0,
  matched: [aRow()],
  unmatched: [stray],
  already_seen: [{ line: 4, statement_id: '8' }],
  problems: [{ line: 5, message: messages.statementAmountInvalid }],
};

export const statement = (rows: StatementRow[]): BankStatement => ({
  id: '9',
  bank: 'HDFC',
  imported_at: '2026-12-05T04:30:00.000Z',
  rows_read: 4,
  unmatched: rows.filter((row) => row.state === 'unmatched').length,
  matched: rows.filter((row) => row.state === 'matched').length,
  confirmed: rows.filter((row) => row.state === 'confirmed').length,
  rows,
});

/** An import two days before (no bank named): a match still to confirm and a credit unmatched. */
export const earlierRows: StatementRow[] = [
  aRow({ id: '201', line: 2, state: 'confirmed', match: 'payment', note: '' }),
  aRow({
    id: '202',
    line: 3,
    reference: '512345678901',
    narration: 'UPI/512345678901/C303',
    amount_paise: 300_000,
    match: 'invoice',
    apartment: 'C303',
    invoice_id: '44',
    invoice_number: 'GH/2026-27/000126',
    payment_id: null,
  }),
  { ...stray, id: '203', line: 4 },
];

export const earlier: BankStatement = {
  id: '8',
  bank: '',
  imported_at: '2026-12-03T05:00:00.000Z',
  rows_read: 3,
  unmatched: 1,
  matched: 1,
  confirmed: 1,
  rows: earlierRows,
};

const summaryOf = ({ rows: _rows, ...summary }: BankStatement): StatementSummary => summary;

export function stubStatements(extra: Parameters<typeof stubFetch>[0] = {}) {
  let rows = [aRow(), stray];
  let imports: StatementSummary[] = [summaryOf(earlier)];
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
    'dues/bank-statements': (request) => {
      if (request.method === 'GET') return { body: imports };
      imports = [summaryOf(statement(rows)), ...imports];
      return { status: 201, body: imported };
    },
    'dues/bank-statements/9': () => ({ body: statement(rows) }),
    'dues/bank-statements/8': { body: earlier },
    'dues/bank-statements/8/confirm-matches': {
      body: { confirmed: 1, skipped: [], statement: earlier },
    },
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

export const posts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'POST');

type App = ReturnType<typeof openAdminDues>;

export async function importStatement(app: App) {
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
