/**
 * Login by OTP for residents and the RWA, the session's user, and signing out (SPEC.md §7
 * Login, issue 16). A sign-in, a logout and a "sign out everywhere" are security events: each
 * writes its audit row in the transaction that changes the sessions.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canBookSports } from '../../contract/auth';
import { messages } from '../../contract/messages';
import type { User } from '../db/schema';
import { HttpError } from '../http-error';
import { originOf, recordAudit } from '../services/audit';
import { revokeSessions, signIn } from '../services/sessions';
import { findSignInUser } from '../services/users';
import type { HandlersFor } from './handler';

const otpSent = { message: 'OTP sent successfully' };

/** Checks the code, then opens a session and records the sign-in; answers the token. */
async function signInWithCode(
  app: FastifyInstance,
  request: FastifyRequest,
  user: User,
  code: string,
): Promise<string> {
  await app.otp.verify(user, code, originOf(request));
  const at = app.now();
  const token = await app.db.transaction().execute(async (tx) => {
    const signed = await signIn(tx, app.tokens, user, at);
    const entry = { actor: user, action: 'auth.sign_in', targetType: 'user' };
    await recordAudit(tx, { ...entry, targetId: user.phone_number, ...originOf(request) }, at);
    return signed;
  });
  request.log.info({ event: 'auth.sign_in', role: user.role }, 'signed in');
  return token;
}

export const authHandlers: HandlersFor<
  | 'generateOtp'
  | 'verifyOtp'
  | 'rwaGenerateOtp'
  | 'rwaVerifyOtp'
  | 'me'
  | 'logout'
  | 'signOutEverywhere'
> = {
  async generateOtp({ app, body, request }) {
    await app.otp.issue({ phone: body.phone_number, apartment: body.apartment_number }, request.ip);
    return otpSent;
  },

  async rwaGenerateOtp({ app, body, request }) {
    await app.otp.issue({ phone: body.phone_number }, request.ip);
    return otpSent;
  },

  async verifyOtp({ app, body, request }) {
    const user = await findSignInUser(app.db, body.phone_number, body.apartment_number);
    if (!user) throw new HttpError(404, messages.userNotFound);
    return {
      token: await signInWithCode(app, request, user, body.otp),
      name: user.name,
      email: user.email,
      member_status: user.member_status,
      is_active: user.is_active,
      role: user.role,
      apartment_number: user.apartment_number,
    };
  },

  async rwaVerifyOtp({ app, body, request }) {
    const user = await findSignInUser(app.db, body.phone_number);
    if (!user) throw new HttpError(404, messages.userNotFound);
    // The code is checked first, so only the phone's owner learns whether it has RWA access.
    if (user.role !== 'rwa') {
      await app.otp.verify(user, body.otp, originOf(request));
      throw new HttpError(403, messages.noRwaAccess);
    }
    return {
      role: 'rwa' as const,
      token: await signInWithCode(app, request, user, body.otp),
      name: user.name,
      email: user.email,
    };
  },

  me({ user }) {
    return {
      id: user.phone_number,
      name: user.name || `${user.apartment_number} Resident`,
      email: user.email ?? '',
      role: user.role === 'rwa' ? ('RWA' as const) : ('MEMBER' as const),
      apartmentNumber: user.apartment_number,
      canBookSports: canBookSports(user.member_status, user.is_active),
    };
  },

  async logout({ app, user, request, transaction }) {
    const sessionId = request.sessionId;
    return transaction(async (tx) => {
      if (sessionId) await revokeSessions(tx, { sessionId }, 'logout', app.now());
      const entry = { actor: user, action: 'auth.logout', targetType: 'user' };
      await recordAudit(
        tx,
        { ...entry, targetId: user.phone_number, ...originOf(request) },
        app.now(),
      );
      return { message: messages.signedOut };
    });
  },

  async signOutEverywhere({ app, user, request, transaction }) {
    return transaction(async (tx) => {
      const ended = await revokeSessions(
        tx,
        { userId: user.id },
        'signed out everywhere',
        app.now(),
      );
      const entry = { actor: user, action: 'auth.sessions_revoked', targetType: 'user' };
      const summary = `${ended} session${ended === 1 ? '' : 's'} ended by the user`;
      await recordAudit(
        tx,
        { ...entry, targetId: user.phone_number, summary, ...originOf(request) },
        app.now(),
      );
      return { message: messages.userSignedOut };
    });
  },
};
