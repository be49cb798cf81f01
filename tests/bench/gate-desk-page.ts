/**
 * What the desk bench reads and times inside the page, so Playwright's own round trips are never
 * counted. The functions given to `page.evaluate` use no named inner functions: tsx would wrap
 * them in its `__name` helper, which does not exist in the page.
 */
import type { Page } from 'playwright-core';
import { messages } from '../../contract/messages';
import { GATE_DESK_COLLECTION } from '../../src/offline/files';
import { DB_NAME } from '../../src/offline/schema-version';

export interface TapTimes {
  /** performance.now() of the "Check in" click, of the DOM first holding "Let in ✓", of the next frame. */
  clickAt: number;
  shownAt: number;
  frameAt: number;
}

type BenchWindow = Window & { deskTap?: Promise<TapTimes> };

/**
 * Waits in the page until the desk's saved list (the Dexie row of the gate desk collection in
 * IndexedDB) holds at least `passes` passes; answers performance.now() then, which counts from
 * the navigation's start. The database is only opened once the app has made it: opening it
 * first would create an empty one under the app's name.
 */
export function waitForSavedPasses(page: Page, passes: number): Promise<number> {
  return waitForSavedDesk(page, { passes });
}

/** As waitForSavedPasses, for every list of the saved desk named in `wanted` (its least length). */
export function waitForSavedDesk(page: Page, wanted: Record<string, number>): Promise<number> {
  const where = { database: DB_NAME, collection: GATE_DESK_COLLECTION, wanted };
  return page.evaluate(async ({ database, collection, wanted: lists }) => {
    const deadline = performance.now() + 60_000;
    while (performance.now() < deadline) {
      const known = await indexedDB.databases();
      const saved = !known.some((db) => db.name === database)
        ? undefined
        : await new Promise<Record<string, unknown> | undefined>((resolve) => {
            const open = indexedDB.open(database);
            open.onerror = () => resolve(undefined);
            open.onsuccess = () => {
              const idb = open.result;
              if (!idb.objectStoreNames.contains('cached')) {
                idb.close();
                return resolve(undefined);
              }
              const row = idb.transaction('cached').objectStore('cached').get([collection, 'desk']);
              row.onerror = () => (idb.close(), resolve(undefined));
              row.onsuccess = () => {
                const data = (row.result as { data?: Record<string, unknown> } | undefined)?.data;
                idb.close();
                resolve(data);
              };
            };
          });
      const complete = Object.entries(lists).every(([list, least]) => {
        const items = saved?.[list];
        return Array.isArray(items) && items.length >= least;
      });
      if (complete) return performance.now();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`The desk's saved list did not reach ${JSON.stringify(lists)} in a minute`);
  }, where);
}

/** Arms the timing of the next click: until the status says "Let in ✓", and the frame after. */
export function armTap(page: Page): Promise<void> {
  return page.evaluate((text) => {
    const tap: TapTimes = { clickAt: NaN, shownAt: NaN, frameAt: NaN };
    (window as BenchWindow).deskTap = new Promise<TapTimes>((resolve) => {
      addEventListener('click', () => (tap.clickAt = performance.now()), {
        capture: true,
        once: true,
      });
      const observer = new MutationObserver(() => {
        // The page has other live regions: any status saying it counts.
        const regions = Array.from(document.querySelectorAll('[role="status"]'));
        if (!regions.some((region) => region.textContent?.includes(text))) return;
        tap.shownAt = performance.now();
        observer.disconnect();
        // rAF runs before the frame is drawn; a task queued from it runs after.
        requestAnimationFrame(() =>
          setTimeout(() => resolve({ ...tap, frameAt: performance.now() })),
        );
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, `${messages.letIn} ✓`);
}

/** The armed tap's times, once it has shown "Let in ✓". */
export function tapTimes(page: Page): Promise<TapTimes> {
  return page.evaluate(() => {
    const tap = (window as BenchWindow).deskTap;
    if (!tap) throw new Error('armTap was not called');
    const late = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('No "Let in ✓" seen after the tap')), 10_000),
    );
    return Promise.race([tap, late]);
  });
}
