/**
 * The sign-in every login (resident, RWA, gate) shares: the code is checked for the person the
 * call names (domains/sign-in/otp.ts), the login's own rule says whether that person may sign in
 * here, and a sign-in opens a session, trusts the device and writes its audit row together.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEVICE_HEADER } from '../../../contract/sign-in/device-header';
import type { User } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { originOf, recordAudit } from '../../platform/audit';
import type { SignInAttempt } from './otp';
import { signIn } from '../../platform/auth/sessions';

/** The attempt a login call makes: its phone (and apartment), address and device token. */
export function attemptOf(
  request: FastifyRequest,
  who: { phone_number: string; apartment_number?: string },
): SignInAttempt {
  const device = request.headers[DEVICE_HEADER];
  return {
    phone: who.phone_number,
    ...(who.apartment_number !== undefined ? { apartment: who.apartment_number } : {}),
    deviceToken: typeof device === 'string' ? device : undefined,
    origin: originOf(request),
  };
}

export interface SignedIn {
  user: User;
  token: string;
  /** For the app to keep and send as `Gatehouse-Device` next time. */
  deviceToken: string;
}

/**
 * Checks the code; then `refusal` (a resident at the RWA login, say) may turn the person away
 * with its own answer — after the code, so only the phone's owner learns it. A failed check is
 * logged as a structured event, never with the code or the phone number.
 */
export async function signInWithCode(
  app: FastifyInstance,
  request: FastifyRequest,
  attempt: SignInAttempt,
  code: string,
  refusal: (user: User) => HttpError | null,
): Promise<SignedIn> {
  let checked;
  try {
    checked = await app.otp.verify(attempt, code);
  } catch (error) {
    const locked = error instanceof HttpError && error.statusCode === 429;
    request.log.warn(
      { event: locked ? 'auth.locked_out' : 'auth.verify_failed' },
      'sign-in refused',
    );
    throw error;
  }
  const { user, device } = checked;
  const refused = refusal(user);
  if (refused) throw refused;
  const at = app.now();
  const signedIn = await app.db.transaction().execute(async (tx) => {
    const token = await signIn(tx, app.tokens, user, at);
    const deviceToken = await app.devices.trust(tx, user, device, at);
    const entry = { actor: user, action: 'auth.sign_in' as const, targetType: 'user' };
    const summary = device ? 'on a trusted device' : 'on a new device';
    await recordAudit(
      tx,
      { ...entry, targetId: user.phone_number, summary, ...originOf(request) },
      at,
    );
    return { user, token, deviceToken };
  });
  request.log.info({ event: 'auth.sign_in', userId: user.id, role: user.role }, 'signed in');
  return signedIn;
}
