import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/lifecycle';

const app = useServerAndBrowser();

const dist = join(import.meta.dirname, '..', '..', 'dist');

describe('serving the built app', () => {
  it('answers health once the database is ready', async () => {
    const response = await fetch(`${app.server.url}/api/health`);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('never lets a browser keep a stale index.html or sw.js', async () => {
    for (const path of ['/', '/index.html', '/sw.js', '/login']) {
      // As a browser navigates: the app shell answers any route that asks for HTML.
      const response = await fetch(`${app.server.url}${path}`, {
        headers: { accept: 'text/html' },
      });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toContain('no-cache');
    }
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const asset = readdirSync(join(dist, 'assets')).find((name) => name.endsWith('.js'));
    const response = await fetch(`${app.server.url}/assets/${asset}`);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers unknown API paths with JSON, not the app', async () => {
    const response = await fetch(`${app.server.url}/api/no-such-thing`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: expect.any(String) });
  });
});

describe('bytes on the wire (issue 15)', () => {
  it('sends the real build brotli-compressed, decoding to the very files of dist/', async () => {
    const script = readdirSync(join(dist, 'assets')).find((name) => name.endsWith('.js'));
    for (const path of ['/index.html', '/sw.js', `/assets/${script}`]) {
      // fetch decodes the body and leaves the headers as they came.
      const response = await fetch(`${app.server.url}${path}`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.headers.get('content-encoding'), path).toBe('br');
      expect(response.headers.get('vary'), path).toMatch(/accept-encoding/i);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.equals(readFileSync(join(dist, path))), path).toBe(true);
    }
  });

  it('gets a 304 from the network when the app refreshes a collection that did not change', async () => {
    const context = await app.browser.newContext({ baseURL: app.server.url });
    /**
     * The raw statuses of a page's tender-list requests: the page sees a revalidated body as a
     * 200, only the network layer shows what the server sent. Watched from before the page loads,
     * on a page of its own (a reload may move a page to another renderer and lose the watch).
     */
    const openTenders = async () => {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      // The two events of one request come in either order: match them when asked.
      const tenderRequests: string[] = [];
      const statusOf = new Map<string, number>();
      cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
        if (new URL(request.url).pathname === '/api/tenders/tenders')
          tenderRequests.push(requestId);
      });
      cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
        statusOf.set(requestId, statusCode);
      });
      const statuses = () =>
        tenderRequests.flatMap((id) => (statusOf.has(id) ? [statusOf.get(id) as number] : []));
      await page.goto('/tenders', { waitUntil: 'networkidle' });
      await page.getByText('Updated just now').waitFor();
      return { page, statuses };
    };

    const first = await openTenders();
    await expect.poll(() => first.statuses()[0]).toBe(200);
    await first.page.close();
    // The browser revalidates its copy with If-None-Match by itself: the worker leaves /api/ be.
    const second = await openTenders();
    await expect.poll(() => second.statuses().length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(
      second.statuses().every((status) => status === 304),
      `${second.statuses()}`,
    ).toBe(true);
    await context.close();
  });
});
