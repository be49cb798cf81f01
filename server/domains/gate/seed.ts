/**
 * The demo estate's gate (issue 17): Arjun of A101 expects a guest today and has a daily help,
 * Sunita (Mon–Sat, 07:00–18:00), so the guard desk and /visitors have something to show.
 */
import type { Kysely } from 'kysely';
import { addDays, inIndia } from '../../../contract/platform/india-time';
import { newPassCode } from './pass-codes';
import { indiaMidnight } from '../../platform/india-day';
import type { Database } from '../../platform/db/schema';

const resident = { phone: '9000000002', apartment: 'A101' };

/** An India wall-clock time on `date` as an instant. */
const indiaTime = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

export async function seedGate(tx: Kysely<Database>, now: Date): Promise<void> {
  const today = inIndia(now).date;
  const passes = [
    {
      kind: 'guest' as const,
      name: 'Kavya Menon',
      valid_from: indiaMidnight(today),
      // A guest's window is at most a day: the whole of today.
      valid_until: new Date(indiaMidnight(addDays(today, 1)).getTime() - 1000),
      people: 2,
      days: [],
      note: 'College friend, coming for lunch',
    },
    {
      kind: 'daily_help' as const,
      name: 'Sunita',
      valid_from: indiaTime(today, '07:00'),
      valid_until: indiaTime(addDays(today, 180), '18:00'),
      people: 1,
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const,
      note: 'Cook',
    },
  ];
  for (const pass of passes) {
    await tx
      .insertInto('passes')
      .values({
        ...pass,
        days: [...pass.days],
        apartment: resident.apartment,
        created_by: resident.phone,
        code: await newPassCode(tx, now),
        created_at: now,
      })
      .execute();
  }
}
