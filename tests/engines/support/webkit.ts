/**
 * WebKit as Safari's engine runs on Linux: WebKitGTK's MiniBrowser, started in automation mode
 * by WebKitWebDriver under its own X display (xvfb-run; MiniBrowser has no headless mode here).
 * One driver process per browser, so two test files never share a session.
 */
import { spawn } from 'node:child_process';
import { freePort } from '../../server/server-process';
import { driverOn, type EngineCore } from './core';
import { sleep, until, type EngineDriver } from './driver';
import { isElementReference, WebDriverSession } from './webdriver';

export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const miniBrowserPath =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export interface WebKitOptions {
  /** Extra MiniBrowser arguments (e.g. `--user-agent=…`, a WebKitSettings property). */
  args?: string[];
}

export async function launchWebKit(
  origin: string,
  options: WebKitOptions = {},
): Promise<EngineDriver> {
  const port = await freePort();
  // -a picks a free display; its own process group lets close() end Xvfb with the driver.
  const driver = spawn('xvfb-run', ['-a', webkitDriverPath, `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const end = () => {
    if (driver.exitCode === null && driver.pid) process.kill(-driver.pid, 'SIGTERM');
  };
  try {
    await until('WebKitWebDriver to answer', async () =>
      (await fetch(`${base}/status`)).ok ? true : undefined,
    );
    const session = await WebDriverSession.create(base, {
      'webkitgtk:browserOptions': {
        binary: miniBrowserPath,
        args: ['--automation', ...(options.args ?? [])],
      },
    });
    await session.setWindowRect(1100, 900);
    const core: EngineCore = {
      engine: 'webkit',
      navigate: async (url) => {
        await session.navigate(url);
      },
      evaluateExpression: (expression) => session.execute(`return ${expression};`),
      clickExpression: async (expression) => {
        const element = await session.execute<unknown>(`return ${expression};`);
        if (!isElementReference(element)) throw new Error(`Nothing to click: ${expression}`);
        await session.click(element);
      },
      close: async () => {
        await session.end().catch(() => null);
        end();
        await sleep(100);
      },
    };
    return driverOn(core, origin);
  } catch (error) {
    end();
    throw error;
  }
}
