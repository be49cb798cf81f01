/**
 * Where the API lives (`VITE_API_BASE`, default `/api/`); the service worker is told the same
 * (src/offline/meta). On its own so the start-up code can tell the worker without the client.
 */
export const apiBase = withTrailingSlash(import.meta.env.VITE_API_BASE ?? '/api/');

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
