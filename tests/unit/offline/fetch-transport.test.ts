// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createFetchTransport } from '../../../src/offline/fetch-transport';

function fakeFetch(respond: () => Response | Promise<Response>) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => respond());
}

describe('fetch transport', () => {
  it('sends to the API base with the given method, headers and body', async () => {
    const fetch = fakeFetch(() => new Response(JSON.stringify({ request_id: 3 }), { status: 201 }));
    const transport = createFetchTransport({ baseUrl: 'https://estate.example/api', fetch });
    const response = await transport({
      method: 'POST',
      path: 'golf-cart/golf-cart/request',
      headers: { 'Idempotency-Key': 'k1' },
      body: '{}',
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://estate.example/api/golf-cart/golf-cart/request');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Idempotency-Key': 'k1' },
      body: '{}',
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(response).toMatchObject({ status: 201, body: { request_id: 3 } });
  });

  it('defaults to same-origin /api/', async () => {
    const fetch = fakeFetch(() => new Response(null, { status: 204 }));
    await createFetchTransport({ fetch })({ method: 'GET', path: 'health', headers: {} });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/health');
  });

  it('resolves HTTP errors as answers, with their headers and detail', async () => {
    const fetch = fakeFetch(
      () =>
        new Response(JSON.stringify({ detail: 'Slow down' }), {
          status: 429,
          headers: { 'Retry-After': '30' },
        }),
    );
    const response = await createFetchTransport({ fetch })({
      method: 'POST',
      path: 'x',
      headers: {},
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.body).toEqual({ detail: 'Slow down' });
  });

  it('rejects only when no answer came', async () => {
    const fetch = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      createFetchTransport({ fetch })({ method: 'POST', path: 'x', headers: {} }),
    ).rejects.toThrow('Failed to fetch');
  });

  it('reads a body that is not JSON as no body', async () => {
    const fetch = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const response = await createFetchTransport({ fetch })({
      method: 'GET',
      path: 'x',
      headers: {},
    });
    expect(response).toMatchObject({ status: 502, body: undefined });
  });
});
