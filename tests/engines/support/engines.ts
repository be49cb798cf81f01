/**
 * The engines every flow runs in, and a browser of each for a `describe` block: launched before
 * its tests, closed after. Chromium is left to the e2e stage, which has the same flows and more.
 */
import { afterAll, beforeAll } from 'vitest';
import { until, type EngineDriver, type EngineName } from './driver';
import { launchFirefox } from './firefox';
import { launchWebKit, type WebKitOptions } from './webkit';

export interface Engine {
  name: EngineName;
  /** As a report names it. */
  title: string;
  launch(origin: string): Promise<EngineDriver>;
}

export const firefox: Engine = { name: 'firefox', title: 'Firefox ESR', launch: launchFirefox };
export const webkit: Engine = {
  name: 'webkit',
  title: 'WebKitGTK',
  launch: (origin) => launchWebKit(origin),
};
export const engines: readonly Engine[] = [firefox, webkit];

/** WebKit with MiniBrowser arguments of its own (another user agent, a setting). */
export function webkitWith(options: WebKitOptions, title: string): Engine {
  return { name: 'webkit', title, launch: (origin) => launchWebKit(origin, options) };
}

export function useBrowser(engine: Engine, origin: () => string): { readonly page: EngineDriver } {
  let page: EngineDriver | undefined;
  beforeAll(async () => {
    page = await engine.launch(origin());
  });
  afterAll(async () => {
    await page?.close();
  });
  return {
    get page() {
      if (!page) throw new Error(`${engine.title} is read before beforeAll launched it`);
      return page;
    },
  };
}

/** Once the service worker controls the page, the shell is precached for offline loads. */
export async function workerControls(page: EngineDriver): Promise<void> {
  await until(
    'the service worker to control the page',
    async () =>
      (await page.evaluate(() => navigator.serviceWorker.controller !== null)) ? true : undefined,
    30_000,
  );
}

/** Waits for the page's path (the app routes on the client, so no load event says so). */
export async function waitForPath(page: EngineDriver, check: (path: string) => boolean) {
  await until('the page to move on', async () =>
    check(await page.evaluate(() => location.pathname)) ? true : undefined,
  );
}
