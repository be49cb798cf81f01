/**
 * Logout's call to the server, loaded with the click (use-logout.ts): the endpoint brings full
 * zod and the client, which a visitor's first screen never calls.
 */
import { logout } from '../../contract/sign-in/auth';
import { callApi } from './client';

/** Asks the server to forget `token`, the session's as it was when the person tapped Logout. */
export function endTokenOnServer(token: string, signal: AbortSignal): Promise<unknown> {
  return callApi(logout, { signal, token });
}
