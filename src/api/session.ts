/**
 * The signed-in session, kept in localStorage under `auth-storage` (SPEC.md §3 Session).
 * A tiny external store: components read it with `useSession`, the API client with `getSession`.
 */
import { useSyncExternalStore } from 'react';
import { storedSession, type Session, type SessionUser } from '../../contract/session';

export const SESSION_KEY = 'auth-storage';

export type { Session };

const signedOut: Session = { user: null, token: null, isAuthenticated: false };
const listeners = new Set<() => void>();
let current: Session = read();

function read(): Session {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_KEY);
    if (!raw) return signedOut;
    const parsed = storedSession.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.token && parsed.data.user ? parsed.data : signedOut;
  } catch {
    return signedOut;
  }
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
