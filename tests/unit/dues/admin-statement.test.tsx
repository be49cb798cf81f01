import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../contract/messages';
import { rwa, signInAs } from '../support/render-app';
import { importStatement, posts, stubStatements, T0 } from './statement-support';
import { openAdminDues } from './support';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  signInAs(rwa);
});

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
    expect(section.getByText(`Line 4: ${messages.statementLineSeen('8')}`)).toBeTruthy();
    const [sent] = posts(seen);
    expect(sent?.url).toBe('/api/dues/bank-statements?bank=HDFC');
    expect(sent?.headers.get('Content-Type')).toBe('text/csv');
  });

  it('names whose columns read the file in the hint, short enough in the select for a phone', async () => {
    stubStatements();
    const app = openAdminDues();
    const section = within(await app.screen.findByRole('region', { name: 'Bank statement' }));
    const select = await section.findByLabelText<HTMLSelectElement>("Bank's columns");
    await within(select).findByRole('option', { name: 'HDFC' });
    expect([...select.options].map((option) => option.text)).toEqual(['Standard columns', 'HDFC']);
    const hint = () => document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(hint()?.textContent).toBe('Read by Date, Narration, Reference, Credit');
    await app.user.selectOptions(select, 'HDFC');
    expect(hint()?.textContent).toBe('Read by Txn Date, Description, Ref No, Deposit');
  });

  it('confirms every match in one click, once', async () => {
    const seen = stubStatements();
    const app = openAdminDues();
    const section = await importStatement(app);
    await app.user.click(await section.findByRole('button', { name: 'Confirm 1 match' }));
    expect(await section.findByText(messages.statementMatchesConfirmed(1))).toBeTruthy();
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
    const invoice = await row.findByLabelText<HTMLSelectElement>('Invoice');
    // Short enough for a phone's select; the number is said under it once chosen.
    expect(within(invoice).getByRole('option', { name: 'Dec 2026 · ₹5,125.00' })).toBeTruthy();
    await app.user.selectOptions(invoice, '44');
    expect(row.getByText('GH/2026-27/000126 · ₹5,125.00 open')).toBeTruthy();
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
