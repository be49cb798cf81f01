/**
 * The first visit as Lighthouse scores it: the default config (mobile: Moto G Power, simulated
 * slow 4G, 4× CPU), performance only, three runs per public route and the median of each figure.
 * One Chrome serves every run, kept cold: before each navigation Lighthouse empties the HTTP cache
 * and, with `clearStorageTypes: ['all']`, all of the origin's storage. Its default keeps IndexedDB
 * and localStorage, where a previous run would leave the offline store and the persisted queries.
 * (Medians of `/` matched those of a fresh Chrome per run.) `coldRuns` checks it in every bench:
 * a run served from a cache would transfer fewer bytes than the first.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../e2e/support/browser';
import { percentile } from './load';
import type { RunningServer } from '../e2e/support/server';

const routes = ['/', '/about', '/contact', '/tenders', '/login'];
const runsPerRoute = 3;
const chromeFlags = ['--headless', ...chromiumFlags];

export interface LighthouseRequest {
  url: string;
  transferSize: number;
  /** Who fetched it: `page`, else e.g. `service_worker` (its precache, if caught in the trace). */
  target: string;
}

export interface RouteFigures {
  route: string;
  /** Each is the median of the runs; score 0–100, times in ms, bytes as transferred. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  /** Every run transferred as much as the first: nothing came from a cache. */
  coldRuns: boolean;
  /** The requests of the first run. */
  requests: LighthouseRequest[];
}

interface Run {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  requests: LighthouseRequest[];
}

function readRun(lhr: Result): Run {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const details = lhr.audits['network-requests']?.details;
  const items = details?.type === 'table' ? details.items : [];
  const requests = items.map((item) => ({
    url: String(item.url),
    transferSize: Number(item.transferSize ?? 0),
    target: String(item.sessionTargetType ?? 'page'),
  }));
  return {
    score: (lhr.categories.performance?.score ?? 0) * 100,
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    transferBytes: requests.reduce((sum, request) => sum + request.transferSize, 0),
    requests,
  };
}

const median = (runs: Run[], figure: (run: Run) => number) =>
  percentile(
    runs.map(figure).sort((a, b) => a - b),
    50,
  );

export async function measureLighthouse(server: RunningServer): Promise<RouteFigures[]> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags });
  const flags: Flags = {
    port: chrome.port,
    onlyCategories: ['performance'],
    clearStorageTypes: ['all'],
    logLevel: 'error',
  };
  const figures: RouteFigures[] = [];
  try {
    for (const route of routes) {
      const runs: Run[] = [];
      for (let i = 0; i < runsPerRoute; i++) {
        const result = await lighthouse(new URL(route, server.url).href, flags);
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
        runs.push(readRun(result.lhr));
      }
      const first = runs[0] as Run;
      figures.push({
        route,
        score: median(runs, (run) => run.score),
        fcpMs: median(runs, (run) => run.fcpMs),
        lcpMs: median(runs, (run) => run.lcpMs),
        tbtMs: median(runs, (run) => run.tbtMs),
        cls: median(runs, (run) => run.cls),
        transferBytes: median(runs, (run) => run.transferBytes),
        coldRuns: runs.every((run) => run.transferBytes >= first.transferBytes - 1024),
        requests: first.requests,
      });
    }
  } finally {
    chrome.kill();
  }
  return figures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function reportLighthouse(figures: RouteFigures[]): string[] {
  const home = figures.find((route) => route.route === '/');
  return [
    `lighthouse, first visit (mobile, slow 4G, median of ${runsPerRoute}):`,
    `    ${'route'.padEnd(10)}${['score', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes'].map((h) => h.padStart(10)).join('')}`,
    ...figures.map(
      (route) =>
        `    ${route.route.padEnd(10)}` +
        [
          route.score.toFixed(0),
          s(route.fcpMs),
          s(route.lcpMs),
          `${route.tbtMs.toFixed(0)} ms`,
          route.cls.toFixed(3),
          kb(route.transferBytes),
        ]
          .map((cell) => cell.padStart(10))
          .join('') +
        (route.coldRuns ? '' : '  (a later run came from a cache)'),
    ),
    ...(home
      ? [
          `  requests of the first visit to / (${home.requests.length}):`,
          ...home.requests.map(
            (request) =>
              `    ${kb(request.transferSize).padStart(9)}  ${new URL(request.url).pathname}` +
              (request.target === 'page' ? '' : `  (${request.target})`),
          ),
        ]
      : []),
  ];
}
