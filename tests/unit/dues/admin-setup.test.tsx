import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChargeHead, DuesFlat, DuesSettings } from '../../../contract/dues/billing';
import { messages } from '../../../contract/messages';
import { stubFetch, type SeenRequest } from '../support/fetch';
import { rwa, signInAs } from '../support/render-app';
import { openAdminDues, PAYEE, VPA } from './support';

/** 10:00 in India on 5 December 2026. */
const T0 = Date.parse('2026-12-05T10:00:00+05:30');

const settings: DuesSettings = {
  upi_vpa: '',
  payee_name: PAYEE,
  billing_cycle: 'monthly',
  due_day: 10,
  late_fee_kind: 'none',
  late_fee_yearly_bp: 1800,
  late_fee_fixed_paise: 0,
  late_fee_grace_days: 15,
  booking_block_days: 0,
};

const maintenance: ChargeHead = {
  id: '1',
  name: 'Maintenance',
  basis: 'per_sqft',
  rate_paise: 350,
  gst_bp: 0,
  flats: [],
  active_from: '2026-04',
  active_until: null,
};

const flats: DuesFlat[] = [
  { apartment: 'A101', area_sqft: 1250, balance_paise: 512_500 },
  { apartment: 'A104', area_sqft: null, balance_paise: 0 },
];

function stubSetup(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'dues/settings': (request) => ({ body: request.method === 'PUT' ? request.body : settings }),
    'dues/charge-heads': (request) =>
      request.method === 'POST'
        ? { status: 201, body: { id: '2', ...(request.body as object) } }
        : { body: [maintenance] },
    'dues/flats': { body: flats },
    'dues/invoices': { body: [] },
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
async function setup(app: App, name: string) {
  await app.user.click(await app.screen.findByRole('tab', { name: 'Setup' }));
  const panel = within(app.screen.getByRole('tabpanel', { name: 'Setup' }));
  return within(await panel.findByRole('region', { name }));
}

describe('/admin/dues: setup (issue 33)', () => {
  it("saves the estate's UPI ID (a business one, said so) and a late fee typed in percent", async () => {
    const seen = stubSetup();
    const app = openAdminDues();
    const section = await setup(app, 'Settings');
    const vpa = await section.findByLabelText("Estate's UPI ID");
    expect(section.getByText(messages.upiVpaMerchant)).toBeTruthy();
    await app.user.type(vpa, 'gatehouse');
    await app.user.click(section.getByRole('button', { name: 'Save settings' }));
    expect(await section.findByText(messages.upiVpaShape)).toBeTruthy();
    expect(writes(seen)).toHaveLength(0);

    await app.user.clear(vpa);
    await app.user.type(vpa, VPA);
    await app.user.selectOptions(section.getByLabelText('Late fee'), 'interest');
    const rate = section.getByLabelText('Yearly interest (%)');
    await app.user.clear(rate);
    await app.user.type(rate, '40');
    await app.user.click(section.getByRole('button', { name: 'Save settings' }));
    expect(await section.findByText(messages.lateFeeRateRange)).toBeTruthy();
    await app.user.clear(rate);
    await app.user.type(rate, '1.5');
    await app.user.click(section.getByRole('button', { name: 'Save settings' }));

    expect(await section.findByText(messages.duesSettingsSaved)).toBeTruthy();
    expect(writes(seen).map((request) => request.body)).toEqual([
      { ...settings, upi_vpa: VPA, late_fee_kind: 'interest', late_fee_yearly_bp: 150 },
    ]);
  });

  it('adds a charge head with its rate typed in rupees and GST in percent', async () => {
    const seen = stubSetup();
    const app = openAdminDues();
    const section = await setup(app, 'Charge heads');
    expect(await section.findByText('₹3.50 per sq ft a month')).toBeTruthy();
    await app.user.click(section.getByRole('button', { name: 'Add a charge head' }));
    const form = within(section.getByRole('form', { name: 'New charge head' }));
    await app.user.type(form.getByLabelText('Name'), 'Sinking fund');
    await app.user.type(form.getByLabelText('Rate per flat, a month (₹)'), '-5');
    await app.user.click(form.getByRole('button', { name: 'Add charge head' }));
    expect(await form.findByText(messages.rateNegative)).toBeTruthy();

    const rate = form.getByLabelText('Rate per flat, a month (₹)');
    await app.user.clear(rate);
    await app.user.type(rate, '500');
    const gst = form.getByLabelText('GST (%)');
    await app.user.clear(gst);
    await app.user.type(gst, '18');
    await app.user.click(form.getByRole('button', { name: 'Add charge head' }));

    expect(await section.findByText('Saved: Sinking fund, ₹500.00 per flat a month.')).toBeTruthy();
    expect(writes(seen).map((request) => request.body)).toEqual([
      {
        name: 'Sinking fund',
        basis: 'per_flat',
        rate_paise: 50_000,
        gst_bp: 1800,
        flats: [],
        active_from: '2026-12',
        active_until: null,
      },
    ]);
  });

  it('wants the flats of a fixed amount for listed flats', async () => {
    const seen = stubSetup();
    const app = openAdminDues();
    const section = await setup(app, 'Charge heads');
    await app.user.click(await section.findByRole('button', { name: 'Add a charge head' }));
    const form = within(section.getByRole('form', { name: 'New charge head' }));
    await app.user.type(form.getByLabelText('Name'), 'Lift repair levy');
    await app.user.selectOptions(form.getByLabelText('Charged'), 'fixed_listed');
    await app.user.type(form.getByLabelText('Amount per listed flat, a month (₹)'), '1000');
    await app.user.click(form.getByRole('button', { name: 'Add charge head' }));
    expect(await form.findByText(messages.chargeFlatsRequired)).toBeTruthy();
    await app.user.type(form.getByLabelText('Flats charged'), 'b201, b202 b203');
    await app.user.click(form.getByRole('button', { name: 'Add charge head' }));
    await section.findByText(/^Saved: Lift repair levy/);
    expect((writes(seen)[0]?.body as { flats: string[] }).flats).toEqual(['B201', 'B202', 'B203']);
  });

  it("edits a flat's area in place, and says so in its row", async () => {
    const seen = stubSetup({
      'dues/flats/A104': (request) => ({
        body: {
          apartment: 'A104',
          area_sqft: (request.body as { area_sqft: number }).area_sqft,
          balance_paise: 0,
        },
      }),
    });
    const app = openAdminDues();
    const section = await setup(app, 'Flats and their areas');
    expect(await section.findByText('2 of 2 flats · 1 without an area')).toBeTruthy();
    const row = within(section.getByRole('form', { name: 'Area of A104' }));
    await app.user.type(row.getByLabelText('Area of A104 (sq ft)'), '980');
    await app.user.click(row.getByRole('button', { name: 'Save' }));
    expect(await section.findByText('A104: 980 sq ft saved.')).toBeTruthy();
    expect(writes(seen).map((request) => [request.method, request.url, request.body])).toEqual([
      ['PUT', '/api/dues/flats/A104', { area_sqft: 980 }],
    ]);
  });

  it('uploads areas as CSV and lists each line it could not read, with why', async () => {
    const seen = stubSetup({
      'dues/flat-areas': {
        body: {
          updated: 2,
          problems: [
            { line: 3, message: messages.flatUnknown('Z999') },
            { line: 4, message: messages.areaRange },
          ],
        },
      },
    });
    const app = openAdminDues();
    const section = await setup(app, 'Flats and their areas');
    const file = section.getByLabelText('Areas file (CSV)');
    // A spreadsheet renamed .csv: its NUL bytes give it away before anything is sent.
    const xlsx = new File(['PK\u0003\u0004\u0000\u0000'], 'areas.csv', { type: 'text/csv' });
    await app.user.upload(file, xlsx);
    await app.user.click(section.getByRole('button', { name: 'Upload areas' }));
    expect(await section.findByText(messages.csvFileInvalid)).toBeTruthy();

    const csv = 'apartment_number,area_sqft\nA101,1250\nZ999,900\nA104,-3\nB202,1100\n';
    await app.user.upload(file, new File([csv], 'areas.csv', { type: 'text/csv' }));
    await app.user.click(section.getByRole('button', { name: 'Upload areas' }));
    expect(await section.findByText('2 flats updated; 2 lines not read.')).toBeTruthy();
    const lines = within(section.getByRole('list', { name: 'Lines not read' }));
    expect(lines.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      `Line 3: ${messages.flatUnknown('Z999')}`,
      `Line 4: ${messages.areaRange}`,
    ]);
    await waitFor(() => expect(writes(seen)).toHaveLength(1));
    expect(writes(seen)[0]?.headers.get('Content-Type')).toBe('text/csv');
  });
});
