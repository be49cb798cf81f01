import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, pdfCalls } from './fake-pdf';
import { openViewer } from './viewer-harness';

vi.mock('../../../src/ui/pdf-viewer/pdf-document', () => import('./fake-pdf'));

beforeEach(() => pdfCalls.reset());
afterEach(() => vi.restoreAllMocks());

describe('PDF viewer', () => {
  it('draws every page from the bytes it is given, page 1 first, and marks the first page', async () => {
    performance.clearMarks('pdf-first-page');
    await openViewer();
    const dialog = screen.getByRole('dialog', { name: 'March News' });
    expect(dialog).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Page 1 of 3' })).toBeTruthy();
    await waitFor(() => expect(pdfCalls.drawn).toEqual([1, 2, 3]));
    expect(new TextDecoder().decode(pdfCalls.opened[0])).toBe('%PDF-1.7 march');
    expect(performance.getEntriesByName('pdf-first-page')).toHaveLength(1);
  });

  it('moves focus into the dialog and back to the opener when Close is pressed', async () => {
    const user = await openViewer();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open newsletter' }));
  });

  it('closes on Escape', async () => {
    const user = await openViewer();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('downloads the same bytes under the file name', async () => {
    const downloads = captureDownloads();
    const user = await openViewer();
    await screen.findByRole('img', { name: 'Page 1 of 3' });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.name).toBe('March News.pdf');
    expect(await downloads[0]?.text()).toBe('%PDF-1.7 march');
  });

  it('says why when the bytes cannot be fetched, and offers no Download', async () => {
    await openViewer(async () => {
      throw new Error('Failed to download newsletter');
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to download newsletter');
    expect(screen.getByRole('button', { name: 'Download' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers Download when the bytes are not a PDF pdf.js can read', async () => {
    await openViewer(async () => new TextEncoder().encode('not a pdf').buffer as ArrayBuffer);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This PDF could not be shown. Try Download instead.',
    );
    expect(screen.getByRole('button', { name: 'Download' }).hasAttribute('disabled')).toBe(false);
  });
});
