/**
 * Gatehouse service worker (DESIGN.md §4).
 *
 * - Precache: the app shell, route chunks, icons and illustrations, listed at build time by
 *   vite-plugin-pwa into `self.__WB_MANIFEST`, so the whole app opens offline.
 * - Navigations fall back to the precached index.html (client-side routes), except `/api/`:
 *   API answers are never served from the precache — offline data lives in IndexedDB instead.
 * - Updates wait until the page says so (SKIP_WAITING from the "A new version is ready" prompt),
 *   so a resident mid-way through a form is never reloaded under their feet.
 *
 * A later issue adds a `sync` handler here that drains the outbox (DESIGN.md §5).
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';

declare let self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
// Drop precaches written by older Workbox versions; they would only waste the phone's storage.
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
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

self.addEventListener('message', (event) => {
  // Sent by workbox-window's messageSkipWaiting() when the resident taps "Reload".
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Once active, take over open tabs so the first visit is offline-ready without a reload.
clientsClaim();
