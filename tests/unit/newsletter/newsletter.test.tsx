import { cleanup, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NewsletterPage from '../../../src/features/newsletter/newsletter-page';
import { newslettersCollection } from '../../../src/features/newsletter/newsletters-collection';
import { keepOfflineSettled } from '../../../src/features/newsletter/use-keep-offline';
import { refreshCollection } from '../../../src/offline/collections';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { db } from '../../../src/offline/db';
import { getFile, saveFile } from '../../../src/offline/files';
import { renderPage } from '../golf-cart-support';
import { captureDownloads, pdfBytes, pdfCalls, textOf } from '../pdf-viewer/fake-pdf';
import { february, march, stubNewsletterApi } from './support';

vi.mock('../../../src/ui/pdf-viewer/pdf-document', () => import('../pdf-viewer/fake-pdf'));

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  pdfCalls.reset();
});
afterEach(async () => {
  // A sync still saving would write into the next test's empty database.
  cleanup();
  await keepOfflineSettled();
  reportApiSuccess();
  vi.restoreAllMocks();
});

const openPage = () => renderPage('/newsletter', NewsletterPage, '/newsletter', { retry: false });
const pdfs = { '2': '%PDF-1.7 march', '1': '%PDF-1.7 february' };

async function cardOf(app: ReturnType<typeof openPage>, title: string) {
  return within(await app.screen.findByRole('listitem', { name: title }));
}

describe('/newsletter (SPEC.md §2)', () => {
  it('shows each newsletter as a card with its title and month-year', async () => {
    stubNewsletterApi([march, february], pdfs);
    const app = openPage();
    expect((await cardOf(app, 'March News')).getByText('March 2025')).toBeTruthy();
    expect((await cardOf(app, 'February News')).getByText('February 2025')).toBeTruthy();
    expect(
      (await cardOf(app, 'February News')).getByRole('switch', { name: 'Keep offline (300 KB)' }),
    ).toBeTruthy();
  });

  it('keeps the latest newsletter offline by default, and only that one', async () => {
    const server = stubNewsletterApi([february, march], pdfs);
    const app = openPage();
    const latest = await cardOf(app, 'March News');
    expect(
      (latest.getByRole('switch', { name: 'Keep offline (1.2 MB)' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(await latest.findByText('Saved on this phone for offline reading.')).toBeTruthy();
    expect(textOf((await getFile('newsletter:2'))?.bytes)).toBe('%PDF-1.7 march');
    const older = await cardOf(app, 'February News');
    expect((older.getByRole('switch') as HTMLInputElement).checked).toBe(false);
    expect(await getFile('newsletter:1')).toBeUndefined();
    expect(server.downloads).toEqual(['2']);
  });

  it('deletes the saved PDF when Keep offline is turned off, and does not fetch it again', async () => {
    const server = stubNewsletterApi([march], pdfs);
    const app = openPage();
    const card = await cardOf(app, 'March News');
    await card.findByText('Saved on this phone for offline reading.');
    await app.user.click(card.getByRole('switch'));
    await waitFor(async () => expect(await getFile('newsletter:2')).toBeUndefined());
    expect((card.getByRole('switch') as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(server.downloads).toEqual(['2']);
  });

  it('saves an older newsletter when the resident keeps it', async () => {
    stubNewsletterApi([march, february], pdfs);
    const app = openPage();
    const older = await cardOf(app, 'February News');
    await app.user.click(older.getByRole('switch'));
    expect(await older.findByText('Saved on this phone for offline reading.')).toBeTruthy();
    expect(textOf((await getFile('newsletter:1'))?.bytes)).toBe('%PDF-1.7 february');
  });

  it('drops the saved PDF of a newsletter gone from the list', async () => {
    await saveFile('newsletter:9', pdfBytes('removed'), 'application/pdf');
    stubNewsletterApi([march], pdfs);
    openPage();
    await waitFor(async () => expect(await getFile('newsletter:9')).toBeUndefined());
  });

  it('opens the kept copy in the viewer offline; the others say they need a connection', async () => {
    await refreshCollection(newslettersCollection, async () => [march, february]);
    await saveFile('newsletter:2', pdfBytes('kept march'), 'application/pdf');
    stubNewsletterApi('network-error');
    reportApiFailure();
    const app = openPage();
    expect(await app.screen.findByText(/^Offline — showing what was saved/)).toBeTruthy();

    const older = await cardOf(app, 'February News');
    expect(older.getByRole('button', { name: 'View PDF' }).hasAttribute('disabled')).toBe(true);
    expect(
      older.getByText(
        'This newsletter is not saved on this phone. Connect to the internet to open it.',
      ),
    ).toBeTruthy();

    const latest = await cardOf(app, 'March News');
    await app.user.click(latest.getByRole('button', { name: 'View PDF' }));
    expect(await app.screen.findByRole('dialog', { name: 'March News' })).toBeTruthy();
    expect(await app.screen.findByRole('img', { name: 'Page 1 of 3' })).toBeTruthy();
    expect(textOf(pdfCalls.opened[0])).toBe('%PDF-1.7 kept march');
  });

  it('fetches a PDF that is not kept from the server when viewed online', async () => {
    stubNewsletterApi([march, february], pdfs);
    const app = openPage();
    const older = await cardOf(app, 'February News');
    await app.user.click(older.getByRole('button', { name: 'View PDF' }));
    await app.screen.findByRole('img', { name: 'Page 1 of 3' });
    expect(textOf(pdfCalls.opened[0])).toBe('%PDF-1.7 february');
  });

  it('downloads the PDF as <title>.pdf', async () => {
    const downloads = captureDownloads();
    stubNewsletterApi([march], pdfs);
    const app = openPage();
    const card = await cardOf(app, 'March News');
    await app.user.click(card.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toBe('March News.pdf');
    expect(await downloads[0]?.text()).toBe('%PDF-1.7 march');
  });

  it('says the newsletters failed to load when nothing is saved and the fetch fails', async () => {
    stubNewsletterApi('network-error');
    const app = openPage();
    expect((await app.screen.findByRole('alert')).textContent).toBe(
      'Failed to load newsletters. Please try again later.',
    );
  });
});
