/**
 * The code check and the sign-in that every login (resident, RWA, gate) shares: a refusal is
 * logged as a structured event, a sign-in opens a session and writes its audit row with it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../db/schema';
import { HttpError } from '../http-error';
import { originOf, recordAudit } from '../services/audit';
import { signIn } from '../services/sessions';

/**
 * Checks the code; a refusal (a wrong code, a lockout) is logged as a structured event with the
 * user's id — never the code or the phone number — and then answered as the service said.
 */
export async function checkCode(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
  code: string,
) {
  try {
    await app.otp.verify(user, code, originOf(request));
  } catch (error) {
    const locked = error instanceof HttpError && error.statusCode === 429;
    const event = locked ? 'auth.locked_out' : 'auth.verify_failed';
    request.log.warn({ event, userId: user.id }, 'sign-in refused');
    throw error;
  }
}

/** Checks the code, then opens a session and records the sign-in; answers the token. */
export async function signInWithCode(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
  code: string,
): Promise<string> {
  await checkCode(app, request, user, code);
  const at = app.now();
  const token = await app.db.transaction().execute(async (tx) => {
    const signed = await signIn(tx, app.tokens, user, at);
    const entry = { actor: user, action: 'auth.sign_in', targetType: 'user' };
    await recordAudit(tx, { ...entry, targetId: user.phone_number, ...originOf(request) }, at);
    return signed;
  });
  request.log.info({ event: 'auth.sign_in', userId: user.id, role: user.role }, 'signed in');
  return token;
}
