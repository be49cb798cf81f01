/**
 * Demo tenders for the demo estate: open ones, with dates a few weeks after the seeding day so
 * the public page shows something current on first start.
 */
import type { Insertable } from 'kysely';
import { addDays, inIndia } from '../../../contract/platform/india-time';
import type { TendersTable } from './tables';

export function demoTenders(now: Date): Insertable<TendersTable>[] {
  const today = inIndia(now).date;
  const on = (days: number) => addDays(today, days);
  const tenders = [
    {
      name: 'Housekeeping services contract',
      description:
        'Daily cleaning of lobbies, staircases, lifts, basements and the clubhouse for all 12 towers, ' +
        'with 24 staff in two shifts, supervision and consumables. Two-year contract.',
      collection_date: on(7),
      return_date: on(21),
      cost_amount: 4_800_000,
      gst_percentage: 18,
      location: 'Estate office, Clubhouse ground floor (10:00-17:00, Mon-Sat)',
      contact: 'Meera Iyer, RWA Secretary - 9000000001',
    },
    {
      name: 'Annual maintenance of 24 passenger lifts',
      description:
        'Comprehensive AMC for 24 lifts (12 towers x 2), including quarterly safety audits, spare ' +
        'parts, 24x7 breakdown response within 30 minutes and the annual licence renewal.',
      collection_date: on(10),
      return_date: on(30),
      cost_amount: 2_160_000,
      gst_percentage: 18,
      location: 'Estate office, Clubhouse ground floor',
      contact: 'Facilities desk - facilities@example.com',
    },
    {
      name: 'Landscaping and garden upkeep',
      description:
        'Upkeep of the central lawn, podium gardens and 400 trees: mowing, pruning, seasonal planting, ' +
        'drip irrigation repairs and composting of green waste. One-year contract.',
      collection_date: on(14),
      return_date: on(35),
      cost_amount: 900_000,
      gst_percentage: 18,
      location: 'Estate office, Clubhouse ground floor',
      contact: 'Horticulture committee - 9000000001',
    },
  ];
  return tenders.map((tender) => ({ ...tender, created_at: now, updated_at: now }));
}
