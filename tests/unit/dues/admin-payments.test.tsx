import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LedgerEntry } from '../../../contract/dues/payments';
import { messages } from '../../../contract/messages';
import { stubFetch, type SeenRequest } from '../support/fetch';
import { rwa, signInAs } from '../support/render-app';
import { aPayment, openAdminDues, sentence } from './support';

vi.mock('../../../src/ui/pdf-viewer/pdf-document', () => import('../pdf-viewer/fake-pdf'));

/** 10:00 in India on 5 December 2026. */
const T0 = Date.parse('2026-12-05T10:00:00+05:30');

const pendingNotice = aPayment({
  id: '12',
  apartment: 'B202',
  status: 'pending_verification',
  receipt_number: null,
  settled: [],
  created_at: '2026-12-05T04:00:00.000Z',
});

const atDesk = aPayment({
  id: '15',
  invoice_id: null,
  invoice_number: null,
  amount_paise: 250_000,
  paid_on: '2026-12-05',
  mode: 'cash',
  reference: '',
  receipt_number: 'GH/R/2026-27/000014',
});

function stubPayments(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'dues/settings': { status: 404, body: {} },
    'dues/charge-heads': { body: [] },
    'dues/flats': { body: [] },
    'dues/invoices': { body: [] },
    'dues/payments': (request) =>
      request.method === 'POST'
        ? { status: 201, body: atDesk }
        : { body: request.url.includes('pending_verification') ? [pendingNotice] : [aPayment()] },
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
const section = async (app: App, name: string) =>
  within(await app.screen.findByRole('region', { name }));

describe('/admin/dues: payments (issue 33)', () => {
  it('lists payments to check first, and rejects one only with a reason', async () => {
    const seen = stubPayments({
      'dues/payments/12/reject': (request) => ({
        body: {
          ...pendingNotice,
          status: 'rejected',
          reject_reason: (request.body as { reason: string }).reason,
        },
      }),
    });
    const app = openAdminDues();
    expect(app.screen.getByRole('tab', { name: 'Payments' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const toCheck = await section(app, 'Payments to check (1)');
    await app.user.click(
      await toCheck.findByRole('button', { name: 'Reject ₹4,875.00 from B202 by UPI' }),
    );
    const dialog = within(app.screen.getByRole('alertdialog', { name: 'Reject this payment?' }));
    await app.user.click(dialog.getByRole('button', { name: 'Reject payment' }));
    expect(dialog.getByText(messages.rejectReasonRequired)).toBeTruthy();
    expect(posts(seen)).toHaveLength(0);
    await app.user.type(dialog.getByLabelText('Reason'), 'The UTR is of another payment');
    await app.user.click(dialog.getByRole('button', { name: 'Reject payment' }));
    expect(await toCheck.findByText('Rejected. B202 is told why.')).toBeTruthy();
    expect(posts(seen).map((request) => request.body)).toEqual([
      { reason: 'The UTR is of another payment' },
    ]);
  });

  it('confirms one after asking', async () => {
    const seen = stubPayments({
      'dues/payments/12/confirm': {
        body: { ...pendingNotice, status: 'confirmed', receipt_number: 'GH/R/2026-27/000013' },
      },
    });
    const app = openAdminDues();
    const toCheck = await section(app, 'Payments to check (1)');
    await app.user.click(
      await toCheck.findByRole('button', { name: 'Confirm ₹4,875.00 from B202 by UPI' }),
    );
    const dialog = within(app.screen.getByRole('alertdialog', { name: 'Confirm this payment?' }));
    await app.user.click(dialog.getByRole('button', { name: 'Confirm payment' }));
    expect(
      await toCheck.findByText(sentence('Confirmed: receipt GH/R/2026-27/000013 for B202.')),
    ).toBeTruthy();
    expect(posts(seen).map((request) => request.url)).toEqual(['/api/dues/payments/12/confirm']);
  });

  it('records a cash payment at the desk, confirmed at once, with its receipt', async () => {
    const seen = stubPayments();
    const app = openAdminDues();
    const desk = await section(app, 'Record a payment at the desk');
    await app.user.type(desk.getByLabelText('Apartment number'), 'a-101');
    await app.user.type(desk.getByLabelText('Amount (₹)'), '2,500');
    await app.user.type(desk.getByLabelText('Paid by'), 'Asha Rao');
    await app.user.click(desk.getByRole('button', { name: 'Record payment' }));

    expect(
      await desk.findByText(
        sentence('Recorded and confirmed: receipt GH/R/2026-27/000014 for A101.'),
      ),
    ).toBeTruthy();
    const [sent] = posts(seen);
    expect(sent?.url).toBe('/api/dues/payments');
    expect(sent?.body).toEqual({
      apartment: 'A101',
      amount_paise: 250_000,
      paid_on: '2026-12-05',
      mode: 'cash',
      reference: '',
      payer_name: 'Asha Rao',
    });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // The form starts afresh for the next payer; the result stays.
    expect(desk.getByLabelText<HTMLInputElement>('Amount (₹)').value).toBe('');

    await app.user.click(desk.getByRole('button', { name: 'Open receipt' }));
    expect(
      await app.screen.findByRole('dialog', { name: 'Receipt GH/R/2026-27/000014' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(seen.some((request) => request.url === '/api/dues/receipts/15.pdf')).toBe(true),
    );
  });

  it('refuses a cheque number of the wrong shape and a missing payer before sending', async () => {
    const seen = stubPayments();
    const app = openAdminDues();
    const desk = await section(app, 'Record a payment at the desk');
    await app.user.type(desk.getByLabelText('Apartment number'), 'C303');
    await app.user.type(desk.getByLabelText('Amount (₹)'), '1000');
    await app.user.selectOptions(desk.getByLabelText('How it was paid'), 'cheque');
    await app.user.type(desk.getByLabelText('Reference'), '12345');
    await app.user.type(desk.getByLabelText('Paid by'), 'R. Menon');
    await app.user.click(desk.getByRole('button', { name: 'Record payment' }));
    expect(await desk.findByText(messages.referenceChequeShape)).toBeTruthy();
    await app.user.clear(desk.getByLabelText('Paid by'));
    await app.user.type(desk.getByLabelText('Reference'), '6');
    await app.user.click(desk.getByRole('button', { name: 'Record payment' }));
    expect(await desk.findByText('Paid by is required')).toBeTruthy();
    expect(posts(seen)).toHaveLength(0);
  });

  it("shows a flat's ledger on demand, each entry with the balance after it", async () => {
    const ledger: LedgerEntry[] = [
      {
        id: '1',
        at: '2026-11-01T04:30:00.000Z',
        kind: 'invoice',
        amount_paise: 487_500,
        balance_paise: 487_500,
        invoice_number: 'GH/2026-27/000098',
        receipt_number: null,
        reverses: null,
        note: 'November 2026',
      },
      {
        id: '2',
        at: '2026-11-09T05:00:00.000Z',
        kind: 'payment',
        amount_paise: -487_500,
        balance_paise: 0,
        invoice_number: null,
        receipt_number: 'GH/R/2026-27/000012',
        reverses: null,
        note: 'UPI 412345678901',
      },
    ];
    const seen = stubPayments({ 'dues/ledger/A101': { body: ledger } });
    const app = openAdminDues();
    const find = await section(app, "A flat's ledger");
    await app.user.type(find.getByLabelText('Apartment number'), 'a101');
    await app.user.click(find.getByRole('button', { name: 'Show ledger' }));
    const rows = within(await find.findByRole('list', { name: 'Ledger of A101' }));
    const items = rows.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Invoice GH/2026-27/000098');
    expect(items[0]!.textContent).toContain('+₹4,875.00');
    expect(items[1]!.textContent).toContain('Payment GH/R/2026-27/000012');
    expect(items[1]!.textContent).toContain('−₹4,875.00');
    expect(items[1]!.textContent).toContain('= ₹0.00');
    expect(find.getByText('A101: 2 entries, nothing due')).toBeTruthy();
    expect(seen.some((request) => request.url === '/api/dues/ledger/A101')).toBe(true);
  });
});
