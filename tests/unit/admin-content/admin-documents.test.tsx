import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApartmentDocument } from '../../../contract/documents/documents';
import AdminDocumentsPage from '../../../src/features/admin-documents/admin-documents-page';
import { reportApiSuccess } from '../../../src/offline/connectivity';
import { renderPage } from '../golf-cart-support';
import { stubFetch } from '../support/fetch';
import { rwa, signInAs } from '../support/render-app';
import { entriesOf, files, nextUpload, stubUploads } from './support';

const lease: ApartmentDocument = {
  id: '5',
  file_name: 'Lease A101.pdf',
  s3_key: 'documents/A101/abc.pdf',
  file_type: 'PDF',
  apartment_number: 'A101',
  upload_timestamp: '2025-03-01T04:30:00.000Z',
  short_url: 'documents/link/5.1.sig',
  short_url_expires_at: '2025-03-01T05:30:00.000Z',
  size_bytes: 2_621_440,
};

beforeEach(() => signInAs(rwa));
afterEach(() => reportApiSuccess());

const open = () => renderPage('/admin/documents', AdminDocumentsPage, undefined, { retry: false });

describe('/admin/documents (SPEC.md §2, §5 Document upload)', () => {
  it('asks for an apartment and a PDF in the words of SPEC.md §5', async () => {
    const sent = stubUploads();
    const app = open();
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByText('Please enter an apartment number')).toBeTruthy();
    expect(app.screen.getByText('Please select a PDF file first')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('cleans the apartment as it is typed and refuses a PNG named .pdf by its bytes', async () => {
    const sent = stubUploads();
    const app = open();
    const apartment = app.screen.getByLabelText('Apartment number') as HTMLInputElement;
    await app.user.type(apartment, 'a-1 01');
    expect(apartment.value).toBe('A101');
    await app.user.upload(app.screen.getByLabelText('Document PDF'), files.pngNamedPdf());
    expect(await app.screen.findByText('Only PDF files are allowed')).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(sent).toHaveLength(0);
  });

  it('uploads with a progress bar, then Manage shows that apartment with the new document', async () => {
    let list: ApartmentDocument[] = [];
    stubFetch({ 'documents/documents/apartment/A101': () => ({ body: list }) });
    const sent = stubUploads();
    const app = open();
    await app.user.type(app.screen.getByLabelText('Apartment number'), 'a101');
    await app.user.upload(app.screen.getByLabelText('Document PDF'), files.pdf('lease.pdf'));
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));

    const upload = await nextUpload(sent);
    expect(upload.path).toBe('documents/documents');
    expect(entriesOf(upload.body)).toEqual({
      apartment_number: 'A101',
      document: 'file:lease.pdf',
    });
    upload.progress(1, 2);
    expect(
      app.screen
        .getByRole('progressbar', { name: 'Uploading document' })
        .getAttribute('aria-valuenow'),
    ).toBe('50');
    list = [lease];
    upload.respond(201, lease);
    expect(await app.screen.findByText('Document uploaded for apartment A101')).toBeTruthy();

    // Manage is open by itself on that apartment, with the new document marked.
    const manage = app.screen.getByRole('region', { name: 'Documents' });
    expect(
      (within(manage).getByLabelText(/^Search by apartment number/) as HTMLInputElement).value,
    ).toBe('A101');
    const row = (await within(manage).findByText('Lease A101.pdf')).closest('li')!;
    expect(within(row).getByText('Added just now')).toBeTruthy();
    expect(within(manage).getByText('Uploaded March 1, 2025 · 2.5 MB')).toBeTruthy();
  });

  it('searches by an apartment forced to uppercase, with its hint, and deletes after confirming', async () => {
    let list = [lease];
    const seen = stubFetch({
      'documents/documents/apartment/A101': () => ({ body: list }),
      'documents/5': () => {
        list = [];
        return { body: { message: 'Deleted' } };
      },
    });
    const app = open();
    await app.user.click(app.screen.getByRole('tab', { name: 'Manage Documents' }));
    const manage = app.screen.getByRole('region', { name: 'Documents' });
    expect(within(manage).getByText('uppercase, no spaces or hyphens, e.g. A101')).toBeTruthy();
    const search = within(manage).getByLabelText(/^Search by apartment number/) as HTMLInputElement;
    await app.user.type(search, 'a 10-1');
    expect(search.value).toBe('A101');
    await app.user.click(within(manage).getByRole('button', { name: 'Search' }));

    await app.user.click(await app.screen.findByRole('button', { name: 'Delete Lease A101.pdf' }));
    const dialog = app.screen.getByRole('alertdialog', { name: 'Delete document?' });
    expect(within(dialog).getByText(/This action cannot be undone/)).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await app.screen.findByText('Document deleted')).toBeTruthy();
    expect(await app.screen.findByText('No documents for apartment A101 yet.')).toBeTruthy();
    expect(seen.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('says the search failed in the words of SPEC.md §8', async () => {
    stubFetch({ 'documents/documents/apartment/B202': { status: 500, body: {} } });
    const app = open();
    await app.user.click(app.screen.getByRole('tab', { name: 'Manage Documents' }));
    await app.user.type(app.screen.getByLabelText(/^Search by apartment number/), 'B202');
    await app.user.click(app.screen.getByRole('button', { name: 'Search' }));
    expect(await app.screen.findByText('Failed to fetch documents')).toBeTruthy();
  });
});
