import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { demo, requestOtp, signIn } from './support/login';
import { useServerAndBrowser } from './support/lifecycle';
import { storedSession } from './support/session';

const app = useServerAndBrowser();

async function freshPage(path: string): Promise<Page> {
  const context = await app.browser.newContext({ baseURL: app.server.url });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

describe('signing in by OTP', () => {
  it('signs a resident in with the code printed on the server console and lands home', async () => {
    const page = await freshPage('/login');
    await page.getByRole('heading', { name: 'Resident Login' }).waitFor();
    await signIn(page, app.server, demo.activeResident);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: 'Logout' }).first().waitFor();
    const session = await storedSession(page);
    expect(session?.isAuthenticated).toBe(true);
    expect(session?.user).toMatchObject({
      id: '9000000002',
      role: 'MEMBER',
      canBookSports: true,
      apartmentNumber: 'A101',
    });
  });

  it('signs an inactive resident in without the right to book sports', async () => {
    const page = await freshPage('/login');
    await signIn(page, app.server, demo.inactiveResident);
    expect((await storedSession(page))?.user?.canBookSports).toBe(false);
  });

  it('signs the RWA in through /rwa-login and lands on the dashboard', async () => {
    const page = await freshPage('/rwa-login');
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('role') === 'RWA',
    );
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await signIn(page, app.server, demo.rwa);
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect((await storedSession(page))?.user?.role).toBe('RWA');
  });

  it('refuses admin login to a resident with the RWA-access message', async () => {
    const page = await freshPage('/login?role=RWA');
    await requestOtp(page, demo.activeResident.phone);
    await page.getByLabel('OTP').fill(await app.server.otpFor(demo.activeResident.phone));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('You do not have RWA access. Please use member login.').waitFor();
    expect(await storedSession(page)).toBeNull();
  });

  it('refuses a wrong code with the one sign-in failure sentence and keeps the visitor signed out', async () => {
    const page = await freshPage('/login');
    await requestOtp(page, demo.otherResident.phone, demo.otherResident.apartment);
    const code = await app.server.otpFor(demo.otherResident.phone);
    await page.getByLabel('OTP').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText(messages.signInFailed).waitFor();
    expect(await storedSession(page)).toBeNull();
  });

  it('tells an unknown resident to check their details', async () => {
    const page = await freshPage('/login');
    await page.getByLabel('Phone number').fill('9999999999');
    await page.getByLabel('Apartment number').fill('Z999');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('User not found. Please check your details and try again.').waitFor();
  });
});

describe('route access', () => {
  it('sends a stranger from /documents to login and back to /documents after it', async () => {
    const page = await freshPage('/documents');
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, app.server, demo.otherResident);
    expect(new URL(page.url()).pathname).toBe('/documents');
  });

  it('sends a member who opens /admin to the home page', async () => {
    const page = await freshPage('/login');
    await signIn(page, app.server, demo.activeResident);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('logs out: the session is cleared and the visitor is on /login', async () => {
    const page = await freshPage('/login');
    await signIn(page, app.server, demo.activeResident);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect((await storedSession(page))?.isAuthenticated ?? false).toBe(false);
    await page.goto('/documents');
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
