/**
 * What the service worker needs to send the outbox without a window open: the session token
 * (with its user, so one resident's token never sends another's queued write) and the API base.
 * The app writes these on sign-in, sign-out and start; the worker only reads them.
 */
import { db } from './db';

const SESSION = 'session';
const API_BASE = 'apiBase';

interface StoredSession {
  token: string;
  userId: string;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const { token, userId } = value as Partial<StoredSession>;
  return typeof token === 'string' && typeof userId === 'string';
}

/** Call on sign-in and app start with the session, and with `null` on sign-out. */
export async function storeSessionForWorker(session: StoredSession | null): Promise<void> {
  await keep(SESSION, session);
}

/**
 * Writes `value` (null: removes the key) only when it differs from what is stored: the app
 * keeps these at every start, and WebKit strands a write still open when the page is left
 * (see leave-no-frozen-page.ts), so a start that changes nothing must write nothing.
 */
async function keep(key: string, value: unknown): Promise<void> {
  const stored = await db.meta.get(key);
  if (JSON.stringify(stored?.value ?? null) === JSON.stringify(value)) return;
  if (value === null) await db.meta.delete(key);
  else await db.meta.put({ key, value });
}

/** A `getToken` for `drainOutbox` in the worker: the stored token, only for its own user. */
export async function getStoredToken(userId: string): Promise<string | null> {
  const entry = await db.meta.get(SESSION);
  return isStoredSession(entry?.value) && entry.value.userId === userId ? entry.value.token : null;
}

export async function storeApiBase(base: string): Promise<void> {
  await keep(API_BASE, base);
}

export async function getStoredApiBase(): Promise<string | undefined> {
  const entry = await db.meta.get(API_BASE);
  return typeof entry?.value === 'string' ? entry.value : undefined;
}

export async function readMeta(key: string): Promise<unknown> {
  return (await db.meta.get(key))?.value;
}

export async function writeMeta(key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}
