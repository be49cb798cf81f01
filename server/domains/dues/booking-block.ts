/**
 * The RWA's optional rule (issue 33): while a flat is more than `booking_block_days` overdue,
 * its courts and banquet requests are refused with a sentence that says why, how much and where
 * to pay. Off (0) by default. The bookings room asks here, through the dues room's index.
 */
import type { Kysely } from 'kysely';
import { formatRupees } from '../../../contract/dues/money';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { readSettings } from './book';
import { openInvoices, overdueOf } from './open-invoices';

/** 403 when the rule is on and `apartment` is more overdue than it allows `today` (India). */
export async function refuseBookingWhileOverdue(
  db: Kysely<Database>,
  apartment: string,
  today: string,
): Promise<void> {
  const { booking_block_days: allowed } = await readSettings(db);
  if (allowed === 0) return;
  const overdue = overdueOf(await openInvoices(db, apartment), today);
  if (overdue.days <= allowed) return;
  throw new HttpError(
    403,
    messages.bookingBlockedByDues(formatRupees(overdue.paise), overdue.days),
  );
}
