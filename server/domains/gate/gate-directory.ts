/**
 * The flats and who lives there, as the gate needs them: names and phones to call about a
 * walk-in, nothing else (no email, no documents), and never the guards themselves.
 */
import type { Kysely } from 'kysely';
import { cleanApartment } from '../../../contract/platform/fields';
import type { DirectoryEntry } from '../../../contract/gate/desk';
import type { Database } from '../../platform/db/schema';

/** Residents who may sign in today: active, not moved out, members or RWA admins. */
function residents(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['apartment_number', 'name', 'phone_number'])
    .where('role', 'in', ['member', 'rwa'])
    .where('is_active', '=', true)
    .where('removed_at', 'is', null);
}

export async function gateDirectory(db: Kysely<Database>): Promise<DirectoryEntry[]> {
  const rows = await residents(db)
    .orderBy('apartment_number')
    .orderBy('name')
    .orderBy('phone_number')
    .execute();
  const flats = new Map<string, DirectoryEntry>();
  for (const row of rows) {
    let flat = flats.get(row.apartment_number);
    if (!flat) {
      flat = { apartment: row.apartment_number, residents: [] };
      flats.set(row.apartment_number, flat);
    }
    flat.residents.push({ name: row.name ?? '', phone: row.phone_number });
  }
  return [...flats.values()];
}

/** The flat as the register spells it, when someone lives there ("a-101" finds A101). */
export async function livedInFlat(
  db: Kysely<Database>,
  typed: string,
): Promise<string | undefined> {
  const apartment = cleanApartment(typed);
  if (apartment === '') return undefined;
  const row = await residents(db).where('apartment_number', '=', apartment).executeTakeFirst();
  return row?.apartment_number;
}
