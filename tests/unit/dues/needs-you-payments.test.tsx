import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '../../../contract/dues/payments';
import { messages } from '../../../contract/messages';
import AdminDashboardPage from '../../../src/features/admin/admin-dashboard-page';
import { renderPage } from '../golf-cart-support';
import { stubFetch, type SeenRequest } from '../support/fetch';
import { rwa, signInAs } from '../support/render-app';
import { aPayment, sentence } from './support';

const notice = aPayment({
  id: '12',
  invoice_id: '41',
  invoice_number: 'GH/2026-27/000123',
  amount_paise: 512_500,
  paid_on: '2026-12-05',
  reference: '412345678902',
  status: 'pending_verification',
  receipt_number: null,
  settled: [],
  created_at: '2026-12-05T04:00:00.000Z',
});

const queue = () => screen.getByRole('region', { name: /^Needs you/ });
const open = () => renderPage('/admin', AdminDashboardPage, '/admin', { retry: false });
const posts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'POST');

/** The office's queue with one "I have paid" waiting; `answer` is the server's reply to a check. */
function stubQueue(answer: (request: SeenRequest) => { status?: number; body: unknown }) {
  let waiting: Payment[] = [notice];
  return stubFetch({
    'requests/open': { body: [] },
    'booking/booking-slots/Badminton': { body: [] },
    'dues/payments': () => ({ body: waiting }),
    'dues/payments/12/confirm': (request) => {
      const reply = answer(request);
      if (!reply.status) waiting = [];
      return reply;
    },
    'dues/payments/12/reject': (request) => {
      const reply = answer(request);
      if (!reply.status) waiting = [];
      return reply;
    },
  });
}

beforeEach(() => {
  // 10:00 in India on 5 December 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-05T04:30:00Z'));
  signInAs(rwa);
});
afterEach(() => vi.useRealTimers());

describe('payments to check in "Needs you" (issue 33)', () => {
  it('lists a resident\'s "I have paid" with its flat, amount, reference and wait, and counts it', async () => {
    const seen = stubQueue(() => ({ body: notice }));
    const page = open();
    await page.screen.findByRole('heading', { name: 'Needs you (1)' });
    const card = within(within(queue()).getByRole('article', { name: 'A101: ₹5,125.00' }));
    expect(card.getByText('UPI · 412345678902 · paid December 5, 2026')).toBeTruthy();
    expect(card.getByText('Asha Rao, for GH/2026-27/000123')).toBeTruthy();
    expect(card.getByText('waiting 30 min')).toBeTruthy();
    expect(card.getByText(messages.paymentBeingChecked)).toBeTruthy();
    const asked = seen.find((request) => request.url.includes('dues/payments'));
    expect(asked?.url).toBe('/api/dues/payments?status=pending_verification');
  });

  it('confirms a payment after asking, and the answer stays in its card', async () => {
    const seen = stubQueue(() => ({
      body: { ...notice, status: 'confirmed', receipt_number: 'GH/R/2026-27/000013' },
    }));
    const page = open();
    await page.user.click(
      await page.screen.findByRole('button', { name: 'Confirm ₹5,125.00 from A101 by UPI' }),
    );
    const dialog = page.screen.getByRole('alertdialog', { name: 'Confirm this payment?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));

    const done = await page.screen.findByText(
      sentence('Confirmed: receipt GH/R/2026-27/000013 for A101.'),
    );
    expect(posts(seen).map((request) => request.url)).toEqual(['/api/dues/payments/12/confirm']);
    // The queue is asked again and no longer lists it; the answer stays where the button was.
    await page.screen.findByRole('heading', { name: 'Needs you' });
    expect(done.isConnected).toBe(true);
    const card = within(within(queue()).getByRole('article', { name: 'A101: ₹5,125.00' }));
    expect(card.getByText('Confirmed')).toBeTruthy();
    expect(card.queryByRole('button', { name: /^Confirm/ })).toBeNull();
  });

  it('rejects only with a reason, which is sent', async () => {
    const seen = stubQueue(() => ({
      body: { ...notice, status: 'rejected', reject_reason: 'No such credit' },
    }));
    const page = open();
    await page.user.click(
      await page.screen.findByRole('button', { name: 'Reject ₹5,125.00 from A101 by UPI' }),
    );
    const dialog = page.screen.getByRole('alertdialog', { name: 'Reject this payment?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(within(dialog).getByText(messages.rejectReasonRequired)).toBeTruthy();
    expect(posts(seen)).toHaveLength(0);

    await page.user.type(within(dialog).getByLabelText('Reason'), 'No such credit');
    await page.user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(await page.screen.findByText('Rejected. A101 is told why.')).toBeTruthy();
    const card = within(within(queue()).getByRole('article', { name: 'A101: ₹5,125.00' }));
    expect(card.getByText('Rejected')).toBeTruthy();
    expect(posts(seen).map((request) => [request.url, request.body])).toEqual([
      ['/api/dues/payments/12/reject', { reason: 'No such credit' }],
    ]);
  });

  it("shows the server's refusal in the prompt, the payment still waiting", async () => {
    stubQueue(() => ({ status: 409, body: { detail: messages.paymentNotPending } }));
    const page = open();
    await page.user.click(
      await page.screen.findByRole('button', { name: 'Confirm ₹5,125.00 from A101 by UPI' }),
    );
    const dialog = page.screen.getByRole('alertdialog', { name: 'Confirm this payment?' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    expect(await within(dialog).findByText(messages.paymentNotPending)).toBeTruthy();
    await waitFor(() =>
      expect(page.screen.getByRole('heading', { name: 'Needs you (1)' })).toBeTruthy(),
    );
  });
});
