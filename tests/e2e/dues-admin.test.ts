/**
 * The RWA's side of maintenance dues (issue 33) in real Chromium on a 360 px phone, on a server
 * of its own (the flats with dues and a period's totals move with any other file's bills): cash
 * taken at the desk and its receipt; that payment reversed with a reason, the flat's ledger and
 * balance moving with it; a bank statement read by a bank's own columns, its matches confirmed in
 * one click, and on coming back, the statement opened from the list of imports and its unmatched
 * credit matched by hand; the flats with dues by age (a missed month billed late gives them
 * ages); the defaulters' and a period's CSV. Each step is checked as the admin sees it and as the
 * server then answers.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ChargeHead, DuesFlat, Invoice } from '../../contract/dues/billing';
import type { Defaulters, DuesSummary } from '../../contract/dues/collection';
import { formatRupees, upiAmount } from '../../contract/dues/money';
import type { LedgerEntry, Payment } from '../../contract/dues/payments';
import { periodName } from '../../contract/dues/periods';
import type { BankStatement, StatementSummary } from '../../contract/dues/statements';
import { messages } from '../../contract/messages';
import { indiaDay } from './support/bookings';
import {
  monthAfter,
  publishPeriod,
  rwaFile,
  rwaGet,
  rwaSend,
  termsOf,
  utrFromTime,
} from './support/dues';
import { usePrivateServerAndBrowser } from './support/lifecycle';
import { demo, rwaToken, signedIn } from './support/login';
import { fitsThePhone, inkOn, phone, shot } from './support/phone';

const app = usePrivateServerAndBrowser();

const cash = {
  rupees: 1000,
  payer: 'Kiran at the desk',
  reason: 'Counted twice: the notes were short',
};
const hdfc = { date: 'Txn Date', narration: 'Description', reference: 'Ref No', credit: 'Deposit' };
const stray = { rupees: 2000, line: 4 };

/** '2026-12-05' as a bank writes it: '05/12/2026'. */
const bankDay = (day: string) => day.split('-').reverse().join('/');

/** A download the page starts with `click`, with its bytes. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

describe('the RWA at the desk, reconciling the bank and chasing dues', () => {
  it('takes cash with a receipt, reverses it, reconciles a statement and downloads the dues', async () => {
    const { url } = app.server;
    const token = await rwaToken(app.server);
    const get = <T>(path: string) => rwaGet<T>(url, path, token);

    // The demo estate: one period published, B202's "I have paid" waiting, C303 owing it all.
    const [notice] = await get<Payment[]>('dues/payments?status=pending_verification');
    expect(notice).toMatchObject({ apartment: 'B202', mode: 'neft_imps' });
    const c303 = (await get<Invoice[]>('dues/invoices?apartment=C303'))[0];
    expect(c303?.status).toBe('published');
    const period = c303?.period ?? '';
    // The month after billed too, so A101 owes something to pay at the desk and at the bank.
    const next = monthAfter(period);
    expect(await publishPeriod(url, token, next)).toBeGreaterThanOrEqual(3);
    const a101 = (await get<Invoice[]>(`dues/invoices?apartment=A101&period=${next}`))[0];
    const owed = a101?.charges_paise ?? 0;
    expect(owed).toBeGreaterThan(cash.rupees * 100);

    const { context, page } = await signedIn(app.browser, app.server, demo.rwa, phone);
    await page.goto('/admin/dues');

    // Cash at the desk: confirmed at once, its receipt opens.
    const desk = page.getByRole('form', { name: 'Record a payment' });
    await desk.getByLabel('Apartment number').fill('A101');
    await desk.getByLabel('Amount (₹)').fill(String(cash.rupees));
    await desk.getByLabel('Paid by').fill(cash.payer);
    await desk.getByRole('button', { name: 'Record payment' }).click();
    const recorded = desk.getByText(/^Recorded and confirmed: receipt /);
    await recorded.waitFor();
    const taken = (await get<Payment[]>('dues/payments')).find((p) => p.payer_name === cash.payer);
    expect(taken).toMatchObject({
      apartment: 'A101',
      amount_paise: cash.rupees * 100,
      mode: 'cash',
      reference: '',
      status: 'confirmed',
      settled: [{ invoice_number: a101?.number, amount_paise: cash.rupees * 100 }],
    });
    const receipt = taken?.receipt_number ?? '';
    expect(await recorded.innerText()).toBe(messages.paymentRecorded(receipt, 'A101'));
    await fitsThePhone(page);
    await shot(page, 'dues-admin-1-desk');
    await desk.getByRole('button', { name: 'Open receipt' }).click();
    const viewer = page.getByRole('dialog', { name: `Receipt ${receipt}` });
    const firstPage = viewer.getByRole('img', { name: /^Page 1 of \d+$/ });
    await firstPage.waitFor({ timeout: 20_000 });
    await expect.poll(() => firstPage.evaluate(inkOn), { timeout: 10_000 }).toBeGreaterThan(100);
    await shot(page, 'dues-admin-2-receipt');
    await viewer.getByRole('button', { name: 'Close' }).click();

    // A101's ledger: the cash is its last entry.
    const ledger = page.getByRole('region', { name: "A flat's ledger" });
    await ledger.getByLabel('Apartment number').fill('A101');
    await ledger.getByRole('button', { name: 'Show ledger' }).click();
    let book = await get<LedgerEntry[]>('dues/ledger/A101');
    expect(book.at(-1)).toMatchObject({ kind: 'payment', receipt_number: receipt });
    const less = owed - cash.rupees * 100;
    await ledger.getByText(`A101: ${book.length} entries, owes ${formatRupees(less)}`).waitFor();

    // Reversed with a reason: A101 owes the whole month again, and the ledger says why.
    const checked = page.getByRole('list', { name: 'Checked payments' });
    const card = checked.getByRole('article', { name: `A101: ${formatRupees(cash.rupees * 100)}` });
    const name = `${formatRupees(cash.rupees * 100)} from A101 by Cash`;
    await card.getByRole('button', { name: `Reverse ${name}` }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Reverse this payment?' });
    await prompt.getByLabel('Reason').fill(cash.reason);
    await prompt.getByRole('button', { name: 'Reverse payment' }).click();
    await card.getByText(messages.paymentReversed('A101')).waitFor();
    await card.getByText('Reversed', { exact: true }).waitFor();
    book = await get<LedgerEntry[]>('dues/ledger/A101');
    expect(book.at(-1)).toMatchObject({
      kind: 'reversal',
      amount_paise: cash.rupees * 100,
      note: expect.stringContaining(cash.reason),
    });
    expect(book.at(-1)?.balance_paise).toBe(owed);
    const flats = await get<DuesFlat[]>('dues/flats');
    expect(flats.find((flat) => flat.apartment === 'A101')?.balance_paise).toBe(owed);
    await ledger.getByText(`A101: ${book.length} entries, owes ${formatRupees(owed)}`).waitFor();
    const reversal = ledger.getByRole('listitem').last();
    await reversal.getByText('Reversal', { exact: true }).waitFor();
    await reversal.getByText(`+${formatRupees(cash.rupees * 100)}`).waitFor();
    await reversal.getByText(`= ${formatRupees(owed)}`).waitFor();
    await reversal.getByText(cash.reason).waitFor();
    await fitsThePhone(page);
    await reversal.scrollIntoViewIfNeeded();
    await shot(page, 'dues-admin-3-reversed-ledger');

    // HDFC's columns, set once; then its statement: a notice's reference, an invoice's number,
    // a stray credit, a debit and a line with a bad date.
    const bank = page.getByRole('region', { name: 'Bank statement' });
    await bank.getByText("Set a bank's columns").click();
    const columns = bank.getByRole('form', { name: "A bank's columns" });
    await columns.getByLabel('Bank', { exact: true }).fill('HDFC');
    await columns.getByLabel('Date column').fill(hdfc.date);
    await columns.getByLabel('Narration column').fill(hdfc.narration);
    await columns.getByLabel('Reference column').fill(hdfc.reference);
    await columns.getByLabel('Credit column').fill(hdfc.credit);
    await columns.getByRole('button', { name: 'Save columns' }).click();
    await columns.getByText(messages.bankFormatSaved('HDFC')).waitFor();
    expect(await get('dues/bank-formats')).toEqual([{ name: 'HDFC', ...hdfc }]);
    await fitsThePhone(page);
    await columns.scrollIntoViewIfNeeded();
    await shot(page, 'dues-admin-4-bank-columns');

    const day = bankDay(indiaDay());
    const csv = [
      `${hdfc.date},${hdfc.narration},${hdfc.reference},Withdrawal,${hdfc.credit}`,
      `${day},NEFT CR-${notice?.reference}-PRIYA NAIR,${notice?.reference},,${upiAmount(notice?.amount_paise ?? 0)}`,
      `${day},UPI/A101 maintenance ${a101?.number},${utrFromTime()},,${upiAmount(owed)}`,
      `${day},NEFT CR-R MENON FLAT C303,N998877665544332,,${upiAmount(stray.rupees * 100)}`,
      `${day},ATM WDL MG ROAD,ATM0042,5000.00,`,
      `32/13/2026,UPI/CANTEEN,612345678901,,100.00`,
    ].join('\n');
    const form = bank.getByRole('form', { name: 'Import a bank statement' });
    expect(await form.getByLabel("Bank's columns").inputValue()).toBe('HDFC');
    await form.getByLabel('Statement (CSV)').setInputFiles({
      name: 'hdfc-statement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await form.getByRole('button', { name: 'Import statement' }).click();
    const read = { rows: 5, matched: 2, unmatched: 1, alreadySeen: 0, problems: 1, debits: 1 };
    await form.getByText(messages.statementImported(read)).waitFor();
    await form.getByText(`Line 6: ${messages.statementDateInvalid}`).waitFor();
    const [statement] = await get<StatementSummary[]>('dues/bank-statements');
    expect(statement).toMatchObject({ bank: 'HDFC', rows_read: 5, matched: 2, unmatched: 1 });
    const id = statement?.id ?? '';
    const matches = bank.getByRole('list', { name: 'Matches to confirm' });
    await matches.getByText(`B202, ${notice?.invoice_number}`).waitFor();
    await matches.getByText(`A101, ${a101?.number}`).waitFor();
    await fitsThePhone(page);
    await form.scrollIntoViewIfNeeded();
    await shot(page, 'dues-admin-5-statement-imported');

    await bank.getByRole('button', { name: 'Confirm 2 matches' }).click();
    await bank.getByText(messages.statementMatchesConfirmed(2)).waitFor();
    const confirmed = await get<Payment[]>('dues/payments?status=confirmed');
    expect(confirmed.find((p) => p.id === notice?.id)?.receipt_number).toBeTruthy();
    expect((await get<Invoice[]>(`dues/invoices?apartment=A101&period=${next}`))[0]?.status).toBe(
      'paid',
    );
    await shot(page, 'dues-admin-6-matches-confirmed');

    // Back later: the statement is found among the imports, and its stray credit matched by hand.
    await page.reload();
    const imports = bank.getByRole('list', { name: 'Imported statements, newest first' });
    const imported = imports.getByRole('article', { name: `Statement ${id}` });
    await imported.getByText('1 left').waitFor();
    expect(await termsOf(imported.locator('dl'))).toEqual([
      ['Rows read', '5'],
      ['To confirm', '0'],
      ['Confirmed', '2'],
      ['Unmatched', '1'],
    ]);
    await imported.scrollIntoViewIfNeeded();
    await shot(page, 'dues-admin-7-imports');
    await imported.getByRole('button', { name: `Open Statement ${id}` }).click();
    const heading = bank.getByRole('heading', { name: `Statement ${id}`, level: 3 });
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
    const byHand = bank.getByRole('group', { name: `Match line ${stray.line} by hand` });
    await byHand.getByLabel('Apartment number').fill('C303');
    await byHand.getByLabel('Invoice').selectOption(c303?.id ?? '');
    await fitsThePhone(page);
    await byHand.scrollIntoViewIfNeeded();
    await shot(page, 'dues-admin-8-match-by-hand');
    await byHand.getByRole('button', { name: `Match line ${stray.line}` }).click();
    await byHand.getByText(messages.statementRowMatched(c303?.number ?? '')).waitFor();
    const done = await get<BankStatement>(`dues/bank-statements/${id}`);
    expect(done.rows.map((row) => row.state)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    const c303Now = (await get<Invoice[]>(`dues/invoices?apartment=C303&period=${period}`))[0];
    expect(c303Now).toMatchObject({ status: 'partly_paid', paid_paise: stray.rupees * 100 });
    await imported.getByText('All done').waitFor();

    // A month missed two months before the demo's, billed only now: it is the oldest owed.
    const missed = monthAfter(period, -2);
    for (const { id: head, ...rest } of await get<ChargeHead[]>('dues/charge-heads')) {
      await rwaSend(url, 'PUT', `dues/charge-heads/${head}`, token, {
        ...rest,
        active_from: missed,
      });
    }
    expect(await publishPeriod(url, token, missed)).toBeGreaterThanOrEqual(3);

    // The flats with dues, by age, as the server counts them (the page opened anew), and their CSV.
    await page.reload();
    await page.getByRole('tab', { name: 'Collection' }).click();
    const owing = await get<Defaulters>('dues/defaulters');
    const apartments = owing.flats.map((flat) => flat.apartment);
    expect(apartments).toEqual(expect.arrayContaining(['A101', 'B202', 'C303']));
    const { days_0_30: recent, ...older } = owing.totals.buckets;
    expect(recent).toBeGreaterThan(0);
    expect(Object.values(older).some((paise) => paise > 0)).toBe(true);
    const defaulters = page.getByRole('region', { name: 'Flats with dues' });
    const ages = (buckets: Defaulters['totals']['buckets']) => [
      ['0–30 days', formatRupees(buckets.days_0_30)],
      ['31–60 days', formatRupees(buckets.days_31_60)],
      ['61–90 days', formatRupees(buckets.days_61_90)],
      ['90+ days', formatRupees(buckets.days_90_plus)],
    ];
    for (const flat of owing.flats) {
      const row = defaulters.getByRole('article', { name: flat.apartment });
      // The balance beside the flat's name first; its ages after.
      await row.getByText(formatRupees(flat.balance_paise), { exact: true }).first().waitFor();
      const byAge = row.getByLabel(`Open by age, ${flat.apartment}`, { exact: true });
      expect(await termsOf(byAge)).toEqual(ages(flat.buckets));
    }
    const all = defaulters.getByLabel('Open by age, all flats', { exact: true });
    expect(await termsOf(all)).toEqual(ages(owing.totals.buckets));
    await fitsThePhone(page);
    await shot(page, 'dues-admin-9-defaulters');
    const owingCsv = await downloaded(page, () =>
      defaulters.getByRole('button', { name: 'Download CSV' }).click(),
    );
    expect(owingCsv.name).toBe(`dues-defaulters-${indiaDay()}.csv`);
    expect(owingCsv.bytes.equals(await rwaFile(url, 'dues/defaulters.csv', token))).toBe(true);
    const lines = owingCsv.bytes.toString().split('\r\n');
    expect(lines.map((line) => line.split(',')[0])).toEqual([
      expect.stringContaining('"apartment"'),
      ...apartments.map((apartment) => `"${apartment}"`),
      `"Total (${apartments.length} flats)"`,
      '',
    ]);

    // The demo period's collection: everything but what C303 still owes, and its CSV.
    const summary = page.getByRole('region', { name: 'Collection summary' });
    await summary.getByLabel('Period').fill(period);
    const totals = await get<DuesSummary>(`dues/summary?period=${period}`);
    expect(totals.outstanding_paise).toBe((c303?.charges_paise ?? 0) - stray.rupees * 100);
    expect(totals.collected_paise).toBe(totals.billed_paise - totals.outstanding_paise);
    const shown = summary.getByLabel(`Collection in ${periodName(period)}`, { exact: true });
    await expect
      .poll(() => termsOf(shown))
      .toContainEqual(['Billed', formatRupees(totals.billed_paise)]);
    expect((await termsOf(shown)).slice(0, 3)).toEqual([
      ['Billed', formatRupees(totals.billed_paise)],
      ['Collected', formatRupees(totals.collected_paise)],
      ['Outstanding', formatRupees(totals.outstanding_paise)],
    ]);
    const summaryCsv = await downloaded(page, () =>
      summary.getByRole('button', { name: 'Download CSV' }).click(),
    );
    expect(summaryCsv.name).toBe(`dues-summary-${period}.csv`);
    const fromServer = await rwaFile(url, `dues/summary.csv?period=${period}`, token);
    expect(summaryCsv.bytes.equals(fromServer)).toBe(true);
    await fitsThePhone(page);
    await summary.scrollIntoViewIfNeeded();
    await shot(page, 'dues-admin-10-summary');

    // Every other form of the page fits the phone too.
    await page.getByRole('tab', { name: 'Billing' }).click();
    const generate = page.getByRole('region', { name: 'Generate invoices' });
    await generate.getByRole('button', { name: 'Preview' }).click();
    await generate.getByRole('region', { name: 'Preview' }).waitFor();
    const invoices = page.getByRole('region', { name: 'Invoices', exact: true });
    await invoices.getByText(/^\d+ invoices?$/).waitFor();
    await fitsThePhone(page);
    await shot(generate, 'dues-admin-11-generate');
    await shot(invoices.getByRole('listitem').first(), 'dues-admin-12-invoice');
    await page.getByRole('tab', { name: 'Setup' }).click();
    await page.getByRole('button', { name: 'Add a charge head' }).click();
    await page.getByRole('form', { name: 'New charge head' }).waitFor();
    await fitsThePhone(page);
    for (const [n, section] of ['Settings', 'Charge heads', 'Flats and their areas'].entries()) {
      await shot(
        page.getByRole('region', { name: section, exact: true }),
        `dues-admin-${13 + n}-setup`,
      );
    }
    await context.close();
  });
});
