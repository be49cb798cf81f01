import { launchBrowser } from './tests/e2e/support/browser';
import { readFileSync } from 'node:fs';

const base = 'http://localhost:8099';
const otpFor = async (phone: string) => {
  for (let i = 0; i < 50; i++) {
    const log = readFileSync('/tmp/walk-server.log', 'utf8');
    const all = [...log.matchAll(new RegExp(`OTP for ${phone}: (\\d{6})`, 'g'))];
    if (all.length) return all[all.length - 1]![1]!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no otp');
};
const browser = await launchBrowser();
async function login(phone: string, apartment?: string, rwa = false) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await page.goto(rwa ? '/rwa-login' : '/login');
  await page.getByLabel('Phone number').fill(phone);
  if (apartment) await page.getByLabel('Apartment number').fill(apartment);
  const before = readFileSync('/tmp/walk-server.log', 'utf8').length;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP').waitFor();
  let code = '';
  for (let i = 0; i < 50 && !code; i++) {
    const m = readFileSync('/tmp/walk-server.log', 'utf8').slice(before).match(new RegExp(`OTP for ${phone}: (\\d{6})`));
    if (m) code = m[1]!; else await new Promise((r) => setTimeout(r, 200));
  }
  await page.getByLabel('OTP').fill(code || (await otpFor(phone)));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForURL((u) => u.pathname !== '/login');
  return { context, page };
}
const shot = async (page: import('playwright-core').Page, name: string) => {
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/walk/${name}.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  console.log(name, 'overflow', overflow);
};
const r = await login('9000000002', 'A101');
await r.page.goto('/');
await shot(r.page, '01-home');
await r.page.goto('/helpdesk');
await r.page.getByRole('heading', { name: 'Helpdesk', level: 1 }).waitFor();
await shot(r.page, '02-list');
await r.page.getByRole('link', { name: 'Report a problem' }).click();
await shot(r.page, '03-form');
await r.page.getByRole('button', { name: 'Report problem' }).click();
await shot(r.page, '04-form-errors');
await r.page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
await r.context.setOffline(true);
await r.context.route('**/api/**', (route) => route.abort());
await r.page.getByLabel('What is it about?').selectOption({ label: 'Lift' });
await r.page.getByLabel('Title', { exact: true }).fill('Lift B stuck on floor 3');
await r.page.getByLabel('Description', { exact: true }).fill('Doors do not open; nobody inside.');
await r.page.getByRole('checkbox', { name: /Urgent/ }).check();
await r.page.getByRole('button', { name: 'Report problem' }).click();
await shot(r.page, '05-queued-offline');
await r.context.unroute('**/api/**');
await r.context.setOffline(false);
await r.page.waitForTimeout(15000);
await shot(r.page, '06-sent');
const first = r.page.getByRole('listitem').first().getByRole('link').first();
await first.click();
await shot(r.page, '07-ticket');
const a = await login('9000000001', undefined, true);
await a.page.goto('/admin');
await shot(a.page, '08-admin-dashboard');
await a.page.goto('/admin/helpdesk');
await shot(a.page, '09-admin-queue');
await a.page.setViewportSize({ width: 1280, height: 900 });
await shot(a.page, '10-admin-queue-desk');
await a.page.setViewportSize({ width: 360, height: 780 });
const link = a.page.getByRole('link', { name: 'Lift B stuck on floor 3' }).first();
await link.click();
await shot(a.page, '11-admin-ticket');
await browser.close();
