/** The six login calls, behind two functions that do not care which kind of user signs in. */
import { z } from 'zod';
import {
  generateOtp,
  rwaGenerateOtp,
  rwaVerifyOtp,
  verifyOtp as verifyMemberOtp,
  type SessionUser,
} from '../../../contract/sign-in/auth';
import { gateGenerateOtp, gateVerifyOtp } from '../../../contract/gate/gate';
import { messages } from '../../../contract/messages';
import { ApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import { deviceTokenFor, keepDeviceToken } from '../../api/device-tokens';
import type { LoginMode } from './login-mode';
import { guardSessionUser, memberSessionUser, rwaSessionUser } from './session-user';

export interface Credentials {
  mode: LoginMode;
  phone: string;
  apartment: string;
}

/**
 * Both steps send this device's token for the phone, if it has one: a trusted device gets its
 * code and signs in even while strangers' wrong codes have the phone locked (issue 31).
 */
export async function requestOtp({ mode, phone, apartment }: Credentials): Promise<string> {
  const deviceToken = deviceTokenFor(phone);
  if (mode === 'admin') {
    return (await callApi(rwaGenerateOtp, { body: { phone_number: phone }, deviceToken })).message;
  }
  if (mode === 'gate') {
    return (await callApi(gateGenerateOtp, { body: { phone_number: phone }, deviceToken })).message;
  }
  const answer = await callApi(generateOtp, {
    body: { phone_number: phone, apartment_number: apartment },
    deviceToken,
  });
  return answer.message;
}

// The contract promises role 'rwa' on success; we read any role so that a server which signs a
// resident in here is still refused in the app (SPEC.md §6) instead of failing as a bad reply.
const rwaVerifyAnyRole = {
  ...rwaVerifyOtp,
  response: z.object({
    role: z.string(),
    token: z.string(),
    name: z.string().nullish(),
    email: z.string().nullish(),
    apartment_number: z.string().nullish(),
    device_token: z.string(),
  }),
};

export interface SignedIn {
  user: SessionUser;
  token: string;
}

export async function verifyOtp(credentials: Credentials, otp: string): Promise<SignedIn> {
  const signedIn = await verifyFor(credentials, otp, deviceTokenFor(credentials.phone));
  keepDeviceToken(credentials.phone, signedIn.deviceToken);
  return { user: signedIn.user, token: signedIn.token };
}

async function verifyFor(
  { mode, phone, apartment }: Credentials,
  otp: string,
  deviceToken: string | undefined,
): Promise<SignedIn & { deviceToken: string }> {
  if (mode === 'admin') {
    const answer = await callApi(rwaVerifyAnyRole, {
      body: { phone_number: phone, otp },
      deviceToken,
    });
    if (answer.role.toLowerCase() !== 'rwa') {
      throw new ApiError(403, messages.noRwaAccess, messages.noRwaAccess);
    }
    const user = rwaSessionUser(phone, answer);
    return { user, token: answer.token, deviceToken: answer.device_token };
  }
  if (mode === 'gate') {
    // The contract's answer says role 'guard': anything else fails its parse and is refused.
    const answer = await callApi(gateVerifyOtp, {
      body: { phone_number: phone, otp },
      deviceToken,
    });
    const user = guardSessionUser(phone, answer);
    return { user, token: answer.token, deviceToken: answer.device_token };
  }
  const answer = await callApi(verifyMemberOtp, {
    body: { phone_number: phone, otp, apartment_number: apartment },
    deviceToken,
  });
  const user = memberSessionUser(phone, apartment, answer);
  return { user, token: answer.token, deviceToken: answer.device_token };
}
