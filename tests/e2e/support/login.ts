/** Signing in the way a person does: type the phone, read the OTP off the server console, type it. */
import type { Page } from 'playwright-core';
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
