/** The six login calls, behind two functions that do not care which kind of user signs in. */
import { z } from 'zod';
import {
  generateOtp,
  rwaGenerateOtp,
  rwaVerifyOtp,
  verifyOtp as verifyMemberOtp,
  type SessionUser,
} from '../../../contract/auth';
import { gateGenerateOtp, gateVerifyOtp } from '../../../contract/gate';
import { messages } from '../../../contract/messages';
import { ApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import type { LoginMode } from './login-mode';
import { guardSessionUser, memberSessionUser, rwaSessionUser } from './session-user';

export interface Credentials {
  mode: LoginMode;
  phone: string;
  apartment: string;
}

export async function requestOtp({ mode, phone, apartment }: Credentials): Promise<string> {
  if (mode === 'admin') {
    return (await callApi(rwaGenerateOtp, { body: { phone_number: phone } })).message;
  }
  if (mode === 'gate') {
    return (await callApi(gateGenerateOtp, { body: { phone_number: phone } })).message;
  }
  const answer = await callApi(generateOtp, {
    body: { phone_number: phone, apartment_number: apartment },
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
  }),
};

export interface SignedIn {
  user: SessionUser;
  token: string;
}

export async function verifyOtp(credentials: Credentials, otp: string): Promise<SignedIn> {
  const { mode, phone, apartment } = credentials;
  if (mode === 'admin') {
    const answer = await callApi(rwaVerifyAnyRole, { body: { phone_number: phone, otp } });
    if (answer.role.toLowerCase() !== 'rwa') {
      throw new ApiError(403, messages.noRwaAccess, messages.noRwaAccess);
    }
    return { user: rwaSessionUser(phone, answer), token: answer.token };
  }
  if (mode === 'gate') {
    // The contract's answer says role 'guard': anything else fails its parse and is refused.
    const answer = await callApi(gateVerifyOtp, { body: { phone_number: phone, otp } });
    return { user: guardSessionUser(phone, answer), token: answer.token };
  }
  const answer = await callApi(verifyMemberOtp, {
    body: { phone_number: phone, otp, apartment_number: apartment },
  });
  return { user: memberSessionUser(phone, apartment, answer), token: answer.token };
}
