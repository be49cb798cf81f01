/**
 * The server (and browser) an e2e file runs against: started before its tests, stopped after.
 * Call at the top of the file; read `.server` and `.browser` inside tests, once they have started.
 * Shared or private: see server.ts.
 */
import type { Browser } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { launchBrowser } from './browser';
import { attachServer, startServer, type RunningServer, type SharedServer } from './server';

export interface ServerAndBrowser {
  readonly server: RunningServer;
  readonly browser: Browser;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data dir global-setup.ts migrated and seeded, copied for each server. */
    e2eDataTemplate: string;
    /** The servers global-setup.ts started, one per worker (VITEST_POOL_ID 1 is the first). */
    e2eSharedServers: SharedServer[];
  }
}

const FAILURE_SCREENS = join(import.meta.dirname, '..', '..', '..', '.tmp', 'screens', 'failed');

const startFromTemplate = (env: NodeJS.ProcessEnv) =>
  startServer({ env, template: inject('e2eDataTemplate') });

interface Started {
  server: RunningServer;
  /** Whether this file started it, and so stops it. */
  own: boolean;
}

const ownServer = async (env: NodeJS.ProcessEnv): Promise<Started> => ({
  server: await startFromTemplate(env),
  own: true,
});

/** This worker's shared server; a private one where there is none (more workers than servers). */
async function sharedOrOwn(env: NodeJS.ProcessEnv): Promise<Started> {
  const shared = inject('e2eSharedServers')[Number(process.env.VITEST_POOL_ID) - 1];
  if (!shared || Object.keys(env).length > 0) return ownServer(env);
  return { server: await attachServer(shared), own: false };
}

function started<T>(what: string, value: T | undefined): T {
  if (value === undefined) throw new Error(`The e2e ${what} is read before beforeAll started it`);
  return value;
}

/** A real server of this file's own, with `extraEnv` on top of the e2e defaults. */
export function useServer(extraEnv: NodeJS.ProcessEnv = {}): { readonly server: RunningServer } {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startFromTemplate(extraEnv);
  });
  afterAll(async () => {
    await server?.stop();
  });
  return {
    get server() {
      return started('server', server);
    },
  };
}

function serverAndBrowser(start: () => Promise<Started>): ServerAndBrowser {
  let server: Started | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([start(), launchBrowser()]);
  });
  // A failure says where each open page was and what it showed: a timeout alone says neither.
  beforeEach(({ onTestFailed, task }) => {
    onTestFailed(async () => {
      const pages = browser?.contexts().flatMap((context) => context.pages()) ?? [];
      await mkdir(FAILURE_SCREENS, { recursive: true });
      for (const [i, page] of pages.entries()) {
        const file = join(
          FAILURE_SCREENS,
          `${task.name.replace(/\W+/g, '-').slice(0, 60)}-${i}.png`,
        );
        await page.screenshot({ path: file, timeout: 5_000 }).catch(() => undefined);
        console.error(`Page ${i} of the failed test was at ${page.url()} (screenshot: ${file})`);
      }
    });
  });
  afterAll(async () => {
    await browser?.close();
    if (server?.own) await server.server.stop();
  });
  return {
    get server() {
      return started('server', server).server;
    },
    get browser() {
      return started('browser', browser);
    },
  };
}

/**
 * The worker's shared server and a headless Chromium of this file's own. With `extraEnv`, a
 * server of the file's own instead (a shared server runs with the e2e defaults only).
 */
export function useServerAndBrowser(extraEnv: NodeJS.ProcessEnv = {}): ServerAndBrowser {
  return serverAndBrowser(() => sharedOrOwn(extraEnv));
}

/** A real server and a headless Chromium of this file's own, started side by side. */
export function usePrivateServerAndBrowser(extraEnv: NodeJS.ProcessEnv = {}): ServerAndBrowser {
  return serverAndBrowser(() => ownServer(extraEnv));
}
