/**
 * The signed-in session, kept in localStorage under `auth-storage` (SPEC.md §3 Session).
 * A tiny external store: components read it with `useSession`, the API client with `getSession`.
 */
import { useSyncExternalStore } from 'react';
import type { Session, SessionUser } from '../../contract/sign-in/session';

export const SESSION_KEY = 'auth-storage';

export type { Session };

const signedOut: Session = { user: null, token: null, isAuthenticated: false };
const listeners = new Set<() => void>();
let current: Session = read();

/**
 * Enough of a check to start on: the fields the first screen reads. The full schema needs zod,
 * which a visitor's first screen does not otherwise download; `checkStoredSession` runs it once
 * the app is up, and signs out a session that fails it (an old or damaged copy).
 */
function looksSignedIn(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { token, user } = value as { token?: unknown; user?: unknown };
  if (typeof token !== 'string' || !token || typeof user !== 'object' || user === null)
    return false;
  const { id, name, role } = user as { id?: unknown; name?: unknown; role?: unknown };
  return (
    typeof id === 'string' &&
    typeof name === 'string' &&
    (role === 'RWA' || role === 'MEMBER' || role === 'GUARD')
  );
}

function read(): Session {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_KEY);
    if (!raw) return signedOut;
    const stored: unknown = JSON.parse(raw);
    return looksSignedIn(stored) ? stored : signedOut;
  } catch {
    return signedOut;
  }
}

/** The whole schema (contract/sign-in/session.ts) on the stored session; a failing one is signed out. */
export async function checkStoredSession(): Promise<void> {
  if (!current.token) return;
  const { storedSession } = await import('../../contract/sign-in/session');
  if (!storedSession.safeParse(current).success) clearSession();
}

function publish(next: Session): void {
  current = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return current;
}

export function setSession(user: SessionUser, token: string): void {
  const next: Session = { user, token, isAuthenticated: true };
  localStorage.setItem(SESSION_KEY, JSON.stringify(next));
  publish(next);
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
  publish(signedOut);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_KEY) publish(read());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, () => signedOut);
}
