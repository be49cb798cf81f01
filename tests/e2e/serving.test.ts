import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useServer } from './support/lifecycle';

const app = useServer();

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
