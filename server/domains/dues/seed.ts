/**
 * The demo estate's dues (issue 33): the RWA's UPI payee, monthly billing due on the 10th with
 * 18 % a year after 15 days' grace, the three flats' areas, two charge heads, and the latest
 * period whose due day has passed, published — A101 paid by UPI and confirmed (a receipt), B202's
 * "I have paid" waiting for the office, C303 overdue — so both sides have something to show.
 * Written through the same services as the API, at times in the past, so the ledger, the
 * allocations and the notices agree.
 */
import type { Kysely } from 'kysely';
import { inIndia } from '../../../contract/platform/india-time';
import type { Database } from '../../platform/db/schema';
import { readSettings } from './book';
import { planGeneration, publishPlan } from './generation';
import { confirmPayment, sendNotice } from './payments';

const DUE_DAY = 10;
const HOUR = 3_600_000;

/** This month once its due day has passed (so the demo has an overdue flat), else the last. */
export function demoPeriod(now: Date): string {
  const today = inIndia(now).date;
  const month = today.slice(0, 7);
  if (Number(today.slice(8, 10)) > DUE_DAY) return month;
  const [year = 0, number = 1] = month.split('-').map(Number);
  const previous = new Date(Date.UTC(year, number - 2, 1)).toISOString();
  return previous.slice(0, 7);
}

const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

export async function seedDues(tx: Kysely<Database>, now: Date): Promise<void> {
  const users = await tx.selectFrom('users').selectAll().execute();
  const userOf = (phone: string) => users.find((user) => user.phone_number === phone);
  const [office, arjun, priya] = ['9000000001', '9000000002', '9000000003'].map(userOf);
  if (!office || !arjun || !priya) return;

  await tx
    .updateTable('dues_settings')
    .set({
      upi_vpa: 'gatehouse@okaxis',
      payee_name: 'Gatehouse RWA',
      billing_cycle: 'monthly',
      due_day: DUE_DAY,
      late_fee_kind: 'interest',
      late_fee_yearly_bp: 1800,
      late_fee_fixed_paise: 0,
      late_fee_grace_days: 15,
      booking_block_days: 0,
      updated_at: now,
    })
    .execute();
  const areas = { A101: 1250, B202: 980, C303: 1540 };
  await tx
    .insertInto('dues_flats')
    .values(
      Object.entries(areas).map(([apartment, area]) => ({
        apartment,
        area_sqft: area,
        updated_at: now,
      })),
    )
    .execute();

  const period = demoPeriod(now);
  const published = at(`${period}-01`, '10:00');
  await tx
    .insertInto('charge_heads')
    .values(
      [
        { name: 'Maintenance', basis: 'per_sqft', rate_paise: 350, gst_bp: 0, flats: [] },
        { name: 'Sinking fund', basis: 'per_flat', rate_paise: 50_000, gst_bp: 0, flats: [] },
      ].map((head) => ({
        ...head,
        basis: head.basis as 'per_sqft' | 'per_flat',
        active_from: period,
        active_until: null,
        created_at: published,
        updated_at: published,
      })),
    )
    .execute();

  const settings = await readSettings(tx);
  const input = {
    period,
    due_date: `${period}-${String(DUE_DAY).padStart(2, '0')}`,
    preview: false,
  };
  const day = inIndia(published).date;
  const plan = await planGeneration(tx, input, settings, day);
  await publishPlan(tx, plan, input, settings, published, day);

  const invoices = await tx
    .selectFrom('invoices')
    .select(['id', 'apartment', 'charges_paise'])
    .where('period', '=', period)
    .execute();
  const invoiceOf = (apartment: string) => invoices.find((row) => row.apartment === apartment);
  const a101 = invoiceOf('A101');
  if (a101) {
    const paidAt = at(`${period}-05`, '20:15');
    const notice = await sendNotice(
      tx,
      {
        invoice_id: String(a101.id),
        amount_paise: a101.charges_paise,
        paid_on: `${period}-05`,
        mode: 'upi',
        reference: '634512789012',
      },
      arjun,
      paidAt,
    );
    await confirmPayment(tx, notice.id, office.phone_number, at(`${period}-06`, '11:30'));
  }
  const b202 = invoiceOf('B202');
  if (b202) {
    const sentAt = new Date(now.getTime() - 2 * HOUR);
    await sendNotice(
      tx,
      {
        invoice_id: String(b202.id),
        amount_paise: b202.charges_paise,
        paid_on: inIndia(sentAt).date,
        mode: 'neft_imps',
        reference: 'HDFCN52026112845',
      },
      priya,
      sentAt,
    );
  }
  // What those steps told people is history: a first sign-in starts with a quiet bell, but for
  // B202's payment, which the office has still to check.
  await tx
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb.ref('created_at') }))
    .where('read_at', 'is', null)
    .where('url', 'in', ['/dues', '/admin/dues'])
    .where('created_at', '<', new Date(now.getTime() - 3 * HOUR))
    .execute();
}
