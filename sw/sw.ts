/**
 * Gatehouse service worker (DESIGN.md §4).
 *
 * - Precache: the app shell, route chunks, icons and illustrations, listed at build time by
 *   vite-plugin-pwa into `self.__WB_MANIFEST`, so the whole app opens offline.
 * - Navigations get the precached HTML the server would send (contract/platform/page-files.ts): a public
 *   page its prerendered file, any other page the app shell. Never `/api/`: API answers are not
 *   served from the precache — offline data lives in IndexedDB instead.
 * - Uploaded images (`/api/files/…`) are cached on first sight, so menus and photos read offline;
 *   on the first visit the page hands over the ones it loaded before the worker took control.
 * - Updates wait until the page says so (SKIP_WAITING from the "A new version is ready" prompt),
 *   so a resident mid-way through a form is never reloaded under their feet.
 * - Background Sync (Chromium): on `sync` with the outbox tag, the worker drains the outbox
 *   itself (DESIGN.md §5), so a request queued offline is sent even after the tab is closed.
 * - Web Push: notices the server pushes are shown, badged and opened by ./push.ts.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';
// Worker-safe modules only (no React, no window): tsconfig.sw.json type-checks this graph.
import { registerOutboxKinds } from '../src/offline/kinds';
import { OUTBOX_SYNC_TAG } from '../src/offline/sync-tag';
import { drainFromWorker } from '../src/offline/worker-drain';
import { CACHE_SEEN_FILES, isUploadedFilePath } from '../src/offline/worker-messages';
import { APP_SHELL_FILE, prerenderedFileFor } from '../contract/platform/page-files';
import { registerPushHandlers } from './push';

declare let self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
// Drop precaches written by older Workbox versions; they would only waste the phone's storage.
cleanupOutdatedCaches();

/** The precached HTML for a page; the network only if the precache lacks even the shell. */
async function pageFor({ url, request }: { url: URL; request: Request }): Promise<Response> {
  const prerendered = prerenderedFileFor(url.pathname, url.search);
  const own = prerendered ? await matchPrecache(prerendered) : undefined;
  const page = own ?? (await matchPrecache(APP_SHELL_FILE));
  return page ?? fetch(request);
}

registerRoute(
  new NavigationRoute(pageFor, {
    denylist: [
      // The API, including signed document links opened in a new tab, always goes to the network.
      /^\/api\//,
      // A real file (robots.txt, a PDF) must not be answered with the app shell.
      /\/[^/?]+\.[^/]+$/,
    ],
  }),
);

// Our own illustrations are precached; this catches images under /images/ that a later build
// leaves out of the precache, without letting the cache grow without bound.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
  new CacheFirst({
    cacheName: 'gatehouse-images',
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

// Uploaded images (menus, gallery, events) under /api/files/: a name is 128 random bits and
// never reused, so a copy can never go stale. Cache-first makes a menu read once readable
// offline; the limit keeps a long gallery scroll from filling the phone.
const uploads = new CacheFirst({
  cacheName: 'gatehouse-uploads',
  // A thumbnail is sent as WebP or JPEG by the request's Accept (Vary: Accept). Both are the same
  // picture, and the copies handed over on a first visit were fetched without the <img>'s Accept.
  matchOptions: { ignoreVary: true },
  plugins: [
    new ExpirationPlugin({
      maxEntries: 300,
      maxAgeSeconds: 60 * 24 * 60 * 60,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(
  ({ url, request }) => request.method === 'GET' && isUploadedFilePath(url.pathname),
  uploads,
);

/** Caches the uploaded files a page loaded before this worker controlled it (first visit). */
function cacheSeenFiles(event: ExtendableMessageEvent, urls: unknown[]): void {
  const wanted = urls
    .filter((url): url is string => typeof url === 'string')
    .map((url) => new URL(url, self.location.href))
    .filter((url) => url.origin === self.location.origin && isUploadedFilePath(url.pathname));
  event.waitUntil(
    Promise.all(
      wanted.map((url) =>
        uploads.handle({ event, request: new Request(url) }).catch(() => undefined),
      ),
    ),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  // Sent by workbox-window's messageSkipWaiting() when the resident taps "Reload".
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === CACHE_SEEN_FILES && Array.isArray(data.urls)) cacheSeenFiles(event, data.urls);
});

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** Drains the outbox; rejecting tells the browser to try this sync again later (with backoff). */
async function drainOnSync(): Promise<void> {
  registerOutboxKinds();
  const summary = await drainFromWorker();
  if (summary.stoppedOffline) throw new Error('Still offline: the browser will retry this sync');
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(drainOnSync());
});

registerPushHandlers();

// Once active, take over open tabs so the first visit is offline-ready without a reload.
clientsClaim();
