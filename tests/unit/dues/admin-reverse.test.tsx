import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../contract/messages';
import { captureDownloads } from '../pdf-viewer/fake-pdf';
import { stubFetch, type SeenRequest } from '../support/fetch';
import { rwa, signInAs } from '../support/render-app';
import { aPayment, openAdminDues } from './support';

vi.mock('../../../src/ui/pdf-viewer/pdf-document', () => import('../pdf-viewer/fake-pdf'));

const T0 = Date.parse('2026-12-05T10:00:00+05:30');

const posts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'POST');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  signInAs(rwa);
});

type App = ReturnType<typeof openAdminDues>;
const section = async (app: App, name: string) =>
  within(await app.screen.findByRole('region', { name }));

describe('/admin/dues: reversing a payment and the ledger CSV (issue 33)', () => {
  it('reverses a confirmed payment only with a reason, then shows it reversed', async () => {
    let reversed = false;
    const seen = stubFetch({
      'dues/payments': (request) => ({
        body: request.url.includes('pending_verification')
          ? []
          : [aPayment(reversed ? { status: 'reversed' } : {})],
      }),
      'dues/payments/7/reverse': () => {
        reversed = true;
        return { body: aPayment({ status: 'reversed' }) };
      },
    });
    const app = openAdminDues();
    const checked = await section(app, 'Checked payments');
    await app.user.click(
      await checked.findByRole('button', { name: 'Reverse ₹4,875.00 from A101 by UPI' }),
    );
    const dialog = within(app.screen.getByRole('alertdialog', { name: 'Reverse this payment?' }));
    await app.user.click(dialog.getByRole('button', { name: 'Reverse payment' }));
    expect(dialog.getByText(messages.reverseReasonRequired)).toBeTruthy();
    expect(posts(seen)).toHaveLength(0);
    await app.user.type(dialog.getByLabelText('Reason'), 'The cheque bounced');
    await app.user.click(dialog.getByRole('button', { name: 'Reverse payment' }));

    expect(await checked.findByText('Reversed. A101 owes it again and is told why.')).toBeTruthy();
    expect(posts(seen).map((request) => [request.url, request.body])).toEqual([
      ['/api/dues/payments/7/reverse', { reason: 'The cheque bounced' }],
    ]);
    // The list is asked for again: the payment now reads Reversed and offers no second reverse.
    await waitFor(() => expect(checked.queryByRole('button', { name: /^Reverse ₹/ })).toBeNull());
    expect(checked.getByText('Reversed. A101 owes it again and is told why.')).toBeTruthy();
  });

  it('says why a reversal was refused, in the prompt', async () => {
    stubFetch({
      'dues/payments': (request) => ({
        body: request.url.includes('pending_verification') ? [] : [aPayment()],
      }),
      'dues/payments/7/reverse': { status: 409, body: { detail: messages.paymentNotConfirmed } },
    });
    const app = openAdminDues();
    const checked = await section(app, 'Checked payments');
    await app.user.click(
      await checked.findByRole('button', { name: 'Reverse ₹4,875.00 from A101 by UPI' }),
    );
    const dialog = within(app.screen.getByRole('alertdialog', { name: 'Reverse this payment?' }));
    await app.user.type(dialog.getByLabelText('Reason'), 'Wrong flat');
    await app.user.click(dialog.getByRole('button', { name: 'Reverse payment' }));
    expect(await dialog.findByText(messages.paymentNotConfirmed)).toBeTruthy();
  });

  it("downloads a flat's ledger as CSV", async () => {
    const downloads = captureDownloads();
    stubFetch({
      'dues/payments': { body: [] },
      'dues/ledger/A101': { body: [] },
      'dues/ledger/A101.csv': { body: 'date,kind\n' },
    });
    const app = openAdminDues();
    const find = await section(app, "A flat's ledger");
    await app.user.type(find.getByLabelText('Apartment number'), 'a101');
    await app.user.click(find.getByRole('button', { name: 'Show ledger' }));
    await app.user.click(await find.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['dues-ledger-A101.csv']));
  });
});
