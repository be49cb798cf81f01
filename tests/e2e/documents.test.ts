import { describe, expect, it } from 'vitest';
import type { ApartmentDocument } from '../../contract/documents/documents';
import {
  apiGet,
  cutNetwork,
  pdfBytes,
  restoreNetwork,
  serviceWorkerControls,
} from './support/content';
import { useServerAndBrowser } from './support/lifecycle';
import { demo, rwaToken, signedIn } from './support/login';
import { storedSession } from './support/session';

const app = useServerAndBrowser();

describe('an apartment document', () => {
  it('is uploaded by the RWA for A101, read there online and offline, and never reaches C303', async () => {
    const name = `Sale deed A101 ${Date.now()}`;
    const rwa = await signedIn(app.browser, app.server, demo.rwa);
    await rwa.page.goto('/admin/documents');
    await rwa.page.getByLabel('Apartment number', { exact: true }).fill('a-101');
    await rwa.page.getByLabel('Document PDF').setInputFiles({
      name: `${name}.pdf`,
      mimeType: 'application/pdf',
      buffer: pdfBytes(name),
    });
    await rwa.page.getByRole('button', { name: 'Upload' }).click();
    await rwa.page.getByText('Document uploaded for apartment A101').waitFor({ timeout: 20_000 });
    await rwa.page.getByRole('tab', { name: 'Manage Documents' }).click();
    await rwa.page.getByText(`${name}.pdf`).waitFor();
    await rwa.context.close();

    const token = await rwaToken(app.server);
    const [uploaded] = (
      await apiGet<ApartmentDocument[]>(app.server, 'documents/documents/apartment/A101', token)
    ).filter((document) => document.file_name === `${name}.pdf`);
    expect(uploaded?.apartment_number).toBe('A101');

    // The A101 resident reads it in the viewer, and its short link opens the PDF in a new tab.
    const { context, page } = await signedIn(app.browser, app.server, demo.activeResident);
    await page.goto('/documents');
    const card = page.getByRole('listitem', { name: `${name}.pdf` });
    await card.getByText('Saved on this phone for offline reading.').waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: 'View' }).click();
    const viewer = page.getByRole('dialog', { name: `${name}.pdf` });
    await viewer.getByRole('img', { name: /^Page 1 of 1/ }).waitFor({ timeout: 20_000 });
    await viewer.getByRole('button', { name: 'Close' }).click();

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      card.getByRole('button', { name: 'Download' }).click(),
    ]);
    await tab.waitForURL(/\/api\/documents\/link\/\d+\.\d+\.[0-9a-f]{32}\.[\w-]{43}$/);
    await tab.close();

    // With no network at all, the list and the PDF still open from the phone.
    await serviceWorkerControls(page);
    await cutNetwork(context);
    await page.reload();
    await page.getByText(/^Offline — showing what was saved at \d{1,2}:\d{2} [AP]M$/).waitFor();
    await card.getByRole('button', { name: 'View' }).click();
    await viewer.getByRole('img', { name: /^Page 1 of 1/ }).waitFor({ timeout: 20_000 });
    await restoreNetwork(context);
    await context.close();

    // C303 never sees it: not on the page, not through the API, not by guessing the link.
    const other = await signedIn(app.browser, app.server, demo.otherResident);
    await other.page.goto('/documents');
    await other.page.getByRole('heading', { name: 'My Documents' }).waitFor();
    await other.page.getByText(/Maintenance invoice C303/).waitFor({ timeout: 20_000 });
    expect(await other.page.getByText(name).count()).toBe(0);
    const otherToken = (await storedSession(other.page))?.token ?? '';
    for (const path of ['documents/apartment/A101', 'documents/documents/apartment/A101']) {
      const response = await fetch(`${app.server.url}/api/${path}`, {
        headers: { authorization: `Bearer ${otherToken}` },
      });
      expect(response.status, path).toBe(403);
    }
    const [id, expires, session] = (uploaded?.short_url ?? '')
      .replace('documents/link/', '')
      .split('.');
    const guessed = await fetch(
      `${app.server.url}/api/documents/link/${id}.${expires}.${session}.${'A'.repeat(43)}`,
    );
    expect(guessed.status).toBe(403);
    await other.context.close();
  });
});
