import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema';

/**
 * The user who may sign in with this phone (and, when given, this apartment): present (not
 * moved out) and active. A deactivated or removed phone is answered like an unknown one.
 */
export function findSignInUser(
  db: Kysely<Database>,
  phone: string,
  apartment?: string,
): Promise<User | undefined> {
  let query = db
    .selectFrom('users')
    .selectAll()
    .where('phone_number', '=', phone)
    .where('removed_at', 'is', null)
    .where('is_active', '=', true);
  if (apartment !== undefined) query = query.where('apartment_number', '=', apartment);
  return query.executeTakeFirst();
}
