/**
 * The user behind each session, kept in memory: reading it from the database on every request
 * was a round trip per call, the largest cost left in the booking rush (issue 19).
 *
 * A kept user is forgotten as soon as the database tells of any change to that user or their
 * sessions (platform/db/change-feed.ts), whichever instance made it: a logout, a "sign out everywhere",
 * a deactivation, a move-out, a new role. Nothing is kept while that word could go unheard, and
 * nothing longer than `SESSION_USER_MAX_AGE_MS`. A write answered by this instance has been
 * heard here before its answer leaves (platform/db/database-plugin.ts), so it holds from the next request.
 */
import type { Kysely } from 'kysely';
import type { ChangeFeed } from '../db/change-feed';
import type { Database, User } from '../db/schema';
import { keptReads } from '../db/kept-reads';
import { findSessionUser } from './sessions';

export const SESSION_USER_MAX_AGE_MS = 60_000;

export type SessionUsers = (sessionId: string) => Promise<Readonly<User> | undefined>;

export function createSessionUsers(db: Kysely<Database>, changes?: ChangeFeed): SessionUsers {
  const kept = keptReads<Readonly<User> | undefined>({
    maxAgeMs: SESSION_USER_MAX_AGE_MS,
    keep: () => changes?.live ?? false,
  });
  changes?.listen({
    changed(what) {
      if (!what.startsWith('user:')) return;
      const id = Number(what.slice('user:'.length));
      // A session answered with no one may be that user's, and stand again (a reactivation).
      kept.forgetWhere((user) => user === undefined || user.id === id);
    },
    lost: () => kept.clear(),
  });
  // Frozen: one object answers many requests, so no handler may change it for the others.
  return (sessionId) =>
    kept.read(sessionId, async () => {
      const user = await findSessionUser(db, sessionId);
      return user && Object.freeze(user);
    });
}
