/**
 * Login by OTP for residents and the RWA, the session's user, and signing out (SPEC.md §7
 * Login, issue 16). A sign-in, a logout and a "sign out everywhere" are security events: each
 * writes its audit row in the transaction that changes the sessions.
 */
import { canBookSports } from '../../contract/auth';
import { messages } from '../../contract/messages';
import { HttpError } from '../http-error';
import { originOf, recordAudit } from '../services/audit';
import { endEverySession, revokeSessions } from '../services/sessions';
import { findSignInUser } from '../services/users';
import type { HandlersFor } from './handler';
import { checkCode, signInWithCode } from './sign-in';

const otpSent = { message: 'OTP sent successfully' };

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
    // A guard signs in at the gate desk, whose session lasts a shift and reaches the gate only.
    if (user.role === 'guard') {
      await checkCode(app, request, user, body.otp);
      throw new HttpError(403, messages.forbidden);
    }
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
      await checkCode(app, request, user, body.otp);
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
      const ended = await endEverySession(tx, user, 'signed out everywhere', app.now());
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
