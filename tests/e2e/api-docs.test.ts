/**
 * `/api/docs` (issue 38): an integrator opens the API document as a page and reads it, under
 * the same security headers as the rest of the site (no script the CSP refuses, nothing loaded
 * from another origin).
 */
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/lifecycle';

const app = useServerAndBrowser();

describe('the API document for people', () => {
  it('opens a call from a deep link with its parameters and body, with nothing refused or fetched elsewhere', async () => {
    const context = await app.browser.newContext({
      baseURL: app.server.url,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(app.server.url) && !request.url().startsWith('data:')) {
        foreign.push(request.url());
      }
    });

    const response = await page.goto('/api/docs#/tenders/updateTender');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { name: /Gatehouse API/ }).waitFor();
    // A deep link opens one call of SPEC.md §7 with its parameters.
    const operation = page.locator('#operations-tenders-updateTender');
    await operation.getByText('Parameters').first().waitFor();
    await operation.locator('.parameter__name').filter({ hasText: /^id/ }).waitFor();
    await operation.getByText('Request body').waitFor();

    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('fits a 360 px phone without a page wider than the screen', async () => {
    const context = await app.browser.newContext({
      baseURL: app.server.url,
      viewport: { width: 360, height: 740 },
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto('/api/docs');
    await page.locator('.opblock').first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
