/** Signing in the way a person does: type the phone, read the OTP off the server console, type it. */
import type { EngineDriver } from './driver';
import { waitForPath } from './engines';
import type { Estate } from './estate';

export interface Account {
  phone: string;
  apartment?: string;
  /** Which form: the residents', or the gate's. */
  form?: 'resident' | 'guard';
}

export const guard: Account = { phone: '9000000005', form: 'guard' };

export async function signIn(page: EngineDriver, estate: Estate, account: Account): Promise<void> {
  await page.goto(account.form === 'guard' ? '/login?role=GUARD' : '/login');
  await page.fill({ label: 'Phone number' }, account.phone);
  if (account.apartment) await page.fill({ label: 'Apartment number' }, account.apartment);
  await page.click({ role: 'button', name: 'Send OTP' });
  await page.waitFor({ label: 'OTP' });
  await page.fill({ label: 'OTP' }, await estate.server.otpFor(account.phone));
  await page.click({ role: 'button', name: 'Verify OTP' });
  await waitForPath(page, (path) => path !== '/login');
}

/** The signed-in user's token, as the app keeps it (for reading the server's truth). */
export async function tokenOf(page: EngineDriver): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('auth-storage'));
  const token = stored ? (JSON.parse(stored) as { token?: string }).token : undefined;
  if (!token) throw new Error('The page holds no session');
  return token;
}
