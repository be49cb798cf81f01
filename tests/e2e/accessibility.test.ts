import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/lifecycle';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const wcag22AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const app = useServerAndBrowser();

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (...args: unknown[]) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations;
  }, wcag22AA);
  return found.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

const pages = ['/', '/about', '/contact', '/tenders', '/login', '/login?role=RWA'];

describe('WCAG 2.2 AA on the public pages', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    for (const path of pages) {
      it(`finds no violation on ${path} at ${viewport.width}px`, async () => {
        // axe is injected as a script; the app's CSP rightly forbids that, so the audit bypasses it.
        const context = await app.browser.newContext({
          baseURL: app.server.url,
          viewport,
          bypassCSP: true,
        });
        const page = await context.newPage();
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await violations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
