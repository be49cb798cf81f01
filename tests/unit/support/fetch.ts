/** A fake server for unit tests: answers by path and remembers every request it saw. */
import { vi } from 'vitest';

export interface SeenRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

type Reply = { status?: number; body?: unknown } | 'network-error';
type Handler = (request: SeenRequest) => Reply | Promise<Reply>;

/** `otherwise` answers every path `routes` does not name (default: 404). */
export function stubFetch(
  routes: Record<string, Handler | Reply>,
  otherwise: Reply = { status: 404, body: { detail: 'Not found' } },
): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const request: SeenRequest = {
        url: input,
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
      };
      seen.push(request);
      const path = new URL(input, 'http://localhost').pathname.replace(/^\/api\//, '');
      const route = routes[path] ?? otherwise;
      const reply = typeof route === 'function' ? await route(request) : route;
      if (reply === 'network-error') throw new TypeError('Failed to fetch');
      return json(reply.status ?? 200, reply.body);
    }),
  );
  return seen;
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
