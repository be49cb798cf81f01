/**
 * The real transport: `fetch` with a timeout, for windows and the service worker alike.
 * HTTP errors are answers, not exceptions: only a request that got no answer rejects, which is
 * exactly the line between "retry later" and "the server said something" in the policy.
 */
import type { Transport } from './transport';

export interface FetchTransportOptions {
  /** Base URL of the API; defaults to same-origin `/api/`. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** A send that hangs must not hold the drain lock forever. */
  timeoutMs?: number;
}

export function createFetchTransport(options: FetchTransportOptions = {}): Transport {
  const base = options.baseUrl ?? '/api/';
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const doFetch =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 30_000;

  return async (request) => {
    const response = await doFetch(prefix + request.path.replace(/^\/+/, ''), {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(timeoutMs) : null,
    });
    return { status: response.status, headers: response.headers, body: await readJson(response) };
  };
}

async function readJson(response: Response): Promise<unknown> {
  // The status already tells what happened; a body cut off mid-way must not turn it into a throw.
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
