/** Signing in the way a person does: type the phone, read the OTP off the server console, type it. */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RunningServer } from './server';

export const demo = {
  rwa: { phone: '9000000001' },
  activeResident: { phone: '9000000002', apartment: 'A101' },
  inactiveResident: { phone: '9000000003', apartment: 'B202' },
  otherResident: { phone: '9000000004', apartment: 'C303' },
} as const;

export async function requestOtp(page: Page, phone: string, apartment?: string): Promise<void> {
  await page.getByLabel('Phone number').fill(phone);
  if (apartment) await page.getByLabel('Apartment number').fill(apartment);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP').waitFor();
}

export async function signIn(
  page: Page,
  server: RunningServer,
  account: { phone: string; apartment?: string },
): Promise<void> {
  await requestOtp(page, account.phone, account.apartment);
  await page.getByLabel('OTP').fill(await server.otpFor(account.phone));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** The RWA's API token, got the way the admin app gets it (OTP read off the console). */
export async function rwaToken(server: RunningServer): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}/api/rwa/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const phone = demo.rwa.phone;
  expect((await post('rwa-generate-otp', { phone_number: phone })).status).toBe(200);
  const verified = await post('rwa-verify-otp', {
    phone_number: phone,
    otp: await server.otpFor(phone),
  });
  expect(verified.status).toBe(200);
  return ((await verified.json()) as { token: string }).token;
}

/** A fresh browser profile signed in as `account` (the RWA through its own login). */
export async function signedIn(
  browser: Browser,
  server: RunningServer,
  account: { phone: string; apartment?: string },
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, baseURL: server.url });
  const page = await context.newPage();
  await page.goto(account === demo.rwa ? '/rwa-login' : '/login');
  await page.waitForURL((url) => url.pathname === '/login');
  await signIn(page, server, account);
  return { context, page };
}
