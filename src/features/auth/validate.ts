import type { z } from 'zod';
import { apartmentNumber, otpCode, phoneNumber } from '../../../contract/platform/fields';
import type { LoginMode } from './login-mode';

/** The first message of a contract field schema, or undefined when the value passes. */
function check(schema: z.ZodType, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export interface RequestErrors {
  phone?: string;
  apartment?: string;
}

export function validateRequest(mode: LoginMode, phone: string, apartment: string): RequestErrors {
  const errors: RequestErrors = {};
  const phoneError = check(phoneNumber, phone);
  if (phoneError) errors.phone = phoneError;
  if (mode === 'resident') {
    const apartmentError = check(apartmentNumber, apartment);
    if (apartmentError) errors.apartment = apartmentError;
  }
  return errors;
}

export function validateOtp(otp: string): string | undefined {
  return check(otpCode, otp);
}
