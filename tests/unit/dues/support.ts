/** Dues as the server sends them (issue 33), and the resident's /dues and the RWA's pages. */
import type { Invoice } from '../../../contract/dues/billing';
import type { MyDues, Payment } from '../../../contract/dues/payments';
import { upiNote, upiPayLink } from '../../../contract/dues/upi';
import AdminDuesPage from '../../../src/features/admin-dues/admin-dues-page';
import DuesPage from '../../../src/features/dues/dues-page';
import { duesCollection } from '../../../src/features/dues/dues-collection';
import { refreshCollection } from '../../../src/offline/collections';
import { db } from '../../../src/offline/db';
import { renderPage } from '../golf-cart-support';

export const VPA = 'gatehouse@okaxis';
export const PAYEE = "Gatehouse Residents' Welfare Association";

export const decemberLink = upiPayLink({
  vpa: VPA,
  payee: PAYEE,
  amountPaise: 512_500,
  note: upiNote('A101', '2026-12'),
  reference: 'GH/2026-27/000123',
});

export function anInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: '41',
    number: 'GH/2026-27/000123',
    apartment: 'A101',
    period: '2026-12',
    billing_cycle: 'monthly',
    due_date: '2026-12-10',
    status: 'published',
    lines: [
      { kind: 'charge', label: 'Maintenance (1,250 sq ft × ₹3.50)', amount_paise: 437_500 },
      { kind: 'charge', label: 'Sinking fund', amount_paise: 50_000 },
      { kind: 'gst', label: 'GST 18% on sinking fund', amount_paise: 9_000 },
      { kind: 'late_fee', label: 'Late fee (November)', amount_paise: 16_000 },
    ],
    charges_paise: 512_500,
    arrears_paise: 0,
    total_due_paise: 512_500,
    paid_paise: 0,
    published_at: '2026-12-01T04:30:00.000Z',
    cancelled_reason: null,
    upi_link: decemberLink,
    payment_link: null,
    ...overrides,
  };
}

export function aPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: '7',
    apartment: 'A101',
    invoice_id: '40',
    invoice_number: 'GH/2026-27/000098',
    amount_paise: 487_500,
    paid_on: '2026-11-08',
    mode: 'upi',
    reference: '412345678901',
    payer_name: 'Asha Rao',
    status: 'confirmed',
    reject_reason: null,
    receipt_number: 'GH/R/2026-27/000012',
    settled: [{ invoice_number: 'GH/2026-27/000098', amount_paise: 487_500 }],
    created_at: '2026-11-08T06:00:00.000Z',
    ...overrides,
  };
}

export function someDues(overrides: Partial<MyDues> = {}): MyDues {
  return {
    apartment: 'A101',
    balance_paise: 512_500,
    next_due: { due_date: '2026-12-10', amount_paise: 512_500 },
    invoices: [
      anInvoice(),
      anInvoice({
        id: '40',
        number: 'GH/2026-27/000098',
        period: '2026-11',
        due_date: '2026-11-10',
        status: 'paid',
        upi_link: null,
        paid_paise: 487_500,
        charges_paise: 487_500,
        total_due_paise: 487_500,
        lines: [{ kind: 'charge', label: 'Maintenance', amount_paise: 487_500 }],
        published_at: '2026-11-01T04:30:00.000Z',
      }),
    ],
    payments: [aPayment()],
    payee: { vpa: VPA, name: PAYEE },
    ...overrides,
  };
}

export async function resetDues(): Promise<void> {
  await Promise.all(db.tables.map((table) => table.clear()));
}

/** What the phone saved on an earlier visit, and when. */
export async function saveDues(dues: MyDues, at: number): Promise<void> {
  await refreshCollection(duesCollection, async () => dues, { scope: dues.apartment, now: at });
}

export const openDues = (search = '') =>
  renderPage(`/dues${search}`, DuesPage, '/dues', { retry: false });

/**
 * A sentence as it reads, though a number in it (a receipt's, kept whole on one line) is an
 * element of its own: testing-library's text match would read around it.
 */
export const sentence = (text: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

export const openAdminDues = () =>
  renderPage('/admin/dues', AdminDuesPage, '/admin/dues', { retry: false });
