/** Field schemas shared by forms in the app and bodies on the server (SPEC.md §5, §9). */
import { z } from 'zod';
import { messages } from './messages';

export const phoneNumber = z.string().regex(/^\d{10}$/, messages.phoneDigits);

export const apartmentNumber = z
  .string()
  .min(1, messages.apartmentRequired)
  .regex(/^[A-Z0-9]+$/, messages.apartmentChars);

/** A calendar date as yyyy-MM-dd (dates travel as text: no time zone can shift them). */
export const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date`);

export const otpCode = z.string().regex(/^\d{6}$/, messages.otpDigits);

/** What a phone input keeps as the user types: digits only, at most 10. */
export function cleanPhone(input: string): string {
  return input.replace(/\D/g, '').slice(0, 10);
}

/** What an apartment input keeps: uppercase letters and digits (spaces, hyphens and the rest go). */
export function cleanApartment(input: string): string {
  return input.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function cleanOtp(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}

/** A required line of text: '<Label> is required' when blank (SPEC.md §5). */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Path parameters of a call on one stored record. */
export const byId = z.strictObject({ id: z.string().regex(/^\d+$/, 'id must be a number') });
