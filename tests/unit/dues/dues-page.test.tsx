import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../contract/messages';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { stubFetch } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import {
  anInvoice,
  aPayment,
  decemberLink,
  openDues,
  resetDues,
  saveDues,
  someDues,
  VPA,
} from './support';

const { toDataURL } = vi.hoisted(() => ({ toDataURL: vi.fn() }));
vi.mock('qrcode', () => ({ toDataURL }));
const QR_PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** 09:00 in India on 5 December 2026. */
const T0 = Date.parse('2026-12-05T09:00:00+05:30');

beforeEach(async () => {
  await resetDues();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  toDataURL.mockReset();
  toDataURL.mockResolvedValue(QR_PNG);
  signInAs(member);
});
afterEach(() => {
  reportApiSuccess();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
});

type App = ReturnType<typeof openDues>;
const december = async (app: App) =>
  within(await app.screen.findByRole('article', { name: 'December 2026' }));

describe('/dues: what the flat owes (issue 33)', () => {
  it('shows the balance, what is due by when, and each invoice at its total with its lines on request', async () => {
    const seen = stubFetch({ 'dues/my': { body: someDues() } });
    const app = openDues();
    const balance = within(await app.screen.findByRole('region', { name: 'Balance' }));
    expect(balance.getByText('₹5,125.00')).toBeTruthy();
    expect(balance.getByText('₹5,125.00 due by December 10, 2026')).toBeTruthy();

    const card = await december(app);
    expect(card.getByText('GH/2026-27/000123 · Due by December 10, 2026')).toBeTruthy();
    expect(card.getByText('Due')).toBeTruthy();
    expect(card.getByText('Total due').nextElementSibling?.textContent).toBe('₹5,125.00');
    // A 360 px phone shows the total; the lines open on request.
    const lines = card.getByText('Sinking fund').closest('dl');
    expect(lines?.hidden).toBe(true);
    await app.user.click(card.getByRole('button', { name: 'Show the 4 lines' }));
    expect(lines?.hidden).toBe(false);
    expect(card.getByText('Late fee (November)').nextElementSibling?.textContent).toBe('₹160.00');
    expect(card.getByText('Maintenance (1,250 sq ft × ₹3.50)')).toBeTruthy();

    const november = within(app.screen.getByRole('article', { name: 'November 2026' }));
    expect(november.getByText('Paid')).toBeTruthy();
    expect(november.queryByRole('button', { name: 'I have paid' })).toBeNull();
    expect(seen.map((request) => request.url)).toEqual(['/api/dues/my']);
  });

  it('names a quarterly invoice by the three months it bills', async () => {
    const quarter = anInvoice({ period: '2026-10', billing_cycle: 'quarterly' });
    stubFetch({ 'dues/my': { body: someDues({ invoices: [quarter] }) } });
    const app = openDues();
    expect(await app.screen.findByRole('article', { name: 'Oct–Dec 2026' })).toBeTruthy();
    expect(app.screen.queryByRole('article', { name: 'October 2026' })).toBeNull();
  });

  it('shows an advance when the flat has paid ahead, and nothing due', async () => {
    stubFetch({
      'dues/my': { body: someDues({ balance_paise: -50_000, next_due: null, invoices: [] }) },
    });
    const app = openDues();
    const balance = within(await app.screen.findByRole('region', { name: 'Balance' }));
    expect(balance.getByText('Advance ₹500.00')).toBeTruthy();
    expect(balance.getByText('Nothing is due.')).toBeTruthy();
    expect(app.screen.getByText('No invoices yet.')).toBeTruthy();
  });

  it('offers on Android a link that opens the UPI app, and everywhere the QR of the same link drawn on the phone', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36',
    );
    const seen = stubFetch({ 'dues/my': { body: someDues() } });
    const app = openDues();
    const card = await december(app);
    const pay = card.getByRole('link', { name: 'Pay ₹5,125.00 by UPI' });
    expect(pay.getAttribute('href')).toBe(decemberLink);
    const qr = await card.findByRole('img', {
      name: "UPI QR code: ₹5,125.00 to Gatehouse Residents' Welfare Association for GH/2026-27/000123",
    });
    expect(qr.getAttribute('src')).toBe(QR_PNG);
    expect(toDataURL).toHaveBeenCalledWith(decemberLink, expect.anything());
    // Drawn here: nothing but the dues themselves was fetched.
    expect(seen).toHaveLength(1);
    expect(card.getByText(VPA)).toBeTruthy();
    expect(card.getByText(/business \(merchant\) UPI ID/)).toBeTruthy();

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await app.user.click(card.getByRole('button', { name: 'Copy UPI ID' }));
    expect(writeText).toHaveBeenCalledWith(VPA);
    expect(await card.findByText('UPI ID copied.')).toBeTruthy();
  });

  it('gives an iPhone or a desktop the QR and the UPI ID, not a link no app would open', async () => {
    stubFetch({ 'dues/my': { body: someDues() } });
    const app = openDues();
    const card = await december(app);
    expect(await card.findByRole('img', { name: /^UPI QR code/ })).toBeTruthy();
    expect(card.queryByRole('link', { name: /by UPI$/ })).toBeNull();
    expect(card.getByText('Amount').nextElementSibling?.textContent).toBe('₹5,125.00');
  });

  it('offers "Pay online" where the estate has a payment gateway, opening it in a new tab', async () => {
    const online = 'https://rzp.io/i/nxrHnLJ';
    stubFetch({
      'dues/my': { body: someDues({ invoices: [anInvoice({ payment_link: online })] }) },
    });
    const link = (await december(openDues())).getByRole('link', { name: messages.payOnline });
    expect(link.getAttribute('href')).toBe(online);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('offers no "Pay online" while a payment for the invoice is being checked', async () => {
    const pending = aPayment({
      id: '8',
      invoice_id: '41',
      status: 'pending_verification',
      receipt_number: null,
      settled: [],
    });
    const invoices = [anInvoice({ payment_link: 'https://rzp.io/i/nxrHnLJ' })];
    stubFetch({ 'dues/my': { body: someDues({ invoices, payments: [pending] }) } });
    const card = await december(openDues());
    expect(card.getByText(messages.paymentBeingChecked)).toBeTruthy();
    expect(card.queryByRole('link', { name: messages.payOnline })).toBeNull();
  });

  it('offers no "Pay online" without a payment gateway', async () => {
    stubFetch({ 'dues/my': { body: someDues() } });
    const card = await december(openDues());
    expect(await card.findByRole('img', { name: /^UPI QR code/ })).toBeTruthy();
    expect(card.queryByRole('link', { name: messages.payOnline })).toBeNull();
  });

  it('shows the saved copy with no network, with its age, QR included', async () => {
    await saveDues(someDues(), T0 - 2 * 3_600_000);
    stubFetch({}, 'network-error');
    reportApiFailure();
    const app = openDues();
    expect(await app.screen.findByText('Offline — showing what was saved at 7:00 AM')).toBeTruthy();
    expect(app.screen.getByText('₹5,125.00 due by December 10, 2026')).toBeTruthy();
    const card = await december(app);
    expect(await card.findByRole('img', { name: /^UPI QR code/ })).toBeTruthy();
  });

  it("never shows another flat's saved copy", async () => {
    await saveDues(someDues({ apartment: 'C303' }), T0 - 60_000);
    stubFetch({}, 'network-error');
    reportApiFailure();
    const app = openDues();
    expect(await app.screen.findByText('Offline — nothing saved on this phone yet')).toBeTruthy();
    expect(app.screen.queryByRole('region', { name: 'Balance' })).toBeNull();
  });

  it("says the dues failed to load, in the server's words when it gave some", async () => {
    stubFetch({ 'dues/my': { status: 404, body: { detail: messages.noFlat } } });
    const app = openDues();
    expect(await app.screen.findByText(messages.noFlat)).toBeTruthy();
  });

  it('lists payments with their status, a rejection with its reason', async () => {
    stubFetch({
      'dues/my': {
        body: someDues({
          payments: [
            aPayment({
              id: '9',
              status: 'rejected',
              reject_reason: 'No such credit in the bank statement',
              receipt_number: null,
              settled: [],
            }),
            aPayment({
              id: '8',
              status: 'pending_verification',
              receipt_number: null,
              settled: [],
            }),
            aPayment(),
          ],
        }),
      },
    });
    const app = openDues();
    const list = within(await app.screen.findByRole('list', { name: 'Your payments' }));
    const items = list.getAllByRole('article');
    expect(within(items[0]!).getByText('Rejected')).toBeTruthy();
    expect(
      within(items[0]!).getByText('Rejected: No such credit in the bank statement'),
    ).toBeTruthy();
    expect(within(items[1]!).getByText(messages.paymentBeingChecked)).toBeTruthy();
    expect(within(items[2]!).getByText('Confirmed')).toBeTruthy();
    expect(
      within(items[2]!).getByRole('button', { name: 'Receipt GH/R/2026-27/000012' }),
    ).toBeTruthy();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
  });
});
