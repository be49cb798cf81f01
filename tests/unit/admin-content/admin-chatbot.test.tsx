import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AssistantFile } from '../../../contract/assistant/assistant';
import AdminChatbotPage from '../../../src/features/admin-chatbot/admin-chatbot-page';
import { reportApiSuccess } from '../../../src/offline/connectivity';
import { renderPage } from '../golf-cart-support';
import { stubFetch } from '../support/fetch';
import { rwa, signInAs } from '../support/render-app';
import { files, nextUpload, stubUploads } from './support';

const rules: AssistantFile = {
  id: '3',
  file_name: 'Society Rules.pdf',
  pages: 8,
  passages: 30,
  size_bytes: 40_960,
  uploaded_at: '2025-03-01T04:30:00.000Z',
};

beforeEach(() => signInAs(rwa));
afterEach(() => reportApiSuccess());

const open = () => renderPage('/admin/chatbot', AdminChatbotPage, undefined, { retry: false });

describe('/admin/chatbot (SPEC.md §2, §5 Chatbot upload)', () => {
  it('sends several PDFs at once in the field files, then lists them', async () => {
    let list: AssistantFile[] = [];
    stubFetch({ 'qaAgent/files': () => ({ body: list }) });
    const sent = stubUploads();
    const app = open();
    expect(await app.screen.findByText(/No documents yet/)).toBeTruthy();
    await app.user.upload(app.screen.getByLabelText('PDF files'), [
      files.pdf('rules.pdf'),
      files.pdf('parking.pdf'),
    ]);
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    const upload = await nextUpload(sent);
    expect(upload.path).toBe('qaAgent/upload-pdf/');
    expect(upload.body?.getAll('files').map((file) => (file as File).name)).toEqual([
      'rules.pdf',
      'parking.pdf',
    ]);
    list = [rules];
    upload.respond(201, { message: '2 files uploaded', files: [rules] });
    expect(await app.screen.findByText('2 files uploaded')).toBeTruthy();
    const listed = within(await app.screen.findByRole('list', { name: 'Assistant documents' }));
    expect(listed.getByText('Society Rules.pdf')).toBeTruthy();
    expect(listed.getByText(/8 pages · 40 KB · uploaded March 1, 2025/)).toBeTruthy();
  });

  it('asks for a PDF, and names a file that is not one, before uploading', async () => {
    stubFetch({ 'qaAgent/files': { body: [] } });
    const sent = stubUploads();
    const app = open();
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByText('Please select at least one PDF file')).toBeTruthy();
    await app.user.upload(app.screen.getByLabelText('PDF files'), [
      files.pdf('rules.pdf'),
      files.pngNamedPdf(),
    ]);
    await app.user.click(app.screen.getByRole('button', { name: 'Upload' }));
    expect(await app.screen.findByText('x.pdf: Only PDF files are allowed')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('removes a document after the confirmation', async () => {
    let list = [rules];
    stubFetch({
      'qaAgent/files': () => ({ body: list }),
      'qaAgent/files/3': () => {
        list = [];
        return { body: { message: 'Deleted' } };
      },
    });
    const app = open();
    await app.user.click(
      await app.screen.findByRole('button', { name: 'Remove Society Rules.pdf' }),
    );
    const dialog = app.screen.getByRole('alertdialog', { name: 'Remove document?' });
    expect(within(dialog).getByText(/This action cannot be undone/)).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await app.screen.findByText('Document removed')).toBeTruthy();
    expect(await app.screen.findByText(/No documents yet/)).toBeTruthy();
  });
});
