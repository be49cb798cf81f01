/**
 * The guard desk in Chromium (issue 17), on the gate estate of 2,000 passes for today
 * (gate-estate.ts), the demo guard signed in at Gate Login:
 * (a) sync: the signed-in guard opens /gate in a fresh profile (nothing cached, no saved list);
 *     the time until the desk's saved list in IndexedDB holds every pass, and the bytes of
 *     GET gate/desk, decoded and as transferred;
 * (b) tap → "Let in ✓" with the network cut: passes found by code, each "Check in" click timed
 *     inside the page to the status showing it (gate-desk-page.ts);
 * (c) the network back: every one of those entries reaches the server exactly once.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { messages } from '../../contract/messages';
import type { Visit } from '../../contract/gate/visitors';
import { launchBrowser } from '../e2e/support/browser';
import { signIn } from '../e2e/support/login';
import type { RunningServer } from '../e2e/support/server';
import { profileWithSession } from '../e2e/support/session';
import { armTap, tapTimes, waitForSavedDesk, waitForSavedPasses } from './gate-desk-page';
import { GUESTS, HELPS, codeOf, nameOf, startGateEstate } from './gate-estate';
import { percentile } from './load';
import { signInOverHttp } from './sign-in';

const guard = { phone: '9000000005' };
const rwaPhone = '9000000001';
const PASSES = GUESTS + HELPS;
const SYNC_RUNS = 3;
/**
 * 20 guests spread over the list. Not the daily helps: their hours each day are those of the
 * seeded window (from an hour before seeding to seeding time), over by the time the bench taps.
 */
const TAPPED = Array.from({ length: 20 }, (_, i) => i * 75 + 7);
const phone = { viewport: { width: 360, height: 740 } };

export interface GateDeskFigures {
  passes: number;
  sync: { runsMs: number[]; medianMs: number; responseMs: number };
  wire: { rawBytes: number; transferredBytes: number; encoding: string };
  tap: { count: number; shown: { p50: number; p95: number }; frame: { p50: number; p95: number } };
  delivery: { onceEach: number; missing: number; duplicated: number; seconds: number };
}

const sortedMedian = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * A fresh profile (no service worker, so the page itself fetches) opening /gate, signed in,
 * until the saved list holds `wanted` (every pass, unless a bench wants more lists).
 */
export async function syncOnce(
  browser: Browser,
  server: RunningServer,
  session: string,
  wanted: Record<string, number> = { passes: PASSES },
) {
  const options = { ...phone, serviceWorkers: 'block' as const };
  const context = await profileWithSession(browser, server, session, options);
  try {
    const page = await context.newPage();
    const desk = page.waitForEvent('requestfinished', (request) =>
      request.url().endsWith('/api/gate/desk'),
    );
    await page.goto('/gate', { waitUntil: 'commit' });
    const ms = await waitForSavedDesk(page, wanted);
    return { ms, ...(await wireOf(await desk)) };
  } finally {
    await context.close();
  }
}

async function wireOf(request: Request) {
  const response = await request.response();
  if (response?.status() !== 200) throw new Error(`gate/desk: ${response?.status()}`);
  const sizes = await request.sizes();
  const timing = request.timing();
  return {
    responseMs: timing.responseEnd - timing.requestStart,
    rawBytes: (await response.body()).length,
    transferredBytes: sizes.responseHeadersSize + sizes.responseBodySize,
    encoding: response.headers()['content-encoding'] ?? 'identity',
  };
}

/** Finds the pass by its code and taps "Check in"; answers the in-page times. */
async function tapCheckIn(page: Page, code: string) {
  await page.getByLabel('Pass code').fill(code);
  await page.getByRole('button', { name: 'Find pass' }).click();
  const checkIn = page
    .getByRole('region', { name: 'Pass' })
    .getByRole('button', { name: 'Check in' });
  await checkIn.waitFor();
  await armTap(page);
  await checkIn.click();
  await page
    .getByRole('status')
    .filter({ hasText: `${messages.letIn} ✓` })
    .waitFor({ timeout: 10_000 });
  const times = await tapTimes(page);
  return { shown: times.shownAt - times.clickAt, frame: times.frameAt - times.clickAt };
}

/** How many times each tapped pass is in the RWA's visitor log. */
async function visitsOfTapped(server: RunningServer, token: string): Promise<number[]> {
  const response = await fetch(`${server.url}/api/visitors/visits`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`visitors/visits: ${response.status}`);
  const { visits } = (await response.json()) as { visits: Visit[] };
  return TAPPED.map((n) => visits.filter((visit) => visit.name === nameOf(n)).length);
}

async function deliverAfterReconnect(context: BrowserContext, server: RunningServer) {
  const token = await signInOverHttp(server, rwaPhone);
  if ((await visitsOfTapped(server, token)).some((count) => count > 0)) {
    throw new Error('An entry reached the server while the network was cut');
  }
  const started = performance.now();
  await context.unroute('**/api/**');
  await context.setOffline(false);
  const deadline = Date.now() + 60_000;
  while ((await visitsOfTapped(server, token)).some((count) => count === 0)) {
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  // A second sender (the worker's sync, a retry) has time to show itself.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const counts = await visitsOfTapped(server, token);
  return {
    onceEach: counts.filter((count) => count === 1).length,
    missing: counts.filter((count) => count === 0).length,
    duplicated: counts.filter((count) => count > 1).length,
    seconds,
  };
}

export async function measureGateDesk(): Promise<GateDeskFigures> {
  const estate = await startGateEstate();
  const { server } = estate;
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ ...phone, baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/login?role=GUARD');
    await page.getByText('Gate Login').first().waitFor();
    await signIn(page, server, guard);
    await page.waitForURL((url) => url.pathname === '/gate');
    await waitForSavedPasses(page, PASSES);
    const session = await page.evaluate(() => localStorage.getItem('auth-storage'));
    if (!session) throw new Error('Gate Login stored no session');

    const syncs = [];
    for (let run = 0; run < SYNC_RUNS; run += 1)
      syncs.push(await syncOnce(browser, server, session));

    // Cut the page and its service worker alike (setOffline alone leaves the worker online).
    await context.setOffline(true);
    await context.route('**/api/**', (route) => route.abort());
    const taps = [];
    for (const n of TAPPED) taps.push(await tapCheckIn(page, codeOf(n)));
    const delivery = await deliverAfterReconnect(context, server);

    const shown = taps.map((tap) => tap.shown).sort((a, b) => a - b);
    const frame = taps.map((tap) => tap.frame).sort((a, b) => a - b);
    const last = syncs[syncs.length - 1];
    return {
      passes: PASSES,
      sync: {
        runsMs: syncs.map((sync) => sync.ms),
        medianMs: sortedMedian(syncs.map((sync) => sync.ms)),
        responseMs: sortedMedian(syncs.map((sync) => sync.responseMs)),
      },
      wire: {
        rawBytes: last?.rawBytes ?? NaN,
        transferredBytes: last?.transferredBytes ?? NaN,
        encoding: last?.encoding ?? '',
      },
      tap: {
        count: taps.length,
        shown: { p50: percentile(shown, 50), p95: percentile(shown, 95) },
        frame: { p50: percentile(frame, 50), p95: percentile(frame, 95) },
      },
      delivery,
    };
  } finally {
    await browser.close();
    await estate.stop();
  }
}

export function reportGateDesk(figures: GateDeskFigures): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const { sync, wire, tap, delivery } = figures;
  return [
    `guard desk in Chromium: ${figures.passes} passes for today`,
    `    /gate opened → saved list holds every pass: median ${ms(sync.medianMs)} ` +
      `(runs: ${sync.runsMs.map(ms).join(', ')}; GET gate/desk itself ${ms(sync.responseMs)})`,
    `    GET gate/desk on the wire: ${kb(wire.rawBytes)} raw, ${kb(wire.transferredBytes)} ` +
      `transferred (${wire.encoding}, headers included)`,
    `    network cut, "Check in" tap → "Let in ✓" ×${tap.count}: in the DOM p50 ${ms(tap.shown.p50)}, ` +
      `p95 ${ms(tap.shown.p95)}; next frame p50 ${ms(tap.frame.p50)}, p95 ${ms(tap.frame.p95)}`,
    `    network back: ${delivery.onceEach}/${tap.count} entries on the server exactly once ` +
      `within ${delivery.seconds.toFixed(1)} s, ${delivery.missing} missing, ${delivery.duplicated} twice or more`,
  ];
}
