/** Login by OTP, for residents and for the RWA (SPEC.md §2 /login, §5 Login, §7 Login). */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { apartmentNumber, otpCode, phoneNumber } from '../platform/fields';
import { messages } from '../messages';

export const memberStatus = z.enum(['ACTIVE', 'INACTIVE', 'PENDING']);
export type MemberStatus = z.infer<typeof memberStatus>;

import { sessionUser } from './session';

export { role, sessionUser, type Role, type SessionUser } from './session';

export const otpSent = z.object({ message: z.string() });

/** Every verify call answers one, kept on the device per person (contract/sign-in/device-header.ts). */
export const deviceToken = z.string().min(1);

export const generateOtp = defineEndpoint({
  method: 'POST',
  path: 'auth/generate-otp',
  access: 'public',
  anonymous: true,
  body: z.strictObject({ phone_number: phoneNumber, apartment_number: apartmentNumber }),
  response: otpSent,
  failure: messages.sendOtpFailed,
});

export const verifyOtp = defineEndpoint({
  method: 'POST',
  path: 'auth/verify-otp',
  access: 'public',
  anonymous: true,
  body: z.strictObject({
    phone_number: phoneNumber,
    otp: otpCode,
    apartment_number: apartmentNumber,
  }),
  response: z.object({
    token: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    /** lowercase, as the server keeps it: active | inactive | pending */
    member_status: z.string(),
    is_active: z.boolean(),
    role: z.enum(['rwa', 'member']),
    apartment_number: z.string(),
    device_token: deviceToken,
  }),
  failure: messages.invalidOtp,
});

export const rwaGenerateOtp = defineEndpoint({
  method: 'POST',
  path: 'rwa/rwa-generate-otp',
  access: 'public',
  anonymous: true,
  body: z.strictObject({ phone_number: phoneNumber }),
  response: otpSent,
  failure: messages.sendOtpFailed,
});

export const rwaVerifyOtp = defineEndpoint({
  method: 'POST',
  path: 'rwa/rwa-verify-otp',
  access: 'public',
  anonymous: true,
  body: z.strictObject({ phone_number: phoneNumber, otp: otpCode }),
  response: z.object({
    role: z.literal('rwa'),
    token: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    device_token: deviceToken,
  }),
  failure: messages.invalidOtp,
});

/** Who the bearer token belongs to, read from the database (not in SPEC.md; used to refresh the session). */
export const me = defineEndpoint({
  method: 'GET',
  path: 'auth/me',
  access: 'member',
  // Full zod around the mini fields: endpoint schemas are full zod schemas.
  response: z.object(sessionUser.shape),
  failure: messages.sessionExpired,
});

/** Ends the session of the token that calls it; other devices stay signed in. */
export const logout = defineEndpoint({
  method: 'POST',
  path: 'auth/logout',
  access: 'signed_in',
  response: z.object({ message: z.string() }),
  failure: messages.serverError,
});

/** Ends every session of the caller (a lost phone), this one included. */
export const signOutEverywhere = defineEndpoint({
  method: 'POST',
  path: 'auth/sign-out-everywhere',
  access: 'member',
  response: z.object({ message: z.string() }),
  failure: messages.serverError,
});

/** canBookSports of SPEC.md §4: member_status active and is_active true. */
export function canBookSports(status: string, isActive: boolean): boolean {
  return status.toLowerCase() === 'active' && isActive;
}
