/**
 * The in-page PDF viewer's weight and speed, the way a resident meets it in Chromium:
 * (a) the gzipped JS that opening a PDF adds (the lazy pdf.js + renderer chunks, measured as the
 *     scripts fetched after the tap; pdf.js's worker is counted apart, it is precached);
 * (b) tap → first page drawn for a 10-page newsletter kept offline: once cold (pdf.js and its
 *     worker still to load), then the median of warm opens with the network cut.
 * The viewer's User Timing marks `pdf-open` (tap) and `pdf-first-page` bound each run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { writeTextPdf } from '../../server/platform/demo/pdf-writer';
import { launchBrowser } from '../e2e/support/browser';
import { demo, signIn } from '../e2e/support/login';
import type { RunningServer } from '../e2e/support/server';

const dist = join(import.meta.dirname, '..', '..', 'dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const WARM_RUNS = 7;
const TITLE = 'Bench Newsletter';

const gzippedSize = (path: string) => gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;

export interface PdfFigures {
  openChunks: { path: string; gzip: number }[];
  openJs: number;
  worker: { path: string; gzip: number } | undefined;
  coldMs: number;
  warmMs: number[];
  warmMedianMs: number;
}

async function rwaToken(server: RunningServer): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${server.url}/api/rwa/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json() as Promise<{ token?: string }>;
  };
  await post('rwa-generate-otp', { phone_number: demo.rwa.phone });
  const otp = await server.otpFor(demo.rwa.phone);
  const { token } = await post('rwa-verify-otp', { phone_number: demo.rwa.phone, otp });
  if (!token) throw new Error('rwa-verify-otp: no token');
  return token;
}

/** A 10-page newsletter, uploaded by the RWA through the API as the admin page would. */
async function uploadTenPages(server: RunningServer): Promise<void> {
  const pages = Array.from({ length: 10 }, (_, i) => ({
    heading: `Page ${i + 1}: estate news`,
    lines: Array.from({ length: 40 }, (_, line) => `Item ${line + 1} of page ${i + 1}.`),
  }));
  const form = new FormData();
  form.set('title', TITLE);
  form.set(
    'pdf',
    new Blob([writeTextPdf(pages, TITLE).slice()], { type: 'application/pdf' }),
    'b.pdf',
  );
  const response = await fetch(`${server.url}/api/newsletter/newsletters`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await rwaToken(server)}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload newsletter: ${response.status}`);
}

/** Taps View PDF and answers the time between the viewer's two marks. */
async function openOnce(page: Page): Promise<number> {
  await page.evaluate(() => performance.clearMarks());
  const card = page.getByRole('listitem', { name: TITLE });
  await card.getByRole('button', { name: 'View PDF' }).click();
  await page.waitForFunction(() => performance.getEntriesByName('pdf-first-page').length > 0);
  const ms = await page.evaluate(() => {
    const [open] = performance.getEntriesByName('pdf-open');
    const [first] = performance.getEntriesByName('pdf-first-page');
    return (first?.startTime ?? NaN) - (open?.startTime ?? NaN);
  });
  await page.getByRole('dialog', { name: TITLE }).getByRole('button', { name: 'Close' }).click();
  return ms;
}

export async function measurePdf(server: RunningServer): Promise<PdfFigures> {
  await uploadTenPages(server);
  const browser = await launchBrowser();
  try {
    // A phone-sized window; no service worker, so every script fetched shows on the network.
    const context = await browser.newContext({
      baseURL: server.url,
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, server, demo.activeResident);
    await page.goto('/newsletter');
    const card = page.getByRole('listitem', { name: TITLE });
    // The latest newsletter is kept by default: wait until its bytes are on the phone.
    await card.getByText('Saved on this phone for offline reading.').waitFor({ timeout: 30_000 });

    const afterTap = new Set<string>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (/\.m?js$/.test(path)) afterTap.add(path);
    });
    const coldMs = await openOnce(page);

    await context.setOffline(true);
    const warmMs: number[] = [];
    for (let i = 0; i < WARM_RUNS; i += 1) warmMs.push(await openOnce(page));
    await context.setOffline(false);

    const scripts = [...afterTap].sort();
    const workerPath = scripts.find((path) => /pdf\.worker/.test(path));
    const openChunks = scripts
      .filter((path) => path !== workerPath)
      .map((path) => ({ path, gzip: gzippedSize(path) }));
    const sorted = [...warmMs].sort((a, b) => a - b);
    return {
      openChunks,
      openJs: openChunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
      worker: workerPath ? { path: workerPath, gzip: gzippedSize(workerPath) } : undefined,
      coldMs,
      warmMs,
      warmMedianMs: sorted[Math.floor(sorted.length / 2)] ?? NaN,
    };
  } finally {
    await browser.close();
  }
}

export function reportPdf(figures: PdfFigures): string[] {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    `opening a PDF adds JS (gzip): ${kb(figures.openJs)} in ${figures.openChunks.length} files`,
    ...figures.openChunks.map((chunk) => `    ${chunk.path}  ${kb(chunk.gzip)}`),
    figures.worker
      ? `pdf.js worker (precached, not counted above): ${figures.worker.path}  ${kb(figures.worker.gzip)} gzip`
      : 'pdf.js worker: not fetched (already cached?)',
    `tap → first page of a 10-page PDF kept offline: cold ${ms(figures.coldMs)}, ` +
      `warm median ${ms(figures.warmMedianMs)} (runs: ${figures.warmMs.map(ms).join(', ')})`,
  ];
}
