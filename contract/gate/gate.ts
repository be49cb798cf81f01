/**
 * The gate (issue 17): guards, created by the RWA, sign in by OTP at the gate desk and reach
 * the gate's calls only (contract/platform/endpoint.ts `rolesAllowed`). A gate tablet stays signed in
 * for one shift.
 */
import { z } from 'zod';
import { deviceToken } from '../sign-in/auth';
import { defineEndpoint } from '../platform/endpoint';
import { otpCode, phoneNumber, requiredText } from '../platform/fields';
import { messages } from '../messages';
import { resident } from '../register/members';

/** A guard's session lasts a shift, not the residents' 30 days. */
export const GUARD_SESSION_SECONDS = 12 * 60 * 60;

/** Guards are kept in the register under this apartment. */
export const GATE_APARTMENT = 'GATE';

export const gateGenerateOtp = defineEndpoint({
  method: 'POST',
  path: 'gate/generate-otp',
  access: 'public',
  anonymous: true,
  body: z.strictObject({ phone_number: phoneNumber }),
  response: z.object({ message: z.string() }),
  failure: messages.sendOtpFailed,
});

export const gateVerifyOtp = defineEndpoint({
  method: 'POST',
  path: 'gate/verify-otp',
  access: 'public',
  anonymous: true,
  body: z.strictObject({ phone_number: phoneNumber, otp: otpCode }),
  response: z.object({
    token: z.string(),
    role: z.literal('guard'),
    name: z.string(),
    device_token: deviceToken,
  }),
  failure: messages.invalidOtp,
});

export const guardFields = z.strictObject({
  name: requiredText('Name', 'name', messages.guardNameRequired),
  phone: phoneNumber,
});
export type GuardFields = z.input<typeof guardFields>;

const guardResult = z.object({ message: z.string(), user: resident });

export const createGuard = defineEndpoint({
  method: 'POST',
  path: 'gate/guards',
  access: 'rwa',
  body: guardFields,
  created: 'always',
  response: guardResult,
  failure: messages.userCreateFailed,
  audit: { action: 'guard.create', target: 'user' },
});

export const deleteGuard = defineEndpoint({
  method: 'DELETE',
  path: 'gate/guards/:phone',
  access: 'rwa',
  params: z.strictObject({ phone: phoneNumber }),
  response: guardResult,
  failure: messages.userUpdateFailed,
  audit: { action: 'guard.remove', target: 'user' },
});
