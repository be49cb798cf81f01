/**
 * Sessions: every sign-in is a row, and the token names it. A request is let in only while its
 * session stands and its user is present and active (platform/auth/auth-plugin.ts), so a logout, a "sign out
 * everywhere", a deactivation or a move-out holds from the very next request.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { GUARD_SESSION_SECONDS } from '../../../contract/gate/gate';
import type { Database, User } from '../db/schema';
import type { TokenService } from './tokens';
import { revokeDevices } from './trusted-devices';

/** Starts a session for `user` and notes the sign-in; answers the session id for the token. */
export async function startSession(db: Kysely<Database>, user: User, at: Date): Promise<string> {
  const id = randomUUID();
  await db.insertInto('sessions').values({ id, user_id: user.id, created_at: at }).execute();
  await db.updateTable('users').set({ last_sign_in_at: at }).where('id', '=', user.id).execute();
  return id;
}

/** Revokes one session, or every live session of one user; answers how many it ended. */
export async function revokeSessions(
  db: Kysely<Database>,
  which: { sessionId: string } | { userId: number },
  reason: string,
  at: Date,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: at, revoked_reason: reason })
    .where('revoked_at', 'is', null);
  query =
    'sessionId' in which
      ? query.where('id', '=', which.sessionId)
      : query.where('user_id', '=', which.userId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The user of a live session, when that user may still come in. */
export function findSessionUser(
  db: Kysely<Database>,
  sessionId: string,
): Promise<User | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.id', '=', sessionId)
    .where('sessions.revoked_at', 'is', null)
    .where('users.removed_at', 'is', null)
    .where('users.is_active', '=', true)
    .executeTakeFirst();
}

/** Signs `user` in: a new session, noted as their last sign-in, and its token. */
export async function signIn(
  db: Kysely<Database>,
  tokens: TokenService,
  user: User,
  at: Date,
): Promise<string> {
  const session = await startSession(db, user, at);
  // A gate tablet stays signed in for a shift; residents for the configured lifetime.
  return user.role === 'guard' ? tokens.sign(session, GUARD_SESSION_SECONDS) : tokens.sign(session);
}

/**
 * Every session of `user` ends, their devices stop getting pushes (a lost phone's lock screen
 * must not keep showing the household's notices) and stop being trusted at sign-in. Answers
 * how many sessions ended.
 */
export async function endEverySession(
  db: Kysely<Database>,
  user: User,
  reason: string,
  at: Date,
): Promise<number> {
  await db.deleteFrom('push_subscriptions').where('user_phone', '=', user.phone_number).execute();
  await revokeDevices(db, user.id, reason, at);
  return revokeSessions(db, { userId: user.id }, reason, at);
}
