/**
 * The gate's people (issue 17): guards sign in by OTP at the gate desk, and the RWA adds and
 * removes them. A removed guard is moved out like a resident (domains/register/residents.ts): every
 * session ends at once and the row stays for the gate's history.
 */
import { GATE_APARTMENT } from '../../../contract/gate/gate';
import { inIndia } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import { HttpError } from '../../platform/http/http-error';
import { lockPresentUser, moveOut, toResident } from '../register';
import type { HandlersFor } from '../../platform/http/handler';
import { attemptOf, signInWithCode } from '../sign-in';

export const gateHandlers: HandlersFor<
  'gateGenerateOtp' | 'gateVerifyOtp' | 'createGuard' | 'deleteGuard'
> = {
  async gateGenerateOtp({ app, body, request }) {
    await app.otp.issue(attemptOf(request, body));
    return { message: 'OTP sent successfully' };
  },

  async gateVerifyOtp({ app, body, request }) {
    const signedIn = await signInWithCode(
      app,
      request,
      attemptOf(request, body),
      body.otp,
      (user) => (user.role === 'guard' ? null : new HttpError(403, messages.noGateAccess)),
    );
    return {
      token: signedIn.token,
      device_token: signedIn.deviceToken,
      role: 'guard' as const,
      name: signedIn.user.name ?? 'Guard',
    };
  },

  async createGuard({ app, body, transaction }) {
    const now = app.now();
    return transaction(async (tx) => {
      const row = await tx
        .insertInto('users')
        .values({
          phone_number: body.phone,
          apartment_number: GATE_APARTMENT,
          name: body.name,
          role: 'guard',
          membership_startdate: inIndia(now).date,
          creation_date: now,
          modification_date: now,
        })
        .onConflict((conflict) => conflict.column('phone_number').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new HttpError(409, messages.userExists);
      return { message: messages.guardCreated, user: toResident(row, null) };
    });
  },

  async deleteGuard({ app, params, user: admin, transaction }) {
    return transaction(async (tx) => {
      const guard = await lockPresentUser(tx, params.phone);
      if (guard.role !== 'guard') throw new HttpError(409, messages.notAGuard);
      const out = await moveOut(tx, guard, admin, app.now());
      return { message: messages.guardRemoved, user: toResident(out.user, null) };
    });
  },
};
