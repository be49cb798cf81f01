import { messages } from '../../../contract/messages';
import { isApiError } from '../../api/api-error';

/**
 * What the login page says about a failed call (SPEC.md §8): the server's detail wins, 'User not
 * found' gets its longer wording, and without a detail the step's own retry sentence is shown.
 */
export function loginErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return error.message; // offline: "try again" alone would not help
  if (error.detail === messages.userNotFound) return messages.userNotFoundShown;
  return error.detail ?? fallback;
}

/** Seconds the server asks us to wait before another OTP, read from its cooldown sentence. */
export function cooldownSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429 || !error.detail) return null;
  const match = /(\d+)\s*seconds?/i.exec(error.detail);
  return match ? Number(match[1]) : null;
}
