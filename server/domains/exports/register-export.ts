/**
 * The register as the RWA keeps it in a spreadsheet (issue 19): everyone, moved-out people
 * included, by apartment, with the standing the admin's cards show. Times are India's.
 */
import type { Kysely, Selectable } from 'kysely';
import { canBookSports } from '../../../contract/sign-in/auth';
import type { residentCsvColumns } from '../../../contract/exports/exports';
import { inIndia } from '../../../contract/platform/india-time';
import type { Database, UsersTable } from '../../platform/db/schema';
import { indiaDateTime } from '../../platform/india-day';
import { selectRegister } from '../../platform/auth/users';

/** A person with their phone's lock for strangers, while it holds (users.selectRegister). */
type Person = Selectable<UsersTable> & { locked_until: Date | null };
export type ResidentCsvRow = Record<(typeof residentCsvColumns)[number], unknown>;

const isLocked = (person: Person): person is Person & { locked_until: Date } =>
  person.locked_until !== null;

/** Whether they can get in at all, the first that holds: moved out, deactivated, locked, active. */
function accessOf(person: Person): string {
  if (person.removed_at) return 'moved out';
  if (!person.is_active) return 'deactivated';
  if (isLocked(person)) return 'locked';
  return 'active';
}

/** As booking-rules.ts judges a booking: a resident (not the RWA) who still lives here. */
function mayBook(person: Person): boolean {
  return (
    person.role === 'member' &&
    person.removed_at === null &&
    canBookSports(person.member_status, person.is_active)
  );
}

function csvRow(person: Person): ResidentCsvRow {
  return {
    name: person.name,
    phone: person.phone_number,
    email: person.email,
    apartment: person.apartment_number,
    role: person.role,
    status: person.member_status,
    access: accessOf(person),
    can_book_sports: mayBook(person) ? 'yes' : 'no',
    member_since: person.membership_startdate,
    last_sign_in: indiaDateTime(person.last_sign_in_at),
    locked_until: isLocked(person) ? indiaDateTime(person.locked_until) : '',
    moved_out: person.removed_at ? inIndia(person.removed_at).date : '',
  };
}

export async function registerCsvRows(db: Kysely<Database>, now: Date): Promise<ResidentCsvRow[]> {
  const people = await selectRegister(db, now)
    .orderBy('apartment_number')
    .orderBy('name')
    .orderBy('users.phone_number')
    .execute();
  return people.map(csvRow);
}
