/** What the app keeps in localStorage under `auth-storage` (SPEC.md §3), read from a page. */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { signedIn } from './login';
import type { RunningServer } from './server';

export interface StoredSession {
  isAuthenticated: boolean;
  token: string | null;
  user: { id: string; role: string; canBookSports: boolean; apartmentNumber: string } | null;
}

export async function storedSession(page: Page): Promise<StoredSession | null> {
  const raw = await page.evaluate(() => localStorage.getItem('auth-storage'));
  return raw ? (JSON.parse(raw) as StoredSession) : null;
}

/** The `auth-storage` value of a real sign-in as `account` (its browser profile is closed). */
export async function signedInSession(
  browser: Browser,
  server: RunningServer,
  account: { phone: string; apartment?: string },
): Promise<string> {
  const { context, page } = await signedIn(browser, server, account);
  const stored = await page.evaluate(() => localStorage.getItem('auth-storage'));
  await context.close();
  if (!stored) throw new Error(`Signing in as ${account.phone} stored no session`);
  return stored;
}

/**
 * A fresh browser profile that starts signed in with `session`: its first page load is the first
 * the app ever sees there (no service worker yet), as on a phone opening a shared link.
 */
export async function profileWithSession(
  browser: Browser,
  server: RunningServer,
  session: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, baseURL: server.url });
  await context.addInitScript((stored) => {
    if (!localStorage.getItem('auth-storage')) localStorage.setItem('auth-storage', stored);
  }, session);
  return context;
}
