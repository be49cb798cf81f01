import { cleanup, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApartmentDocument } from '../../../contract/documents/documents';
import DocumentsPage from '../../../src/features/documents/documents-page';
import { savedDocumentsSettled } from '../../../src/features/documents/use-saved-documents';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { db } from '../../../src/offline/db';
import { getFile, saveFile } from '../../../src/offline/files';
import { renderPage } from '../golf-cart-support';
import { captureDownloads, pdfBytes, pdfCalls, textOf } from '../pdf-viewer/fake-pdf';
import { stubFetch } from '../support/fetch';
import { member, signInAs } from '../support/render-app';

vi.mock('../../../src/ui/pdf-viewer/pdf-document', () => import('../pdf-viewer/fake-pdf'));

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

const invoice = (): ApartmentDocument => ({
  id: '11',
  file_name: 'Maintenance invoice A101.pdf',
  s3_key: 'documents/A101/abc.pdf',
  file_type: 'PDF',
  apartment_number: 'A101',
  upload_timestamp: '2025-03-09T20:00:00.000Z', // 10 March in India
  short_url: 'documents/link/11.999.sig',
  short_url_expires_at: inAnHour(),
  size_bytes: 2048,
});

const unnamed = (): ApartmentDocument => ({
  ...invoice(),
  id: '12',
  file_name: null,
  s3_key: 'documents/A101/Xb3Q-lease.pdf',
  file_type: '',
  short_url: 'documents/link/12.999.sig',
});

/** The resident's list and each PDF behind its short link, as the server answers them. */
function stubDocumentsApi(list: ApartmentDocument[] | 'network-error') {
  const pdfs: Record<string, string> = {
    'documents/link/11.999.sig': '%PDF-1.7 invoice',
    'documents/link/12.999.sig': '%PDF-1.7 lease',
  };
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname.replace(/^\/api\//, '');
      asked.push(path);
      if (list === 'network-error') throw new TypeError('Failed to fetch');
      if (path === 'documents/apartment/A101') return Response.json(list);
      const pdf = pdfs[path];
      if (pdf) return new Response(pdf, { headers: { 'Content-Type': 'application/pdf' } });
      return Response.json({ detail: 'Not found' }, { status: 404 });
    }),
  );
  return asked;
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  pdfCalls.reset();
  signInAs(member);
});
afterEach(async () => {
  cleanup();
  await savedDocumentsSettled();
  reportApiSuccess();
  vi.restoreAllMocks();
});

const openPage = () => renderPage('/documents', DocumentsPage, '/documents', { retry: false });

async function cardOf(app: ReturnType<typeof openPage>, name: string) {
  return within(await app.screen.findByRole('listitem', { name }));
}

describe('/documents (SPEC.md §2 My Documents)', () => {
  it("asks for the resident's own apartment and shows name, type and upload date", async () => {
    const asked = stubDocumentsApi([invoice(), unnamed()]);
    const app = openPage();
    const card = await cardOf(app, 'Maintenance invoice A101.pdf');
    expect(card.getByText('PDF · Uploaded March 10, 2025')).toBeTruthy();
    // No file name: the last segment of its key; no type: PDF.
    expect((await cardOf(app, 'Xb3Q-lease.pdf')).getByText(/^PDF · Uploaded/)).toBeTruthy();
    expect(asked[0]).toBe('documents/apartment/A101');
  });

  it('says there are none, and whom to ask', async () => {
    stubDocumentsApi([]);
    const app = openPage();
    expect(
      await app.screen.findByText(
        'No documents found. Please contact the RWA office for your documents.',
      ),
    ).toBeTruthy();
  });

  it('says the list failed to load in the words of SPEC.md §8', async () => {
    stubFetch({ 'documents/apartment/A101': { status: 500, body: {} } });
    const app = openPage();
    expect(
      await app.screen.findByText('Failed to load documents. Please try again later.'),
    ).toBeTruthy();
  });

  it('opens the short link in a new tab on Download', async () => {
    stubDocumentsApi([invoice()]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const app = openPage();
    const card = await cardOf(app, 'Maintenance invoice A101.pdf');
    await app.user.click(card.getByRole('button', { name: 'Download' }));
    expect(open).toHaveBeenCalledWith('/api/documents/link/11.999.sig', '_blank', 'noopener');
  });

  it('alerts when a document has no download link', async () => {
    stubDocumentsApi([{ ...invoice(), short_url: '' }]);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const app = openPage();
    const card = await cardOf(app, 'Maintenance invoice A101.pdf');
    await app.user.click(card.getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Unable to download document. Download URL not available.',
      ),
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('keeps every listed PDF on the phone and drops one no longer listed', async () => {
    await saveFile('document:99', pdfBytes('removed'), 'application/pdf');
    stubDocumentsApi([invoice(), unnamed()]);
    const app = openPage();
    const card = await cardOf(app, 'Maintenance invoice A101.pdf');
    expect(await card.findByText('Saved on this phone for offline reading.')).toBeTruthy();
    await waitFor(async () => expect(await getFile('document:12')).toBeDefined());
    expect(textOf((await getFile('document:11'))?.bytes)).toBe('%PDF-1.7 invoice');
    expect(await getFile('document:99')).toBeUndefined();
  });

  it('views and downloads the saved copy with no network', async () => {
    stubDocumentsApi([invoice()]);
    const first = openPage();
    const card = await cardOf(first, 'Maintenance invoice A101.pdf');
    await card.findByText('Saved on this phone for offline reading.');
    cleanup();
    await savedDocumentsSettled();

    stubDocumentsApi('network-error');
    reportApiFailure();
    const downloads = captureDownloads();
    const app = openPage();
    expect(await app.screen.findByText(/^Offline — showing what was saved/)).toBeTruthy();
    const offline = await cardOf(app, 'Maintenance invoice A101.pdf');
    await app.user.click(offline.getByRole('button', { name: 'View' }));
    expect(
      await app.screen.findByRole('dialog', { name: 'Maintenance invoice A101.pdf' }),
    ).toBeTruthy();
    await app.screen.findByRole('img', { name: 'Page 1 of 3' });
    expect(textOf(pdfCalls.opened[0])).toBe('%PDF-1.7 invoice');
    await app.user.click(app.screen.getByRole('button', { name: 'Close' }));

    await app.user.click(offline.getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(downloads.map((d) => d.name)).toEqual(['Maintenance invoice A101.pdf']),
    );
    expect(await downloads[0]?.text()).toBe('%PDF-1.7 invoice');
  });
});
