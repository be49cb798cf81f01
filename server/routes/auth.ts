/** Login by OTP for residents and the RWA, and the session's user (SPEC.md §7 Login). */
import { canBookSports } from '../../contract/auth';
import { messages } from '../../contract/messages';
import { HttpError } from '../http-error';
import { findUser } from '../services/users';
import type { HandlersFor } from './handler';

const otpSent = { message: 'OTP sent successfully' };

export const authHandlers: HandlersFor<
  'generateOtp' | 'verifyOtp' | 'rwaGenerateOtp' | 'rwaVerifyOtp' | 'me'
> = {
  async generateOtp({ app, body, request }) {
    await app.otp.issue({ phone: body.phone_number, apartment: body.apartment_number }, request.ip);
    return otpSent;
  },

  async rwaGenerateOtp({ app, body, request }) {
    await app.otp.issue({ phone: body.phone_number }, request.ip);
    return otpSent;
  },

  async verifyOtp({ app, body }) {
    const user = await findUser(app.db, body.phone_number, body.apartment_number);
    if (!user) throw new HttpError(404, messages.userNotFound);
    await app.otp.verify(user.phone_number, body.otp);
    return {
      token: await app.tokens.sign(user.phone_number),
      name: user.name,
      email: user.email,
      member_status: user.member_status,
      is_active: user.is_active,
      role: user.role,
      apartment_number: user.apartment_number,
    };
  },

  async rwaVerifyOtp({ app, body }) {
    const user = await findUser(app.db, body.phone_number);
    if (!user) throw new HttpError(404, messages.userNotFound);
    // The code is checked first, so only the phone's owner learns whether it has RWA access.
    await app.otp.verify(user.phone_number, body.otp);
    if (user.role !== 'rwa') throw new HttpError(403, messages.noRwaAccess);
    return {
      role: 'rwa' as const,
      token: await app.tokens.sign(user.phone_number),
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
};
