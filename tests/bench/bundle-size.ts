/**
 * Bundle budgets measured the way a phone meets them: Chromium opens `/` and we sum the gzipped
 * size of every script it fetched; the precache total is read from the manifest inside sw.js.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/browser';
import type { RunningServer } from '../e2e/support/server';

const dist = join(import.meta.dirname, '..', '..', 'dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function gzippedSize(relativePath: string): number {
  return gzipSync(readFileSync(join(dist, relativePath)), { level: 9 }).length;
}

export interface BundleFigures {
  homeInitialJs: number;
  homeScripts: string[];
  precacheTotal: number;
  precacheJs: number;
  precacheEntries: number;
}

export async function measureBundles(server: RunningServer): Promise<BundleFigures> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') || url.pathname.endsWith('.mjs')) scripts.add(url.pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await browser.close();

  const homeScripts = [...scripts].sort();
  const homeInitialJs = homeScripts.reduce((sum, path) => sum + gzippedSize(path), 0);

  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const precached = [...sw.matchAll(/url:\s*"([^"]+)"|"url":\s*"([^"]+)"/g)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
  const precacheTotal = precached.reduce((sum, path) => sum + gzippedSize(path), 0);
  const precacheJs = precached
    .filter((path) => /\.m?js$/.test(path))
    .reduce((sum, path) => sum + gzippedSize(path), 0);
  return {
    homeInitialJs,
    homeScripts,
    precacheTotal,
    precacheJs,
    precacheEntries: precached.length,
  };
}

export function reportBundles(figures: BundleFigures): string[] {
  return [
    `home route initial JS (gzip): ${kb(figures.homeInitialJs)} in ${figures.homeScripts.length} files`,
    ...figures.homeScripts.map((path) => `    ${path}  ${kb(gzippedSize(path))}`),
    `precache: ${figures.precacheEntries} entries, ${kb(figures.precacheTotal)} gzip (JS ${kb(figures.precacheJs)})`,
  ];
}
