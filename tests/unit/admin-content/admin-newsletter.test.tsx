import { act, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Newsletter } from '../../../contract/content/newsletters';
import AdminNewsletterPage from '../../../src/features/admin-newsletter/admin-newsletter-page';
import { reportApiSuccess } from '../../../src/offline/connectivity';
import { renderPage } from '../golf-cart-support';
import { stubFetch } from '../support/fetch';
import { rwa, signInAs } from '../support/render-app';
import { entriesOf, files, nextUpload, stubUploads } from './support';

const march: Newsletter = {
  id: '7',
  title: 'March 2025',
  upload_date: '2025-03-01T04:30:00.000Z',
  pdf_url: 'newsletter/download/7',
  size_bytes: 2_621_440,
};

beforeEach(() => signInAs(rwa));
afterEach(() => reportApiSuccess());

const open = () =>
  renderPage('/admin/newsletter', AdminNewsletterPage, undefined, { retry: false });

describe('/admin/newsletter (SPEC.md §2, §5 Newsletter)', () => {
  it('asks for a title and a PDF in the words of SPEC.md §5, stating the 10 MB limit', async () => {
    stubFetch({ 'newsletter/newsletters': { body: [] } });
    const sent = stubUploads();
    const app = open();
    expect(app.screen.getByText('PDF, max 10 MB')).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByText('Title is required')).toBeTruthy();
    expect(app.screen.getByText('Please select a PDF file to upload')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('refuses a PNG named x.pdf by its bytes, and a PDF over 10 MB, before uploading', async () => {
    stubFetch({ 'newsletter/newsletters': { body: [] } });
    const sent = stubUploads();
    const app = open();
    await app.user.type(app.screen.getByLabelText('Title'), 'April 2025');
    await app.user.upload(app.screen.getByLabelText('Newsletter PDF'), files.pngNamedPdf());
    expect(await app.screen.findByText('Please select a valid PDF file')).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    await app.user.upload(app.screen.getByLabelText('Newsletter PDF'), files.tooBigPdf());
    expect(await app.screen.findByText('The PDF must be 10 MB or smaller')).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(app.screen.getByText('The PDF must be 10 MB or smaller')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('sends the title and the PDF with a progress bar, then shows it marked in the list with the result in view', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let list: Newsletter[] = [];
    stubFetch({ 'newsletter/newsletters': () => ({ body: list }) });
    const sent = stubUploads();
    const app = open();
    await app.user.type(app.screen.getByLabelText('Title'), '  March 2025 ');
    await app.user.upload(app.screen.getByLabelText('Newsletter PDF'), files.pdf('march.pdf'));
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));

    const upload = await nextUpload(sent);
    expect(upload.method).toBe('POST');
    expect(upload.path).toBe('newsletter/newsletters');
    expect(entriesOf(upload.body)).toEqual({ title: 'March 2025', pdf: 'file:march.pdf' });
    upload.progress(3, 4);
    expect(
      app.screen
        .getByRole('progressbar', { name: 'Uploading newsletter' })
        .getAttribute('aria-valuenow'),
    ).toBe('75');
    list = [march];
    upload.respond(201, march);
    // The result stays past SPEC.md §4's 3 s banner, and the new item is marked.
    expect(await app.screen.findByText('Newsletter uploaded: “March 2025”.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(10_000));
    expect(app.screen.getByRole('status').textContent).toContain(
      'Newsletter uploaded: “March 2025”.',
    );

    // Manage is open by itself, with the new newsletter marked.
    const manage = app.screen.getByRole('region', { name: 'Newsletters' });
    const row = (await within(manage).findByText('March 2025')).closest('li')!;
    expect(within(row).getByText('Added just now')).toBeTruthy();
    expect(within(manage).getByText('Uploaded March 1, 2025 · 2.5 MB')).toBeTruthy();
  });

  it("shows the server's detail when it refuses the upload", async () => {
    stubFetch({ 'newsletter/newsletters': { body: [] } });
    const sent = stubUploads();
    const app = open();
    await app.user.type(app.screen.getByLabelText('Title'), 'April');
    await app.user.upload(app.screen.getByLabelText('Newsletter PDF'), files.pdf());
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    (await nextUpload(sent)).respond(413, { detail: 'The upload is too large' });
    expect((await app.screen.findByRole('alert')).textContent).toBe('The upload is too large');
  });

  it('deletes after the confirmation, then the list reloads', async () => {
    let list = [march];
    stubFetch({
      'newsletter/newsletters': () => ({ body: list }),
      'newsletter/newsletters/7': () => {
        list = [];
        return { body: { message: 'Deleted' } };
      },
    });
    const app = open();
    await app.user.click(app.screen.getByRole('tab', { name: 'Manage Newsletters' }));
    await app.user.click(await app.screen.findByRole('button', { name: 'Delete March 2025' }));
    const dialog = app.screen.getByRole('alertdialog', { name: 'Delete newsletter?' });
    expect(within(dialog).getByText(/This action cannot be undone/)).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await app.screen.findByText(/^Newsletter deleted: “/)).toBeTruthy();
    expect(await app.screen.findByText('No newsletters yet.')).toBeTruthy();
  });

  it('says the list failed to load in the words of SPEC.md §8', async () => {
    stubFetch({ 'newsletter/newsletters': { status: 500, body: {} } });
    const app = open();
    await app.user.click(app.screen.getByRole('tab', { name: 'Manage Newsletters' }));
    expect(
      await app.screen.findByText('Failed to load newsletters. Please try again later.'),
    ).toBeTruthy();
  });
});
