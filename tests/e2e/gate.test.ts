/**
 * The gate (issue 17) in real Chromium profiles: a resident makes a guest pass; the guard desk,
 * with its network cut, scans the pass's QR from a fake camera and lets the guest in; when the
 * network returns the server has one entry and the resident's inbox says the guest arrived. A
 * forged QR is refused with no network. A walk-in approved by the resident in another window
 * shows on the guard's screen.
 */
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import type { Visit, VisitorPass } from '../../contract/gate/visitors';
import { indiaDay } from './support/bookings';
import { launchWithCamera, writeQrVideo } from './support/fake-camera';
import { useServerAndBrowser } from './support/lifecycle';
import { guardDesk } from './support/gate-desk';
import { demo, rwaToken, signedIn } from './support/login';
import type { RunningServer } from './support/server';
import { storedSession } from './support/session';

const app = useServerAndBrowser();
const videos = mkdtempSync(join(tmpdir(), 'gatehouse-camera-'));
const cameras: Browser[] = [];

afterAll(async () => {
  await Promise.all(cameras.map((browser) => browser.close()));
  rmSync(videos, { recursive: true, force: true });
});

async function api<T>(server: RunningServer, path: string, token: string): Promise<T> {
  const response = await fetch(`${server.url}/api/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** A guest pass for today made on /visitors the way a resident makes one. */
async function createGuestPass(page: Page, name: string): Promise<VisitorPass> {
  await page.goto('/visitors');
  await page.getByRole('heading', { name: 'Visitors', exact: true }).waitFor();
  await page.getByRole('radio', { name: 'Guest' }).check();
  await page.getByLabel("Visitor's name").fill(name);
  await page.getByLabel('Date').fill(indiaDay());
  await page.getByLabel('From').fill('00:00');
  await page.getByLabel('Until').fill('23:59');
  await page.getByRole('button', { name: 'Create pass' }).click();
  await page.getByRole('img', { name: `QR code for ${name}` }).waitFor();
  const token = (await storedSession(page))?.token ?? '';
  const passes = await api<VisitorPass[]>(app.server, 'visitors/passes', token);
  const pass = passes.find((candidate) => candidate.name === name);
  if (!pass) throw new Error(`The pass for ${name} is not on the server`);
  await page.getByText(pass.code).first().waitFor();
  return pass;
}

/** A guard's desk in a browser whose camera shows `qrText`, loaded online and ready. */
async function deskWithCamera(qrText: string): Promise<{ context: BrowserContext; page: Page }> {
  const video = join(videos, `qr-${cameras.length}.y4m`);
  writeQrVideo(qrText, video);
  const camera = await launchWithCamera(video);
  cameras.push(camera);
  return guardDesk(camera, app.server);
}

/**
 * The desk as a guard has it before the signal goes: today's list saved (it shows `name` in its
 * search) and the service worker's precache (the QR decoder's wasm among it) in place.
 */
async function deskReady(page: Page, name: string): Promise<void> {
  await page.getByLabel('Search name or flat').fill(name);
  await page.getByText(name).first().waitFor();
  await page.getByLabel('Search name or flat').fill('');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** Cut the page and its service worker alike (setOffline alone leaves the worker online). */
async function cutNetwork(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/api/**', (route) => route.abort());
}

async function restoreNetwork(context: BrowserContext): Promise<void> {
  await context.unroute('**/api/**');
  await context.setOffline(false);
}

async function visitsOf(passId: string): Promise<Visit[]> {
  const token = await rwaToken(app.server);
  const log = await api<{ visits: Visit[] }>(app.server, 'visitors/visits', token);
  return log.visits.filter((visit) => visit.pass_id === passId);
}

async function waitUntil(what: string, check: () => Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

describe('the guard desk with its network cut', () => {
  it("lets a guest in by the pass's QR, then the server has one entry and the resident is told", async () => {
    const resident = await signedIn(app.browser, app.server, demo.activeResident);
    const name = `Asha Guest ${Date.now()}`;
    const pass = await createGuestPass(resident.page, name);

    const desk = await deskWithCamera(pass.qr);
    await deskReady(desk.page, name);

    await cutNetwork(desk.context);
    await desk.page.getByRole('button', { name: 'Scan QR' }).click();
    // The scanned pass's card: "Expected soon" has Check in buttons of its own.
    await desk.page
      .getByRole('region', { name: 'Pass' })
      .getByRole('button', { name: 'Check in' })
      .click();
    const result = desk.page.getByRole('status').filter({ hasText: 'Let in ✓' });
    await result.waitFor();
    expect(await result.textContent()).toContain(pass.apartment);
    expect(await visitsOf(pass.id)).toHaveLength(0);

    await restoreNetwork(desk.context);
    await waitUntil(
      'the entry to reach the server',
      async () => (await visitsOf(pass.id)).length > 0,
    );
    // Give a second sender (the worker's sync, a retry) time to show itself.
    await desk.page.waitForTimeout(2_000);
    expect(await visitsOf(pass.id)).toHaveLength(1);

    await resident.page.goto('/notifications');
    await resident.page.getByText(name).first().waitFor();
    await Promise.all([desk.context.close(), resident.context.close()]);
  });

  it('refuses a forged QR with no network', async () => {
    const resident = await signedIn(app.browser, app.server, demo.activeResident);
    const pass = await createGuestPass(resident.page, `Forged Guest ${Date.now()}`);
    // Another flat put in place of the pass's: the signature no longer matches.
    const forged = pass.qr.replace(`.${pass.apartment}.`, '.C303.');
    expect(forged).not.toBe(pass.qr);

    const desk = await deskWithCamera(forged);
    await deskReady(desk.page, pass.name);
    await cutNetwork(desk.context);
    await desk.page.getByRole('button', { name: 'Scan QR' }).click();
    await desk.page.getByRole('alert').filter({ hasText: messages.qrForged }).waitFor();
    expect(await desk.page.getByText('Let in ✓').count()).toBe(0);
    await Promise.all([desk.context.close(), resident.context.close()]);
  });
});

describe('a walk-in visitor', () => {
  it("shows the resident's answer on the guard's screen as soon as it is given", async () => {
    const desk = await guardDesk(app.browser, app.server);
    const resident = await signedIn(app.browser, app.server, demo.activeResident);
    await resident.page.goto('/visitors');

    const name = `Walk-in ${Date.now()}`;
    await desk.page.getByRole('button', { name: 'Walk-in visitor' }).click();
    await desk.page.getByLabel("Visitor's name").fill(name);
    await desk.page.getByLabel('Purpose').fill('Plumber');
    await desk.page.getByLabel('Flat').fill(demo.activeResident.apartment);
    await desk.page.getByRole('button', { name: 'Ask residents' }).click();
    await desk.page.getByText('Waiting for an answer…').waitFor();

    await resident.page.getByText(`At the gate: ${name}`).waitFor({ timeout: 20_000 });
    await resident.page.getByRole('button', { name: 'Approve' }).click();
    await desk.page.getByText(/Approved by /).waitFor({ timeout: 20_000 });
    await Promise.all([desk.context.close(), resident.context.close()]);
  });
});
