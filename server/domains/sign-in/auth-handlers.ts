/**
 * Login by OTP for residents and the RWA, the session's user, and signing out (SPEC.md §7
 * Login, issue 16). A sign-in, a logout and a "sign out everywhere" are security events: each
 * writes its audit row in the transaction that changes the sessions.
 */
import { canBookSports } from '../../../contract/sign-in/auth';
import { messages } from '../../../contract/messages';
import { HttpError } from '../../platform/http/http-error';
import { originOf, recordAudit } from '../../platform/audit';
import { endEverySession, revokeSessions } from '../../platform/auth/sessions';
import type { HandlersFor } from '../../platform/http/handler';
import { attemptOf, signInWithCode } from './sign-in';

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
    await app.otp.issue(attemptOf(request, body));
    return otpSent;
  },

  async rwaGenerateOtp({ app, body, request }) {
    await app.otp.issue(attemptOf(request, body));
    return otpSent;
  },

  async verifyOtp({ app, body, request }) {
    // A guard signs in at the gate desk, whose session lasts a shift and reaches the gate only.
    const signedIn = await signInWithCode(
      app,
      request,
      attemptOf(request, body),
      body.otp,
      (user) => (user.role === 'guard' ? new HttpError(403, messages.forbidden) : null),
    );
    const { user } = signedIn;
    return {
      token: signedIn.token,
      device_token: signedIn.deviceToken,
      name: user.name,
      email: user.email,
      member_status: user.member_status,
      is_active: user.is_active,
      role: user.role === 'rwa' ? ('rwa' as const) : ('member' as const),
      apartment_number: user.apartment_number,
    };
  },

  async rwaVerifyOtp({ app, body, request }) {
    const signedIn = await signInWithCode(
      app,
      request,
      attemptOf(request, body),
      body.otp,
      (user) => (user.role === 'rwa' ? null : new HttpError(403, messages.noRwaAccess)),
    );
    return {
      role: 'rwa' as const,
      token: signedIn.token,
      device_token: signedIn.deviceToken,
      name: signedIn.user.name,
      email: signedIn.user.email,
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
      const entry = { actor: user, action: 'auth.logout' as const, targetType: 'user' };
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
      const entry = { actor: user, action: 'auth.sessions_revoked' as const, targetType: 'user' };
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
