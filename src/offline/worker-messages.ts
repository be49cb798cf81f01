/** What the page and the service worker say to each other, and what both must agree on. */

/** Page → worker: `{ type, urls }`, uploaded files the page loaded before the worker controlled it. */
export const CACHE_SEEN_FILES = 'CACHE_SEEN_FILES';

/** An uploaded file served by the API (`/api/files/<name>`): immutable, so safe to cache first. */
export function isUploadedFilePath(pathname: string): boolean {
  return /\/api\/files\/[^/]+$/.test(pathname);
}
