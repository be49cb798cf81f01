/**
 * Apartment documents (SPEC.md §5, §7 Documents; DESIGN.md §6 Files): only their apartment and
 * the RWA read them, the PDF leaves the server only through a signed link that expires, and a
 * link that was changed, forged or outlived its hour opens nothing and says nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApartmentDocument } from '../../contract/documents/documents';
import { messages } from '../../contract/messages';
import { documentFileName } from '../../server/domains/documents/handlers';
import { uploadRules } from '../../contract/platform/uploads';
import {
  buildContent,
  del,
  get,
  multipart,
  namesIn,
  padded,
  pdf,
  png,
  postForm,
  storedFiles,
} from './content-support';
import type { ContentApp } from './content-support';

let t: ContentApp;
let invoice: ApartmentDocument;
beforeAll(async () => {
  t = await buildContent();
  invoice = (await upload(' a-101 ', pdf('Invoice A101'), 'Invoice March.pdf')).json();
});
afterAll(() => t.close());

function upload(apartment: string, bytes: Buffer, name = 'paper.pdf', token = t.rwa) {
  return postForm(
    t,
    '/api/documents/documents',
    multipart({ apartment_number: apartment }, [{ field: 'document', name, bytes }]),
    token,
  );
}

/** Names in the private store (the data dir's private-files/, or the private bucket). */
const privateFiles = (): Promise<string[]> => namesIn(t.app.privateFiles);

const open = (shortUrl: string) => get(t, `/api/${shortUrl}`);
const listOf = async (url: string, token: string) =>
  (await get(t, url, token)).json<ApartmentDocument[]>();

describe('uploading a document', () => {
  it('stores the PDF privately for the apartment as typed, cleaned', () => {
    expect(invoice).toEqual({
      id: expect.stringMatching(/^\d+$/),
      file_name: 'Invoice March.pdf',
      s3_key: expect.stringMatching(/^documents\/A101\/[\w-]{22}\.pdf$/),
      file_type: 'PDF',
      apartment_number: 'A101',
      upload_timestamp: t.clock.now().toISOString(),
      short_url: expect.stringMatching(/^documents\/link\/\d+\.\d+\.[0-9a-f]{32}\.[\w-]{43}$/),
      short_url_expires_at: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
      size_bytes: expect.any(Number),
    });
  });

  it('never puts a document in the public store', async () => {
    const stored = invoice.s3_key.split('/').pop() ?? '';
    expect(await privateFiles()).toContain(stored);
    expect(await storedFiles(t)).not.toContain(stored);
    expect((await get(t, `/api/files/${stored}`, t.member)).statusCode).toBe(404);
  });

  it('refuses a member uploading or deleting', async () => {
    expect((await upload('A101', pdf(), 'x.pdf', t.member)).statusCode).toBe(403);
    expect((await del(t, `/api/documents/${invoice.id}`, t.member)).statusCode).toBe(403);
  });

  it('refuses a PNG named .pdf, a missing file and a missing apartment, storing nothing', async () => {
    const before = await privateFiles();
    const renamed = await upload('A101', await png(), 'scan.pdf');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json<{ detail: string }>().detail).toBe(messages.documentPdfOnly);

    const noFile = await postForm(
      t,
      '/api/documents/documents',
      multipart({ apartment_number: 'A101' }),
      t.rwa,
    );
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json<{ detail: string }>().detail).toBe(messages.documentPdfRequired);

    const noApartment = await upload(' - ', pdf());
    expect(noApartment.statusCode).toBe(400);
    expect(noApartment.json<{ detail: string }>().detail).toContain(
      messages.documentApartmentRequired,
    );
    expect(await privateFiles()).toEqual(before);
  });

  it('refuses a PDF over the limit without storing it', async () => {
    const before = await privateFiles();
    const response = await upload('A101', padded(pdf(), uploadRules.pdf.maxBytes + 1));
    expect(response.statusCode).toBe(413);
    expect(await privateFiles()).toEqual(before);
  });

  it('keeps the file’s own name without its folders, or none', () => {
    expect(documentFileName('C:\\Users\\meera\\Lease A101.pdf')).toBe('Lease A101.pdf');
    expect(documentFileName('../../etc/passwd')).toBe('passwd');
    expect(documentFileName('  ')).toBeNull();
    expect(documentFileName('..')).toBeNull();
    expect(documentFileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(200);
  });
});

describe('who may list an apartment’s documents (BOLA)', () => {
  it('shows A101 its own documents on both paths, newest first', async () => {
    const later = (await upload('A101', pdf('Parking'), 'Parking.pdf')).json<ApartmentDocument>();
    for (const url of [
      '/api/documents/apartment/A101',
      '/api/documents/documents/apartment/a101',
    ]) {
      const ids = (await listOf(url, t.member)).map((document) => document.id);
      expect(ids.slice(0, 2)).toEqual([later.id, invoice.id]);
    }
  });

  it('refuses C303 the documents of A101 however the apartment is written', async () => {
    for (const apartment of ['A101', 'a101', 'A-101', 'a%20101']) {
      for (const path of ['documents/apartment', 'documents/documents/apartment']) {
        const response = await get(t, `/api/${path}/${apartment}`, t.otherMember);
        expect(response.statusCode, `${path}/${apartment}`).toBe(403);
        expect(response.json<{ detail: string }>().detail).toBe(messages.documentsOtherApartment);
      }
    }
  });

  it('lets the RWA search any apartment, and a stranger none', async () => {
    expect((await listOf('/api/documents/documents/apartment/A101', t.rwa)).length).toBeGreaterThan(
      0,
    );
    expect(await listOf('/api/documents/documents/apartment/Z999', t.rwa)).toEqual([]);
    expect((await get(t, '/api/documents/apartment/A101')).statusCode).toBe(401);
  });
});

describe('short links', () => {
  it('open the PDF inline, without a session, never cached', async () => {
    const response = await open(invoice.short_url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="Invoice March.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuse a link with its id, expiry or signature changed, saying nothing more', async () => {
    const c303 = (await upload('C303', pdf('C303'), 'C303.pdf')).json<ApartmentDocument>();
    const parts = invoice.short_url.replace('documents/link/', '').split('.');
    const [id, expires, session, signature] = parts;
    const otherSession = (session ?? '').replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const forged = [
      `${c303.id}.${expires}.${session}.${signature}`, // A101's signature on C303's paper
      `${id}.${Number(expires) + 86_400}.${session}.${signature}`, // a longer life
      `${id}.${expires}.${otherSession}.${signature}`, // someone else's session
      `${id}.${expires}.${session}.${signature?.slice(0, -1)}${signature?.endsWith('A') ? 'B' : 'A'}`,
      `${id}.${expires}.${signature}`,
      `${id}.${expires}`,
      `${id}`,
    ];
    for (const token of forged) {
      const response = await open(`documents/link/${token}`);
      expect(response.statusCode, token).toBe(403);
      expect(response.json()).toEqual({ detail: messages.documentLinkInvalid });
    }
    // A path trick is not a link either.
    expect((await open('documents/link/..%2F..%2Ffiles')).statusCode).toBe(404);
  });

  it('stop working once expired, while a fresh list gives a fresh one', async () => {
    const listed = (await listOf('/api/documents/apartment/A101', t.member)).find(
      (document) => document.id === invoice.id,
    );
    t.clock.advance(3_600_000 + 1_000);
    try {
      const expired = await open(listed?.short_url ?? '');
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual({ detail: messages.documentLinkInvalid });
      const fresh = (await listOf('/api/documents/apartment/A101', t.member)).find(
        (document) => document.id === invoice.id,
      );
      expect((await open(fresh?.short_url ?? '')).statusCode).toBe(200);
    } finally {
      t.clock.advance(-(3_600_000 + 1_000));
    }
  });
});

describe('deleting a document', () => {
  it('removes the row, the file, and every link to it', async () => {
    const paper = (await upload('A101', pdf('Old'), 'Old.pdf')).json<ApartmentDocument>();
    const stored = paper.s3_key.split('/').pop() ?? '';
    const response = await del(t, `/api/documents/${paper.id}`, t.rwa);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.deleted });
    expect(await privateFiles()).not.toContain(stored);
    expect((await open(paper.short_url)).statusCode).toBe(404);
    const again = await del(t, `/api/documents/${paper.id}`, t.rwa);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: messages.documentNotFound });
  });
});
