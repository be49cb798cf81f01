/**
 * Every migration, listed by hand rather than found by globbing the folder, so they travel
 * with a bundled server. Names sort in the order they run; add new ones at the end.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001-users-and-otp';

export const migrations: Record<string, Migration> = {
  '0001-users-and-otp': m0001,
};
