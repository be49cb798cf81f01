/**
 * Who votes on a poll. A flat is an apartment where an active member lives (as dues count flats:
 * the RWA's office is not one); on a flat poll it casts one ballot, whoever of it votes. On a
 * poll of persons each active person of those flats votes, an RWA admin who lives in one too. A
 * guard never votes. On an owners-only poll a flat is on the roll when a present person of it is
 * marked owner in the register (migration 0035), and only such a person casts its ballot.
 */
import type { Kysely } from 'kysely';
import type { Electorate } from '../../../contract/polls/polls';
import { messages } from '../../../contract/messages';
import type { Database, User } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';

function present(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .where('member_status', '=', 'active')
    .where('is_active', '=', true)
    .where('removed_at', 'is', null);
}

const flats = (db: Kysely<Database>) =>
  present(db).where('role', '=', 'member').select('apartment_number');

function voters(db: Kysely<Database>) {
  return present(db)
    .where('role', 'in', ['member', 'rwa'])
    .where('apartment_number', 'in', flats(db));
}

/** The flats with an owner on the roll: a flat whose owners all moved out has no vote. */
const ownedFlats = (db: Kysely<Database>) =>
  voters(db).where('is_owner', '=', true).select('apartment_number');

/** The voter a caller is on a poll: their flat, or themselves. */
export const voterOf = (electorate: Electorate, user: User): string =>
  electorate === 'person' ? `user:${user.id}` : user.apartment_number;

/** A flat's ballot on an owners-only poll is its owner's to cast (and its proxy to give). */
export const castsForFlat = (electorate: Electorate, user: User): boolean =>
  electorate !== 'owners' || user.is_owner;

/** An owners-only poll with no owner marked would have an empty roll: refused, with why. */
export async function refuseOwnersPollWithoutOwners(
  db: Kysely<Database>,
  electorate: Electorate,
): Promise<void> {
  if (electorate === 'owners' && (await ownedFlats(db).executeTakeFirst()) === undefined) {
    throw new HttpError(400, messages.ownersNotMarked);
  }
}

/** Every voter on the roll now, with the flat each belongs to (rules on flats, like dues). */
export async function rollWithFlats(
  db: Kysely<Database>,
  electorate: Electorate,
): Promise<{ voter: string; apartment: string }[]> {
  if (electorate === 'person') {
    const people = await voters(db).select(['id', 'apartment_number']).orderBy('id').execute();
    return people.map((person) => ({
      voter: `user:${person.id}`,
      apartment: person.apartment_number,
    }));
  }
  const rows = await (electorate === 'owners' ? ownedFlats(db) : flats(db))
    .distinct()
    .orderBy('apartment_number')
    .execute();
  return rows.map((flat) => ({ voter: flat.apartment_number, apartment: flat.apartment_number }));
}

/** Every voter on the roll now. */
export async function rollOf(db: Kysely<Database>, electorate: Electorate): Promise<string[]> {
  return (await rollWithFlats(db, electorate)).map((entry) => entry.voter);
}

export async function onRoll(
  db: Kysely<Database>,
  electorate: Electorate,
  voter: string,
): Promise<boolean> {
  const query =
    electorate === 'person'
      ? voters(db).where('id', '=', Number(voter.slice('user:'.length)))
      : (electorate === 'owners' ? ownedFlats(db) : flats(db)).where(
          'apartment_number',
          '=',
          voter,
        );
  return (await query.select('id').executeTakeFirst()) !== undefined;
}

/**
 * "Arjun Mehta, A101" for each `user:<id>` voter (a poll of persons), for the RWA's turnout:
 * who voted is not secret, only what they chose.
 */
export async function personNames(
  db: Kysely<Database>,
  voters: readonly string[],
): Promise<Map<string, string>> {
  const ids = voters.filter((v) => v.startsWith('user:')).map((v) => Number(v.slice(5)));
  if (ids.length === 0) return new Map();
  const people = await db
    .selectFrom('users')
    .select(['id', 'name', 'phone_number', 'apartment_number'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    people.map((person) => [
      `user:${person.id}`,
      `${person.name ?? person.phone_number}, ${person.apartment_number}`,
    ]),
  );
}
