import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema';

/** The user with this phone number and, when given, this apartment. */
export function findUser(
  db: Kysely<Database>,
  phone: string,
  apartment?: string,
): Promise<User | undefined> {
  let query = db.selectFrom('users').selectAll().where('phone_number', '=', phone);
  if (apartment !== undefined) query = query.where('apartment_number', '=', apartment);
  return query.executeTakeFirst();
}
