import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DuesSettings, GenerationResult } from '../../../contract/dues/billing';
import { messages } from '../../../contract/messages';
import { stubFetch, type SeenRequest } from '../support/fetch';
import { rwa, signInAs } from '../support/render-app';
import { anInvoice, openAdminDues, PAYEE, VPA } from './support';

/** 10:00 in India on 5 December 2026. */
const T0 = Date.parse('2026-12-05T10:00:00+05:30');

const settings: DuesSettings = {
  upi_vpa: VPA,
  payee_name: PAYEE,
  billing_cycle: 'monthly',
  due_day: 7,
  late_fee_kind: 'interest',
  late_fee_yearly_bp: 1800,
  late_fee_fixed_paise: 0,
  late_fee_grace_days: 15,
  booking_block_days: 0,
};

const preview: GenerationResult = {
  period: '2026-12',
  preview: true,
  flats: 4,
  invoices: 3,
  already_billed: 1,
  heads: [
    { name: 'Maintenance', amount_paise: 1_312_500 },
    { name: 'Sinking fund', amount_paise: 150_000 },
  ],
  total_paise: 1_462_500,
  odd: [{ apartment: 'A104', problem: messages.flatWithoutArea }],
};

function stubAdmin(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'dues/settings': { body: settings },
    'dues/charge-heads': { body: [] },
    'dues/flats': { body: [] },
    'dues/invoices': { body: [anInvoice()] },
    'dues/payments': { body: [] },
    ...extra,
  });
}

const writes = (seen: SeenRequest[]) => seen.filter((request) => request.method !== 'GET');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  signInAs(rwa);
});

type App = ReturnType<typeof openAdminDues>;
async function tab(app: App, name: string) {
  await app.user.click(await app.screen.findByRole('tab', { name }));
  return within(app.screen.getByRole('tabpanel', { name }));
}

/** One section of the Billing tab: 'Generate invoices' or 'Invoices'. */
async function billingSection(app: App, name: string) {
  const billing = await tab(app, 'Billing');
  return within(billing.getByRole('region', { name }));
}

describe('/admin/dues: billing (issue 33)', () => {
  it('previews a period (totals per head, flats, anything odd), then publishes exactly it', async () => {
    const seen = stubAdmin({
      'dues/invoices/generate': (request) => {
        const body = request.body as { preview: boolean };
        return { body: { ...preview, preview: body.preview } };
      },
    });
    const app = openAdminDues();
    const billing = await billingSection(app, 'Generate invoices');
    expect(billing.getByLabelText<HTMLInputElement>('Period').value).toBe('2026-12');
    // The due day comes from the settings once they are in.
    const due = billing.getByLabelText<HTMLInputElement>('Due date');
    expect(due.value).toBe('2026-12-07');

    await app.user.click(billing.getByRole('button', { name: 'Preview' }));
    const shown = within(await billing.findByRole('region', { name: 'Preview' }));
    expect(
      shown.getByRole('heading', { name: 'December 2026: 3 invoices for 4 flats' }),
    ).toBeTruthy();
    expect(shown.getByText('Maintenance').nextElementSibling?.textContent).toBe('₹13,125.00');
    expect(shown.getByText('Total').nextElementSibling?.textContent).toBe('₹14,625.00');
    expect(shown.getByText(/^1 flat already has this period's invoice/)).toBeTruthy();
    const odd = within(shown.getByRole('list', { name: 'To look at first' }));
    expect(odd.getByRole('listitem').textContent).toBe(`A104: ${messages.flatWithoutArea}`);
    expect(writes(seen).map((request) => request.body)).toEqual([
      { period: '2026-12', due_date: '2026-12-07', preview: true },
    ]);

    await app.user.click(shown.getByRole('button', { name: 'Publish 3 invoices' }));
    const done = await billing.findByText(
      'Published 3 invoices for December 2026 (1 already billed).',
    );
    expect(writes(seen).map((request) => request.body)).toEqual([
      { period: '2026-12', due_date: '2026-12-07', preview: true },
      { period: '2026-12', due_date: '2026-12-07', preview: false },
    ]);
    expect(billing.queryByRole('region', { name: 'Preview' })).toBeNull();
    // The result is not a 3-second flash: it stays by the button until the next act.
    await new Promise((resolve) => setTimeout(resolve, 3_200));
    expect(done.isConnected).toBe(true);
  });

  it('asks for a new preview when the period changes, and says why a generation was refused', async () => {
    const seen = stubAdmin({
      'dues/invoices/generate': (request) =>
        (request.body as { period: string }).period === '2026-12'
          ? { body: preview }
          : { status: 422, body: { detail: messages.noChargeHeads } },
    });
    const app = openAdminDues();
    const billing = await billingSection(app, 'Generate invoices');
    await app.user.click(billing.getByRole('button', { name: 'Preview' }));
    await billing.findByRole('button', { name: 'Publish 3 invoices' });

    const period = billing.getByLabelText('Period');
    await app.user.clear(period);
    await app.user.type(period, '2027-01');
    expect(billing.queryByRole('button', { name: 'Publish 3 invoices' })).toBeNull();
    await app.user.click(billing.getByRole('button', { name: 'Preview' }));
    expect(await billing.findByText(messages.noChargeHeads)).toBeTruthy();
    expect(writes(seen).every((request) => (request.body as { preview: boolean }).preview)).toBe(
      true,
    );
  });

  it('cancels an invoice only with a reason, and says so in its card', async () => {
    const seen = stubAdmin({
      'dues/invoices/41/cancel': (request) => ({
        body: anInvoice({
          status: 'cancelled',
          cancelled_reason: (request.body as { reason: string }).reason,
        }),
      }),
    });
    const app = openAdminDues();
    const billing = await billingSection(app, 'Invoices');
    const card = within(await billing.findByRole('article', { name: 'GH/2026-27/000123' }));
    expect(card.getByRole('heading', { name: 'A101 · December 2026' })).toBeTruthy();
    await app.user.click(card.getByRole('button', { name: 'Cancel GH/2026-27/000123' }));
    const dialog = within(app.screen.getByRole('alertdialog', { name: 'Cancel this invoice?' }));
    await app.user.click(dialog.getByRole('button', { name: 'Cancel invoice' }));
    expect(dialog.getByText(messages.cancelReasonRequired)).toBeTruthy();
    expect(writes(seen)).toHaveLength(0);
    await app.user.type(dialog.getByLabelText('Reason'), 'Billed at the wrong area');
    await app.user.click(dialog.getByRole('button', { name: 'Cancel invoice' }));
    expect(await card.findByText('GH/2026-27/000123 cancelled and reversed.')).toBeTruthy();
    expect(writes(seen).map((request) => [request.url, request.body])).toEqual([
      ['/api/dues/invoices/41/cancel', { reason: 'Billed at the wrong area' }],
    ]);
  });

  it('filters invoices by period, status and apartment', async () => {
    const seen = stubAdmin();
    const app = openAdminDues();
    const billing = await tab(app, 'Billing');
    await app.user.selectOptions(billing.getByLabelText('Status'), 'Partly paid');
    await app.user.type(billing.getByLabelText('Apartment'), 'a-101');
    await app.user.type(
      billing.getByLabelText('Period', {
        selector: '#' + billing.getAllByLabelText('Period')[1]!.id,
      }),
      '2026-11',
    );
    const last = seen.filter((request) => request.url.startsWith('/api/dues/invoices?')).pop();
    const query = new URL(last!.url, 'http://x').searchParams;
    expect([query.get('status'), query.get('apartment'), query.get('period')]).toEqual([
      'partly_paid',
      'A101',
      '2026-11',
    ]);
  });
});
