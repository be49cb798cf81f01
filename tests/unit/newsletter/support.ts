/** A fake API for the newsletter pages: the list as JSON, each PDF as bytes; counts downloads. */
import { vi } from 'vitest';
import type { Newsletter } from '../../../contract/content/newsletters';

export const march: Newsletter = {
  id: '2',
  title: 'March News',
  upload_date: '2025-03-10T06:00:00.000Z',
  pdf_url: 'newsletter/download/2',
  size_bytes: 1_258_291,
};

export const february: Newsletter = {
  id: '1',
  title: 'February News',
  upload_date: '2025-02-05T06:00:00.000Z',
  pdf_url: 'newsletter/download/1',
  size_bytes: 307_200,
};

export interface FakeServer {
  downloads: string[];
}

export function stubNewsletterApi(
  list: Newsletter[] | 'network-error',
  pdfs: Record<string, string> = {},
): FakeServer {
  const server: FakeServer = { downloads: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname.replace(/^\/api\//, '');
      if (list === 'network-error') throw new TypeError('Failed to fetch');
      if (path === 'newsletter/newsletters') return Response.json(list);
      const download = /^newsletter\/download\/(.+)$/.exec(path);
      const text = download?.[1] ? pdfs[download[1]] : undefined;
      if (download?.[1] && text !== undefined) {
        server.downloads.push(download[1]);
        return new Response(text, { headers: { 'Content-Type': 'application/pdf' } });
      }
      return Response.json({ detail: 'Newsletter not found' }, { status: 404 });
    }),
  );
  return server;
}
