/** What the app keeps in localStorage under `auth-storage` (SPEC.md §3), read from a page. */
import type { Page } from 'playwright-core';

export interface StoredSession {
  isAuthenticated: boolean;
  token: string | null;
  user: { id: string; role: string; canBookSports: boolean; apartmentNumber: string } | null;
}

export async function storedSession(page: Page): Promise<StoredSession | null> {
  const raw = await page.evaluate(() => localStorage.getItem('auth-storage'));
  return raw ? (JSON.parse(raw) as StoredSession) : null;
}
