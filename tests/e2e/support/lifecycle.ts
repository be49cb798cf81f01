/**
 * The one server (and browser) an e2e file runs against: started before its tests, stopped after.
 * Call at the top of the file; read `.server` and `.browser` inside tests, once they have started.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface ServerAndBrowser {
  readonly server: RunningServer;
  readonly browser: Browser;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data dir global-setup.ts migrated and seeded, copied for each file's server. */
    e2eDataTemplate: string;
  }
}

const startFromTemplate = (env: NodeJS.ProcessEnv) =>
  startServer({ env, template: inject('e2eDataTemplate') });

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

/** A real server and a headless Chromium of this file's own, started side by side. */
export function useServerAndBrowser(extraEnv: NodeJS.ProcessEnv = {}): ServerAndBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startFromTemplate(extraEnv), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      return started('server', server);
    },
    get browser() {
      return started('browser', browser);
    },
  };
}
