import { canBookSports, type SessionUser, type verifyOtp } from '../../../contract/sign-in/auth';
import type { ResponseOf } from '../../../contract/platform/endpoint';

// The device token is kept apart (src/api/device-tokens.ts), not in the session.
type MemberVerified = Omit<ResponseOf<typeof verifyOtp>, 'device_token'>;

/** The Session user of SPEC.md §3 from a resident's verify-otp answer. */
export function memberSessionUser(
  phone: string,
  apartment: string,
  answer: MemberVerified,
): SessionUser {
  const isRwa = answer.role === 'rwa';
  const apartmentNumber = answer.apartment_number || apartment;
  return {
    id: phone,
    name: answer.name?.trim() || `${apartmentNumber} Resident`,
    email: answer.email ?? '',
    role: isRwa ? 'RWA' : 'MEMBER',
    apartmentNumber,
    // Booking courts is a residents' right; the RWA account administers, it does not play.
    canBookSports: !isRwa && canBookSports(answer.member_status, answer.is_active),
  };
}

/** The Session user of an RWA admin; the admin call carries no apartment. */
export function rwaSessionUser(
  phone: string,
  answer: { name?: string | null; email?: string | null; apartment_number?: string | null },
): SessionUser {
  return {
    id: phone,
    name: answer.name?.trim() || 'RWA Admin',
    email: answer.email ?? '',
    role: 'RWA',
    apartmentNumber: answer.apartment_number ?? '',
    canBookSports: false,
  };
}

/** The Session user of a gate guard (issue 17): no apartment, no courts, the gate desk only. */
export function guardSessionUser(phone: string, answer: { name?: string | null }): SessionUser {
  return {
    id: phone,
    name: answer.name?.trim() || 'Guard',
    email: '',
    role: 'GUARD',
    apartmentNumber: '',
    canBookSports: false,
  };
}
