/**
 * On the very first visit the page loads menu and gallery images before the service worker
 * controls it, so the worker never sees them and they would not open offline. When the worker
 * takes control, this hands it the uploaded files the page already loaded, to cache them too.
 */
import { CACHE_SEEN_FILES, isUploadedFilePath } from '../../offline/worker-messages';

export function cacheSeenFilesOnFirstControl(): void {
  const container = globalThis.navigator?.serviceWorker;
  // Already controlled: the worker saw (and cached) every request of this page itself.
  if (!container || container.controller) return;
  container.addEventListener(
    'controllerchange',
    () => {
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => isUploadedFilePath(new URL(name, location.href).pathname));
      if (urls.length > 0) container.controller?.postMessage({ type: CACHE_SEEN_FILES, urls });
    },
    { once: true },
  );
}
