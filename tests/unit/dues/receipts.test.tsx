import { cleanup, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { forgetPrivatePapers, getFile } from '../../../src/offline/files';
import { pdfCalls, textOf } from '../pdf-viewer/fake-pdf';
import { member, signInAs } from '../support/render-app';
import { openDues, resetDues, saveDues, someDues } from './support';

vi.mock('../../../src/ui/pdf-viewer/pdf-document', () => import('../pdf-viewer/fake-pdf'));
vi.mock('qrcode', () => ({ toDataURL: vi.fn(async () => 'data:image/png;base64,iVBORw0KGgo=') }));

/** The flat's dues and its receipt's PDF, as the server answers them, or no network at all. */
function stubDuesApi(online: boolean) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname.replace(/^\/api\//, '');
      asked.push(path);
      if (!online) throw new TypeError('Failed to fetch');
      if (path === 'dues/my') return Response.json(someDues());
      if (path === 'dues/receipts/7.pdf') {
        return new Response('%PDF-1.7 receipt 12', {
          headers: { 'Content-Type': 'application/pdf' },
        });
      }
      return Response.json({ detail: 'Not found' }, { status: 404 });
    }),
  );
  return asked;
}

beforeEach(async () => {
  await resetDues();
  pdfCalls.reset();
  signInAs(member);
});
afterEach(() => {
  reportApiSuccess();
  vi.restoreAllMocks();
});

const receiptButton = async (app: ReturnType<typeof openDues>) =>
  within(await app.screen.findByRole('list', { name: 'Your payments' })).getByRole('button', {
    name: 'Receipt GH/R/2026-27/000012',
  });

describe('dues receipts (issue 33)', () => {
  it("opens a confirmed payment's receipt in the viewer and keeps it on the phone", async () => {
    const asked = stubDuesApi(true);
    const app = openDues();
    await app.user.click(await receiptButton(app));
    expect(
      await app.screen.findByRole('dialog', { name: 'Receipt GH/R/2026-27/000012' }),
    ).toBeTruthy();
    await app.screen.findByRole('img', { name: 'Page 1 of 3' });
    expect(asked).toContain('dues/receipts/7.pdf');
    expect(textOf(pdfCalls.opened[0])).toBe('%PDF-1.7 receipt 12');
    await waitFor(async () => expect(await getFile('receipt:7')).toBeDefined());
    expect(await app.screen.findByText('Saved on this phone for offline reading.')).toBeTruthy();
  });

  it('opens the kept receipt with no network, and says one not kept needs a connection', async () => {
    stubDuesApi(true);
    const first = openDues();
    await first.user.click(await receiptButton(first));
    await waitFor(async () => expect(await getFile('receipt:7')).toBeDefined());
    cleanup();

    const asked = stubDuesApi(false);
    reportApiFailure();
    pdfCalls.reset();
    const app = openDues();
    await app.screen.findByText(/^Offline — showing what was saved/);
    await app.user.click(await receiptButton(app));
    await app.screen.findByRole('img', { name: 'Page 1 of 3' });
    expect(textOf(pdfCalls.opened[0])).toBe('%PDF-1.7 receipt 12');
    expect(asked).not.toContain('dues/receipts/7.pdf');
    cleanup();

    // Signed out: the flat's dues and receipts leave the phone.
    await forgetPrivatePapers();
    expect(await getFile('receipt:7')).toBeUndefined();
    await saveDues(someDues(), Date.now());
    const again = openDues();
    const button = await receiptButton(again);
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(
      again.screen.getByText(
        'This receipt is not saved on this phone yet. Connect to the internet to open it.',
      ),
    ).toBeTruthy();
  });
});
