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

/** A resident's API token, got through the API as the app gets it (OTP read off the console). */
export async function residentToken(
  estate: Estate,
  account: { phone: string; apartment: string },
): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${estate.url}/api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const who = { phone_number: account.phone, apartment_number: account.apartment };
  await post('generate-otp', who);
  const verified = await post('verify-otp', {
    ...who,
    otp: await estate.server.otpFor(account.phone),
  });
  return ((await verified.json()) as { token: string }).token;
}
