/**
 * The service worker's drain (on `sync`): a worker has no localStorage, so the token and the
 * API base come from `meta`, where the app stores them. Kinds must be registered in the
 * worker too (import their worker-safe modules there), or their records wait for the app.
 */
import { drainOutbox, type DrainSummary } from './drain';
import { createFetchTransport } from './fetch-transport';
import { getStoredApiBase, getStoredToken } from './meta';

export async function drainFromWorker(
  options: { fetch?: typeof fetch } = {},
): Promise<DrainSummary> {
  const baseUrl = (await getStoredApiBase()) ?? '/api/';
  return drainOutbox({
    transport: createFetchTransport({ baseUrl, ...options }),
    getToken: getStoredToken,
    withoutToken: 'wait',
  });
}
