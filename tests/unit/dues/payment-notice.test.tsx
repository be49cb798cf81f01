import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentNotice } from '../../../contract/dues/payments';
import { messages } from '../../../contract/messages';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { db, type OutboxRecord } from '../../../src/offline/db';
import { drainOutbox } from '../../../src/offline/drain';
import { createFetchTransport } from '../../../src/offline/fetch-transport';
import { startOutboxTriggers } from '../../../src/offline/triggers';
import { stubFetch } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import { aPayment, openDues, resetDues, saveDues, someDues } from './support';

vi.mock('qrcode', () => ({ toDataURL: vi.fn(async () => 'data:image/png;base64,iVBORw0KGgo=') }));

/** 09:00 in India on 5 December 2026. */
const T0 = Date.parse('2026-12-05T09:00:00+05:30');

beforeEach(async () => {
  await resetDues();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  signInAs(member);
});
afterEach(() => reportApiSuccess());

type App = ReturnType<typeof openDues>;

/** No network; the dues the phone saved an hour ago. */
async function offline() {
  await saveDues(someDues(), T0 - 3_600_000);
  stubFetch({}, 'network-error');
  reportApiFailure();
}

async function openForm(app: App) {
  const card = within(await app.screen.findByRole('article', { name: 'December 2026' }));
  await app.user.click(card.getByRole('button', { name: 'I have paid' }));
  return card;
}

const notice: PaymentNotice = {
  invoice_id: '41',
  amount_paise: 512_500,
  paid_on: '2026-12-05',
  mode: 'upi',
  reference: '412345678902',
};

describe('"I have paid" (issue 33)', () => {
  it('starts from what is open, paid today by UPI', async () => {
    await offline();
    const app = openDues();
    const card = await openForm(app);
    const value = (label: string) => card.getByLabelText<HTMLInputElement>(label).value;
    expect(value('Amount (₹)')).toBe('5125.00');
    expect(value('Paid on')).toBe('2026-12-05');
    expect(value('How you paid')).toBe('upi');
    expect(card.getByLabelText('Paid on').getAttribute('max')).toBe('2026-12-05');
  });

  it("refuses bad amounts and references of the wrong shape in the contract's words, queueing nothing", async () => {
    await offline();
    const app = openDues();
    const card = await openForm(app);
    const amount = card.getByLabelText('Amount (₹)');
    const reference = card.getByLabelText('Reference');
    const send = () => app.user.click(card.getByRole('button', { name: 'Send' }));

    await app.user.clear(amount);
    await app.user.type(amount, '₹ 12.345');
    await app.user.type(reference, '12345');
    await send();
    expect(await card.findByText(messages.amountWholePaise)).toBeTruthy();
    expect(document.activeElement).toBe(amount);

    await app.user.clear(amount);
    await app.user.type(amount, '0');
    await send();
    expect(await card.findByText(messages.amountPositive)).toBeTruthy();

    await app.user.clear(amount);
    await app.user.type(amount, '1,234.5');
    await send();
    expect(await card.findByText(messages.referenceUpiShape)).toBeTruthy();

    await app.user.selectOptions(card.getByLabelText('How you paid'), 'cheque');
    await send();
    expect(await card.findByText(messages.referenceChequeShape)).toBeTruthy();

    await app.user.selectOptions(card.getByLabelText('How you paid'), 'neft_imps');
    const paidOn = card.getByLabelText('Paid on');
    await app.user.clear(paidOn);
    await app.user.type(paidOn, '2026-12-06');
    await send();
    expect(await card.findByText(messages.paidOnFuture)).toBeTruthy();

    await app.user.clear(paidOn);
    await app.user.type(paidOn, '2026-11-30');
    await send();
    expect(await card.findByText(messages.paidOnBeforeInvoice)).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('offline, keeps the notice on the phone and says so; back online it is sent once, with its Idempotency-Key', async () => {
    await offline();
    const stop = startOutboxTriggers({
      drain: () =>
        drainOutbox({ transport: createFetchTransport(), getToken: () => 'token-9000000002' }),
    });
    try {
      const app = openDues();
      const card = await openForm(app);
      await app.user.type(card.getByLabelText('Reference'), '4123 4567 8902');
      await app.user.click(card.getByRole('button', { name: 'Send' }));

      await waitFor(async () => expect(await db.outbox.count()).toBe(1));
      const [record] = await db.outbox.toArray();
      expect(record).toMatchObject({
        kind: 'duesPaymentNotice',
        userId: member.id,
        payload: { notice, shown: { invoice_number: 'GH/2026-27/000123' } },
      });
      // "Saved on this phone — will send when online", and where there is no Background Sync,
      // that it leaves only while Gatehouse is open.
      expect(await card.findByText(new RegExp(`^${messages.paymentQueued}`))).toBeTruthy();
      // Not "being checked": the office cannot check what has not reached it.
      expect(card.getByText(messages.paymentWaitingToSend)).toBeTruthy();
      expect(card.queryByText(messages.paymentBeingChecked)).toBeNull();
      expect(card.queryByLabelText('Reference')).toBeNull();

      // The network comes back: the notice leaves once, and the flat's dues are asked again.
      const pending = aPayment({
        id: '12',
        invoice_id: '41',
        invoice_number: 'GH/2026-27/000123',
        amount_paise: 512_500,
        paid_on: '2026-12-05',
        reference: '412345678902',
        status: 'pending_verification',
        receipt_number: null,
        settled: [],
      });
      const seen = stubFetch({
        'dues/payment-notices': { status: 201, body: pending },
        'dues/my': { body: someDues({ payments: [pending, aPayment()] }) },
      });
      reportApiSuccess();
      window.dispatchEvent(new Event('online'));

      expect(await card.findByText(messages.paymentNoticeSent)).toBeTruthy();
      const posts = () => seen.filter((request) => request.method === 'POST');
      expect(posts()).toHaveLength(1);
      expect(posts()[0]?.url).toBe('/api/dues/payment-notices');
      expect(posts()[0]?.headers.get('Idempotency-Key')).toBe(record?.id);
      expect(posts()[0]?.body).toEqual(notice);
      const payments = within(await app.screen.findByRole('list', { name: 'Your payments' }));
      expect(await payments.findByText(messages.paymentBeingChecked)).toBeTruthy();
      expect(card.getByText(messages.paymentBeingChecked)).toBeTruthy();

      window.dispatchEvent(new Event('online'));
      await waitFor(async () => expect((await db.outbox.get(record!.id))?.status).toBe('sent'));
      expect(posts()).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it("shows a refused notice with the server's sentence and resends it fixed", async () => {
    await offline();
    const refused: OutboxRecord = {
      id: 'refused-1',
      kind: 'duesPaymentNotice',
      schemaVersion: 1,
      payload: { notice, shown: { invoice_number: 'GH/2026-27/000123' } },
      userId: member.id,
      status: 'rejected',
      attempts: 1,
      nextAttemptAt: T0,
      createdAt: T0 - 60_000,
      updatedAt: T0 - 30_000,
      lastError: messages.referenceTaken('GH/2026-27/000098'),
    };
    await db.outbox.add(refused);
    const app = openDues();
    const card = within(await app.screen.findByRole('article', { name: 'December 2026' }));
    expect(await card.findByText("Couldn't send — tap to fix")).toBeTruthy();
    expect(card.getByText(messages.referenceTaken('GH/2026-27/000098'))).toBeTruthy();

    await app.user.click(card.getByRole('button', { name: 'Edit & resend' }));
    const reference = card.getByLabelText<HTMLInputElement>('Reference');
    expect(reference.value).toBe('412345678902');
    await app.user.clear(reference);
    await app.user.type(reference, '412345678903');
    await app.user.click(card.getByRole('button', { name: 'Resend' }));

    await waitFor(async () => expect(await db.outbox.get('refused-1')).toBeUndefined());
    const [resent] = await db.outbox.toArray();
    expect(resent?.status).toBe('pending');
    expect((resent?.payload as { notice: PaymentNotice }).notice.reference).toBe('412345678903');
  });

  it('opens the refused notice named by ?edit= in its invoice', async () => {
    await offline();
    await db.outbox.add({
      id: 'refused-2',
      kind: 'duesPaymentNotice',
      schemaVersion: 1,
      payload: { notice, shown: { invoice_number: 'GH/2026-27/000123' } },
      userId: member.id,
      status: 'rejected',
      attempts: 1,
      nextAttemptAt: T0,
      createdAt: T0,
      updatedAt: T0,
      lastError: messages.invoiceCancelledNoPayment,
    });
    const app = openDues('?edit=refused-2');
    const card = within(await app.screen.findByRole('article', { name: 'December 2026' }));
    expect(await card.findByRole('button', { name: 'Resend' })).toBeTruthy();
  });
});
