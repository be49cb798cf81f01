/**
 * No stranger can lock the RWA out (issue 31), in real Chromium on a phone's screen: the RWA
 * signs in once on their own phone and logs out; a stranger then sends ten wrong codes for the
 * RWA's number, which locks it for every browser that has not signed in as the RWA — but the
 * RWA's own browser, which keeps its device token, gets a code and reaches the admin area.
 * The RWA's bell then tells them of the lockout. A server of this file's own: the demo RWA's phone stays locked for strangers afterwards.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { demo, requestOtp, signedIn } from './support/login';
import { usePrivateServerAndBrowser } from './support/lifecycle';
import { storedSession } from './support/session';

const app = usePrivateServerAndBrowser();
const phone = { viewport: { width: 360, height: 800 } };
const SCREENS = join(process.cwd(), '.tmp', 'screens', 'trusted-device');

/** The stranger, from a script: codes asked for and guessed, no device token. */
async function strangerGuesses(times: number): Promise<number> {
  const post = (path: string, body: object) =>
    fetch(`${app.server.url}/api/rwa/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  if ((await post('rwa-generate-otp', { phone_number: demo.rwa.phone })).ok) {
    // The code goes to the RWA's phone, not the stranger: read off the console here only so
    // that the RWA's next code is the next one read.
    await app.server.otpFor(demo.rwa.phone);
  }
  let last = 0;
  for (let i = 0; i < times; i++) {
    last = (await post('rwa-verify-otp', { phone_number: demo.rwa.phone, otp: '000000' })).status;
  }
  return last;
}

describe("the RWA's phone, locked by a stranger", () => {
  it("still lets the RWA's own browser in, and no other", async () => {
    await mkdir(SCREENS, { recursive: true });
    const own = await signedIn(app.browser, app.server, demo.rwa, phone);
    await own.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await own.page.getByRole('button', { name: 'Logout' }).first().click();
    await own.page.waitForURL((url) => url.pathname === '/login');

    // Ten wrong codes (the one code dies after five; the count runs across codes).
    expect(await strangerGuesses(5)).toBe(400);
    expect(await strangerGuesses(5)).toBe(429);

    // Any other browser is turned away at the first step, with when and what to do.
    const context = await app.browser.newContext({ ...phone, baseURL: app.server.url });
    const other = await context.newPage();
    await other.goto('/login?role=RWA');
    await other.getByLabel('Phone number').fill(demo.rwa.phone);
    await other.getByRole('button', { name: 'Send OTP' }).click();
    const refusal = other.getByRole('alert').filter({ hasText: 'Sign-in is locked until' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('ask the RWA office to unlock it');
    expect(await refusal.isVisible()).toBe(true);
    await other.screenshot({ path: join(SCREENS, 'stranger-refused-360.png') });
    await context.close();

    // The RWA's own browser asks for a code, types it, and is in.
    await own.page.goto('/login?role=RWA');
    await requestOtp(own.page, demo.rwa.phone);
    await own.page.getByLabel('OTP').fill(await app.server.otpFor(demo.rwa.phone));
    await own.page.getByRole('button', { name: 'Verify OTP' }).click();
    await own.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect((await storedSession(own.page))?.user?.role).toBe('RWA');
    await own.page.screenshot({ path: join(SCREENS, 'own-browser-in-360.png') });

    // The bell has told the RWA what happened, and what to do.
    await own.page
      .getByRole('link', { name: /^Notifications/ })
      .first()
      .click();
    const notice = own.page.getByText(messages.lockNoticeTitle).first();
    await notice.waitFor();
    await notice.scrollIntoViewIfNeeded();
    expect(await notice.isVisible()).toBe(true);
    await own.page.screenshot({ path: join(SCREENS, 'lock-notice-360.png') });

    // Strangers stay locked out meanwhile.
    expect(await strangerGuesses(1)).toBe(429);
    await own.context.close();
  });
});
