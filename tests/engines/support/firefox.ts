/** Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi, on a fresh profile. */
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { driverOn, type EngineCore } from './core';
import type { EngineDriver } from './driver';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function launchFirefox(origin: string): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    defaultViewport: { width: 1100, height: 900 },
  });
  try {
    const page = await browser.newPage();
    const core: EngineCore = {
      engine: 'firefox',
      navigate: async (url) => {
        await page.goto(url, { waitUntil: 'load' });
      },
      evaluateExpression: (expression) => page.evaluate(expression),
      clickExpression: async (expression) => {
        const handle = await page.evaluateHandle(expression);
        const element = handle.asElement() as ElementHandle | null;
        if (!element) throw new Error(`Nothing to click: ${expression}`);
        await element.click();
        await element.dispose();
      },
      close: () => browser.close(),
    };
    return driverOn(core, origin);
  } catch (error) {
    await browser.close();
    throw error;
  }
}
