/**
 * The gate at a glance (issue 34), in real Chromium on a 360 px phone. The guard reads who is
 * expected soon without typing, soonest first, with the car to match, and lets one in with a tap
 * while the network is cut; the entry reaches the server once. The RWA's log shows every flat's
 * passes but no live code. A resident who has seen an emergency notice finds it folded to one
 * line, with a walk-in's Approve on screen. Screenshots land in .tmp/screens/gate-desk-*.png.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PassFields, Visit, VisitorPass } from '../../contract/gate/visitors';
import { usePrivateServerAndBrowser } from './support/lifecycle';
import { demo, rwaToken, signIn, signedIn } from './support/login';
import { storedSession } from './support/session';

const app = usePrivateServerAndBrowser();
const phone = { viewport: { width: 360, height: 740 } };
const guard = { phone: '9000000005' };
const screens = join(import.meta.dirname, '..', '..', '.tmp', 'screens');
const MINUTE = 60_000;

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await mkdir(screens, { recursive: true });
  await page.screenshot({ path: join(screens, `gate-desk-${name}.png`), fullPage });
}

/** Nothing reaches past the phone's edge. */
async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

async function api<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${app.server.url}/api/${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** Arjun of A101, signed in on his phone, with his API token for quick passes. */
async function resident() {
  const signed = await signedIn(app.browser, app.server, demo.activeResident, phone);
  const token = (await storedSession(signed.page))?.token ?? '';
  const pass = (fields: PassFields) =>
    api<VisitorPass>('visitors/passes', token, { method: 'POST', body: JSON.stringify(fields) });
  return { ...signed, pass };
}

async function guardDesk(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser.newContext({ ...phone, baseURL: app.server.url });
  const page = await context.newPage();
  await page.goto('/login?role=GUARD');
  await signIn(page, app.server, guard);
  await page.waitForURL((url) => url.pathname === '/gate');
  await page.getByRole('heading', { name: 'Gate desk' }).waitFor();
  return { context, page };
}

const at = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('the desk without typing', () => {
  it('shows who is expected soon, soonest first, and lets one in at a tap with the network cut', async () => {
    const arjun = await resident();
    const stamp = Date.now();
    const later = await arjun.pass({
      kind: 'guest',
      name: `Later Guest ${stamp}`,
      valid_from: at(90 * MINUTE),
      valid_until: at(180 * MINUTE),
    });
    const cab = await arjun.pass({
      kind: 'cab',
      name: `Kiran Cab ${stamp}`,
      valid_from: at(-MINUTE),
      valid_until: at(60 * MINUTE),
      vehicle: 'HR26 AB 1234',
      note: 'White Dzire, drop at Tower A',
    });

    const desk = await guardDesk();
    const expected = desk.page.getByRole('region', { name: 'Expected soon' });
    await expected.getByText(cab.name).waitFor();
    const rows = await expected.getByRole('listitem').allTextContents();
    const cabRow = rows.findIndex((row) => row.includes(cab.name));
    expect(cabRow).toBeLessThan(rows.findIndex((row) => row.includes(later.name)));
    expect(rows[cabRow]).toContain('HR26 AB 1234');
    expect(rows[cabRow]).toContain('White Dzire, drop at Tower A');
    await fitsThePhone(desk.page);
    await expected.scrollIntoViewIfNeeded();
    await shot(desk.page, 'expected');
    await desk.page.evaluate(() => navigator.serviceWorker.ready);

    await desk.context.setOffline(true);
    await desk.context.route('**/api/**', (route) => route.abort());
    await expected.getByRole('button', { name: `Check in ${cab.name}` }).click();
    const letIn = desk.page.getByRole('status').filter({ hasText: 'Let in ✓' });
    await letIn.waitFor();
    expect(await letIn.textContent()).toContain(cab.name);
    await shot(desk.page, 'let-in');
    await expected.getByText(cab.name).waitFor({ state: 'detached' });
    const inside = desk.page.getByRole('region', { name: 'Inside now' });
    await inside.getByText(cab.name).waitFor();

    // The used pass, searched for, says when it was used and offers no second entry.
    await desk.page.getByLabel('Search name or flat').fill('hr26');
    const found = desk.page.getByRole('region', { name: 'Find a pass' }).getByRole('listitem');
    await found.getByText(/^Used \d{1,2}:\d{2} [AP]M$/).waitFor();
    expect(await found.getByRole('button').count()).toBe(0);
    await fitsThePhone(desk.page);
    await found.scrollIntoViewIfNeeded();
    await shot(desk.page, 'used-in-search');

    await desk.context.unroute('**/api/**');
    await desk.context.setOffline(false);
    const rwa = await rwaToken(app.server);
    const visitsOf = async () =>
      (await api<{ visits: Visit[] }>('visitors/visits', rwa)).visits.filter(
        (visit) => visit.pass_id === cab.id,
      );
    const deadline = Date.now() + 30_000;
    while ((await visitsOf()).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await desk.page.waitForTimeout(2_000); // a second sender would show itself by now
    expect(await visitsOf()).toHaveLength(1);
    await Promise.all([desk.context.close(), arjun.context.close()]);
  });
});

describe('the RWA and the gate', () => {
  it("shows every flat's passes in the log, never a live code", async () => {
    const arjun = await resident();
    const pass = await arjun.pass({
      kind: 'guest',
      name: `Log Guest ${Date.now()}`,
      valid_from: at(0),
      valid_until: at(120 * MINUTE),
    });
    const office = await signedIn(app.browser, app.server, demo.rwa, phone);
    await office.page.goto('/admin/visitors');
    await office.page.getByRole('tab', { name: 'Passes' }).click();
    const list = office.page.getByRole('list', { name: 'Passes' });
    await list.getByText(pass.name).waitFor();
    expect(await office.page.textContent('body')).not.toContain(pass.code);
    await fitsThePhone(office.page);
    await shot(office.page, 'rwa-passes', true);

    // The RWA's own "Visitors" page is their own flat's: no other flat's pass, code or Revoke.
    await office.page.goto('/visitors');
    await office.page.getByRole('heading', { name: 'Your passes' }).waitFor();
    await office.page.getByText(/No passes yet/).waitFor();
    expect(await office.page.textContent('body')).not.toContain(pass.code);
    await Promise.all([office.context.close(), arjun.context.close()]);
  });
});

describe('an emergency notice on a 360 px phone', () => {
  it('folds to one line once seen, leaving a walk-in’s Approve on screen', async () => {
    const rwa = await rwaToken(app.server);
    const title = `Gas leak in Tower B ${Date.now()}`;
    await api('broadcasts', rwa, {
      method: 'POST',
      body: JSON.stringify({
        title,
        body: `${'Leave by the stairs and gather on the main lawn. Do not use the lifts. '.repeat(3)}Wait for the fire brigade.`,
        severity: 'emergency',
      }),
    });
    // Signed in, the first page shows the notice whole.
    const arjun = await resident();
    await arjun.page.getByRole('alert').filter({ hasText: title }).waitFor();
    await shot(arjun.page, 'emergency-first');

    const desk = await guardDesk();
    const visitor = `Walk-in ${Date.now()}`;
    await desk.page.getByRole('button', { name: 'Walk-in visitor' }).click();
    await desk.page.getByLabel("Visitor's name").fill(visitor);
    await desk.page.getByLabel('Purpose').fill('Plumber');
    await desk.page.getByLabel('Flat').fill(demo.activeResident.apartment);
    await desk.page.getByRole('button', { name: 'Ask residents' }).click();
    await desk.page.getByText('Waiting for an answer…').waitFor();

    await arjun.page.goto('/visitors');
    const line = arjun.page.getByRole('button', { name: new RegExp(title) });
    await line.waitFor();
    expect(await arjun.page.getByRole('alert').filter({ hasText: title }).count()).toBe(0);
    expect((await line.boundingBox())?.height).toBeLessThanOrEqual(60);
    await arjun.page.getByText(`At the gate: ${visitor}`).waitFor({ timeout: 20_000 });
    const approve = arjun.page.getByRole('button', { name: 'Approve' });
    const box = await approve.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(740);
    await fitsThePhone(arjun.page);
    await shot(arjun.page, 'emergency-folded');

    await line.click();
    const opened = arjun.page.getByRole('region', { name: title });
    await opened.getByRole('button', { name: 'I have read this' }).click();
    await opened.waitFor({ state: 'detached' });
    await line.waitFor({ state: 'detached' });
    await Promise.all([desk.context.close(), arjun.context.close()]);
  });
});
