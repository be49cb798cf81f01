/** The guard desk as a guard opens it: Gate Login on a 360 px phone, then /gate. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signIn } from './login';
import type { RunningServer } from './server';

/** The demo estate's guard, Ramesh Kumar. */
export const guard = { phone: '9000000005' } as const;

/** The guard signed in from Gate Login on a 360 px phone, on the desk. */
export async function guardDesk(
  browser: Browser,
  server: RunningServer,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 360, height: 740 },
    permissions: ['camera'],
  });
  const page = await context.newPage();
  await page.goto('/login?role=GUARD');
  await page.getByText('Gate Login').first().waitFor();
  await signIn(page, server, guard);
  await page.waitForURL((url) => url.pathname === '/gate');
  await page.getByRole('heading', { name: 'Gate desk' }).waitFor();
  return { context, page };
}
