/**
 * Charge heads (issue 33): what a flat is billed for each month, as the RWA set it. A change
 * applies to invoices generated from then on; an invoice keeps the lines it was made with.
 */
import type { Kysely, Selectable } from 'kysely';
import type { ChargeHead } from '../../../contract/dues/billing';
import { formatRupees } from '../../../contract/dues/money';
import type { Database } from '../../platform/db/schema';
import { percentOf } from './invoice-lines';
import type { ChargeHeadsTable } from './tables';

export const toChargeHead = (row: Selectable<ChargeHeadsTable>): ChargeHead => ({
  id: String(row.id),
  name: row.name,
  basis: row.basis,
  rate_paise: row.rate_paise,
  gst_bp: row.gst_bp,
  flats: row.flats,
  active_from: row.active_from,
  active_until: row.active_until,
});

/** Every head, in the order the RWA made them. */
export async function loadHeads(db: Kysely<Database>): Promise<ChargeHead[]> {
  const rows = await db.selectFrom('charge_heads').selectAll().orderBy('id').execute();
  return rows.map(toChargeHead);
}

const bases = {
  per_flat: 'per flat',
  per_sqft: 'per sq ft',
  fixed_listed: 'for each listed flat',
} as const;

/** 'Maintenance: ₹3.50 per sq ft, GST 0%, from 2026-11' — for the audit trail. */
export function describeHead(head: Omit<ChargeHead, 'id'>): string {
  const until = head.active_until ? ` until ${head.active_until}` : '';
  const listed = head.basis === 'fixed_listed' ? ` (${head.flats.join(', ')})` : '';
  return (
    `${head.name}: ${formatRupees(head.rate_paise)} ${bases[head.basis]}${listed}, ` +
    `GST ${percentOf(head.gst_bp)}, from ${head.active_from}${until}`
  );
}
