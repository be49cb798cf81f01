/**
 * Keeps Firefox and WebKit from freezing this app in their back/forward cache. WebKitGTK froze
 * a page part-way through an IndexedDB write and the write never ended: every page opened after
 * it waited forever on the database ("Reading the queue…"), and nothing queued was sent until
 * the browser was closed. Leaving a page 300 ms after it loaded stranded a write 9 times in 12;
 * with this, none in 12 (issue 22). An `unload` listener makes a page ineligible for that cache
 * in both engines, so a page left mid-write is torn down and its write ended. Chromium (which
 * has `window.chrome`) ends such writes itself and deprecates `unload`, so it is left alone.
 * What it costs: Back loads the page again from the service worker's copy, which is fast.
 * Still open: a page left within moments of loading, under load, can strand a write even so;
 * pages therefore write only what changed (meta.ts, drain.ts), and moving inside the app never
 * leaves a page.
 */
export function leaveNoFrozenPage(): void {
  if ('chrome' in window) return;
  window.addEventListener('unload', () => undefined);
}
