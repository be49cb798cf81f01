/** Newsletters (SPEC.md §2 /newsletter, §5 Admin: content, §7 Newsletters): PDFs members read and keep. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import type { Newsletter } from '../../contract/content/newsletters';
import {
  buildContent,
  countRows,
  del,
  get,
  multipart,
  pdf,
  postForm,
  storedFiles,
} from './content-support';
import type { ContentApp } from './content-support';

let t: ContentApp;
beforeAll(async () => {
  t = await buildContent();
});
afterAll(() => t.close());

const upload = (fields: Record<string, string>, bytes = pdf(), token = t.rwa) =>
  postForm(
    t,
    '/api/newsletter/newsletters',
    multipart(fields, [{ field: 'pdf', name: 'issue.pdf', bytes }]),
    token,
  );
const list = async () =>
  (await get(t, '/api/newsletter/newsletters', t.member)).json<Newsletter[]>();

describe('who may read and publish newsletters', () => {
  it('refuses a stranger the list and the download', async () => {
    expect((await get(t, '/api/newsletter/newsletters')).statusCode).toBe(401);
    expect((await get(t, '/api/newsletter/download/1')).statusCode).toBe(401);
  });

  it('refuses a member an upload and a delete', async () => {
    expect((await upload({ title: 'Mine' }, pdf(), t.member)).statusCode).toBe(403);
    expect((await del(t, '/api/newsletter/newsletters/1', t.member)).statusCode).toBe(403);
  });
});

describe('publishing a newsletter', () => {
  it('answers it with its date, download path and size', async () => {
    const bytes = pdf('March news');
    const response = await upload({ title: 'March 2030' }, bytes);
    expect(response.statusCode).toBe(201);
    const letter = response.json<Newsletter>();
    expect(letter).toEqual({
      id: expect.stringMatching(/^\d+$/),
      title: 'March 2030',
      upload_date: t.clock.now().toISOString(),
      pdf_url: `newsletter/download/${letter.id}`,
      size_bytes: bytes.length,
    });
  });

  it('needs a title ("Title and PDF file are required")', async () => {
    for (const fields of [{}, { title: '  ' }] as Record<string, string>[]) {
      const response = await upload(fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: `title: ${messages.newsletterFieldsRequired}` });
    }
  });

  it('needs the PDF', async () => {
    const rows = await countRows(t.db, 'newsletters');
    const form = multipart({ title: 'No file' });
    const response = await postForm(t, '/api/newsletter/newsletters', form, t.rwa);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: messages.newsletterFieldsRequired });
    expect(await countRows(t.db, 'newsletters')).toBe(rows);
  });

  it('lists newest first, as an array', async () => {
    t.clock.advance(86_400_000);
    const newest = (await upload({ title: 'April 2030' })).json<Newsletter>();
    const letters = await list();
    expect(letters[0]).toEqual(newest);
    const dates = letters.map((letter) => letter.upload_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('downloading', () => {
  it('sends the very bytes uploaded, as an attachment named after the title', async () => {
    const bytes = pdf('Diwali special');
    const letter = (await upload({ title: 'Diwali special' }, bytes)).json<Newsletter>();
    const response = await get(t, `/api/${letter.pdf_url}`, t.member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Diwali special.pdf"',
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, max-age=0');
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('names a non-ASCII title with filename* in UTF-8, and keeps slashes out', async () => {
    const letter = (await upload({ title: 'दिवाली 2030 / "Special"' })).json<Newsletter>();
    const response = await get(t, `/api/${letter.pdf_url}`, t.member);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="______ 2030 - -Special-.pdf"; ` +
        `filename*=UTF-8''${encodeURIComponent('दिवाली 2030 - -Special-.pdf')}`,
    );
  });

  it('answers 404 for a newsletter that does not exist', async () => {
    const response = await get(t, '/api/newsletter/download/987654', t.member);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: messages.newsletterNotFound });
  });
});

describe('deleting a newsletter', () => {
  it('removes the row and the PDF', async () => {
    const letter = (await upload({ title: 'Old issue' })).json<Newsletter>();
    const before = await storedFiles(t);
    const response = await del(t, `/api/newsletter/newsletters/${letter.id}`, t.rwa);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.deleted });
    expect((await list()).map((item) => item.id)).not.toContain(letter.id);
    expect((await storedFiles(t)).length).toBe(before.length - 1);
    expect((await get(t, `/api/${letter.pdf_url}`, t.member)).statusCode).toBe(404);
  });

  it('answers 404 for a newsletter that does not exist', async () => {
    const response = await del(t, '/api/newsletter/newsletters/987654', t.rwa);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: messages.newsletterNotFound });
  });
});
