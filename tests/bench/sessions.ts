/**
 * Tokens for the benches without an OTP round trip per person: a session row is opened in the
 * database (as a sign-in does) and signed with the secret the bench gives the server.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../server/platform/db/schema';
import { startSession } from '../../server/platform/auth/sessions';
import { createTokenService } from '../../server/platform/auth/tokens';

export async function benchTokens(
  db: Kysely<Database>,
  secret: string,
  phones: readonly string[],
): Promise<Map<string, string>> {
  const tokens = createTokenService({ secret, ttlSeconds: 3600, now: () => new Date() });
  const users = await db
    .selectFrom('users')
    .selectAll()
    .where('phone_number', 'in', phones)
    .execute();
  const signed = new Map<string, string>();
  for (const user of users) {
    signed.set(user.phone_number, await tokens.sign(await startSession(db, user, new Date())));
  }
  return signed;
}
