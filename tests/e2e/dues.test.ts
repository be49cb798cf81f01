/**
 * Maintenance dues (issue 33) in real Chromium on a 360 px phone, as the two people who use
 * them: the RWA sets the estate's UPI ID and a charge head and publishes next month; A101 sees
 * the invoice and its UPI QR, then with no signal at all still sees both (the QR is drawn on the
 * phone), says "I have paid" and is told it waits on the phone; the notice reaches the server
 * once when the signal returns; the RWA confirms it from "Needs you"; A101's inbox says so and
 * the receipt opens in the viewer, and again offline.
 */
import { describe, expect, it } from 'vitest';
import { formatRupees, upiAmount } from '../../contract/dues/money';
import { periodName } from '../../contract/dues/periods';
import { messages } from '../../contract/messages';
import { cutNetwork, restoreNetwork, serviceWorkerControls } from './support/content';
import {
  invoicesOf,
  owingNothing,
  paymentsWithReference,
  readQr,
  unbilledMonth,
  utrFromTime,
} from './support/dues';
import { useServerAndBrowser } from './support/lifecycle';
import { demo, rwaToken, signedIn } from './support/login';
import { fitsThePhone, inkOn, phone, shot } from './support/phone';

const app = useServerAndBrowser();

/** A phone whose `upi://` links open a UPI app: the page offers the link as well as the QR. */
const android = {
  ...phone,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/130.0.0.0 Mobile Safari/537.36',
};
const vpa = 'gatehouse.rwa@okhdfcbank';
const head = { name: 'Lift upkeep', rupees: 200 };
const offline = /^Offline — showing what was saved at \d{1,2}:\d{2} [AP]M$/;

describe('a month billed, paid by UPI with no signal and confirmed by the office', () => {
  it('shows the invoice and its QR offline, sends "I have paid" once, and ends in a receipt', async () => {
    const token = await rwaToken(app.server);
    const flat = demo.activeResident.apartment;
    await owingNothing(app.server.url, token, flat);
    const period = await unbilledMonth(app.server.url, token, flat);
    const month = periodName(period);
    const utr = utrFromTime();

    // The office: the estate's UPI ID, a charge head, then next month previewed and published.
    const rwa = await signedIn(app.browser, app.server, demo.rwa, phone);
    const office = rwa.page;
    await office.goto('/admin/dues');
    await office.getByRole('tab', { name: 'Setup' }).click();
    const settings = office.getByRole('form', { name: 'Dues settings' });
    await settings.getByLabel("Estate's UPI ID").fill(vpa);
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await settings.getByText(messages.duesSettingsSaved).waitFor();
    await fitsThePhone(office);
    await shot(office, 'dues-1-settings');

    await office.getByRole('button', { name: 'Add a charge head' }).click();
    const newHead = office.getByRole('form', { name: 'New charge head' });
    await newHead.getByLabel('Name', { exact: true }).fill(head.name);
    await newHead.getByLabel('Charged').selectOption({ label: 'Per flat' });
    await newHead.getByLabel('Rate per flat, a month (₹)').fill(String(head.rupees));
    await newHead.getByRole('button', { name: 'Add charge head' }).click();
    const rate = formatRupees(head.rupees * 100);
    await office.getByText(`Saved: ${head.name}, ${rate} per flat a month.`).waitFor();
    await fitsThePhone(office);
    await shot(office, 'dues-2-charge-head');

    await office.getByRole('tab', { name: 'Billing' }).click();
    const generate = office.getByRole('region', { name: 'Generate invoices' });
    await generate.getByLabel('Period').fill(period);
    await generate.getByLabel('Due date').fill(`${period}-10`);
    await generate.getByRole('button', { name: 'Preview' }).click();
    const preview = generate.getByRole('region', { name: 'Preview' });
    await preview
      .getByRole('heading', { name: new RegExp(`^${month}: \\d+ invoices? for`) })
      .waitFor();
    await preview.getByText(head.name, { exact: true }).waitFor();
    const publish = preview.getByRole('button', { name: /^Publish \d+ invoices?$/ });
    const count = Number(/\d+/.exec(await publish.innerText())?.[0]);
    expect(count).toBeGreaterThanOrEqual(3); // the demo's three flats, and any others added
    await fitsThePhone(office);
    await shot(office, 'dues-3-preview');
    await publish.click();
    await generate
      .getByText(new RegExp(`^Published ${count} invoices? for ${month}`))
      .waitFor({ timeout: 20_000 });
    await fitsThePhone(office);
    await shot(office, 'dues-4-published');

    const invoice = (await invoicesOf(app.server.url, token, flat)).find(
      (candidate) => candidate.period === period,
    );
    expect(invoice?.status).toBe('published');
    expect(invoice?.lines).toContainEqual(
      expect.objectContaining({
        kind: 'charge',
        label: head.name,
        amount_paise: head.rupees * 100,
      }),
    );
    const { number, upi_link: link, charges_paise: amount } = invoice!;
    expect(link).toContain(`pa=${encodeURIComponent(vpa)}`);
    expect(link).toContain(`am=${upiAmount(amount)}`);

    // A101 sees the invoice with its lines, the UPI link (an Android phone) and the QR.
    const resident = await signedIn(app.browser, app.server, demo.activeResident, android);
    const { context, page } = resident;
    await page.goto('/dues');
    const card = page.getByRole('article', { name: month });
    await card.getByText(number, { exact: true }).waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: /^Show the \d+ lines?$/ }).click();
    await card.getByText(head.name, { exact: true }).waitFor();
    const pay = card.getByRole('link', { name: `Pay ${formatRupees(amount)} by UPI` });
    expect(await pay.getAttribute('href')).toBe(link);
    const qr = card.getByRole('img', { name: /^UPI QR code: / });
    await qr.waitFor();
    expect(await qr.getAttribute('alt')).toBe(
      `UPI QR code: ${formatRupees(amount)} to Gatehouse RWA for ${number}`,
    );
    await card.getByText(vpa, { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Copy UPI ID' }).waitFor();
    await fitsThePhone(page);
    await shot(page, 'dues-5-resident-invoice', true);

    // No signal at all, page and service worker alike: the invoice and its QR read from the phone.
    await serviceWorkerControls(page);
    await cutNetwork(context);
    await page.reload();
    await page.getByText(offline).waitFor({ timeout: 20_000 });
    await card.getByText(number, { exact: true }).waitFor();
    await qr.waitFor();
    expect(await readQr((await qr.getAttribute('src')) ?? '')).toBe(link);
    await fitsThePhone(page);
    await qr.scrollIntoViewIfNeeded();
    await shot(page, 'dues-6-offline-qr');

    await card.getByRole('button', { name: 'I have paid' }).click();
    const form = card.getByRole('form', { name: `I have paid ${number}` });
    expect(await form.getByLabel('Amount (₹)').inputValue()).toBe(upiAmount(amount));
    expect(await form.getByLabel('How you paid').inputValue()).toBe('upi');
    await form.getByLabel('Reference').fill(utr);
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await card.getByText(messages.paymentQueued).waitFor();
    await card.getByText(messages.paymentWaitingToSend).waitFor();
    await fitsThePhone(page);
    await shot(page, 'dues-7-saved-on-the-phone');
    expect(await paymentsWithReference(app.server.url, token, utr)).toHaveLength(0);

    // The signal returns: the notice goes, once.
    await restoreNetwork(context);
    await card.getByText(messages.paymentNoticeSent).waitFor({ timeout: 30_000 });
    // Give any second sender (the worker's sync, a retry) time to show itself.
    await page.waitForTimeout(2_000);
    const sent = await paymentsWithReference(app.server.url, token, utr);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      apartment: flat,
      invoice_number: number,
      amount_paise: amount,
      mode: 'upi',
      status: 'pending_verification',
    });
    await fitsThePhone(page);
    await shot(page, 'dues-8-sent');

    // The office confirms it from "Needs you", where its answer stays in the card.
    await office.goto('/admin');
    const check = office.getByRole('listitem').filter({ hasText: utr });
    await check.getByRole('button', { name: /^Confirm / }).click();
    const prompt = office.getByRole('alertdialog');
    await prompt.getByRole('button', { name: 'Confirm payment' }).click();
    await check.getByText(new RegExp(`^Confirmed: receipt \\S+ for ${flat}\\.$`)).waitFor();
    const [confirmed] = await paymentsWithReference(app.server.url, token, utr);
    expect(confirmed?.status).toBe('confirmed');
    const receipt = confirmed?.receipt_number ?? '';
    expect(receipt).not.toBe('');
    await check.getByText(`Confirmed: receipt ${receipt} for ${flat}.`).waitFor();
    await fitsThePhone(office);
    await shot(office, 'dues-9-needs-you-confirmed');
    await rwa.context.close();

    // A101's inbox says it was confirmed, with its receipt.
    await page.goto('/notifications');
    const told = page.getByRole('listitem').filter({ hasText: utr });
    await told.getByText(`Payment received: ${formatRupees(amount)}`).waitFor({ timeout: 20_000 });
    await told.getByText(`is confirmed. Receipt ${receipt}.`).waitFor();
    await fitsThePhone(page);
    await shot(page, 'dues-10-inbox');

    // The invoice is paid; its receipt opens in the viewer and is kept on the phone.
    await page.goto('/dues');
    await card.getByText('Paid', { exact: true }).waitFor({ timeout: 20_000 });
    const payment = page.getByRole('article', { name: `${formatRupees(amount)} on` }).filter({
      hasText: utr,
    });
    await payment.getByRole('button', { name: `Receipt ${receipt}` }).click();
    const viewer = page.getByRole('dialog', { name: `Receipt ${receipt}` });
    const firstPage = viewer.getByRole('img', { name: /^Page 1 of \d+$/ });
    await firstPage.waitFor({ timeout: 20_000 });
    await expect.poll(() => firstPage.evaluate(inkOn), { timeout: 10_000 }).toBeGreaterThan(100);
    await fitsThePhone(page);
    await shot(page, 'dues-11-receipt');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await payment.getByText('Saved on this phone for offline reading.').waitFor();

    // And with no signal again, the receipt still opens from the phone.
    await cutNetwork(context);
    await page.reload();
    await page.getByText(offline).waitFor({ timeout: 20_000 });
    await payment.getByRole('button', { name: `Receipt ${receipt}` }).click();
    await firstPage.waitFor({ timeout: 20_000 });
    await expect.poll(() => firstPage.evaluate(inkOn), { timeout: 10_000 }).toBeGreaterThan(100);
    await restoreNetwork(context);
    await context.close();
  });
});
