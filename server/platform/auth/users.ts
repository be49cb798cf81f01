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

/**
 * Everyone in the register, each with `locked_until`: their phone's lock for strangers while
 * it holds at `at` (issue 31 keeps locks by phone number, in sign_in_locks).
 */
export function selectRegister(db: Kysely<Database>, at: Date) {
  return db
    .selectFrom('users')
    .leftJoin('sign_in_locks as lock', (join) =>
      join.onRef('lock.phone_number', '=', 'users.phone_number').on('lock.locked_until', '>', at),
    )
    .selectAll('users')
    .select('lock.locked_until');
}
