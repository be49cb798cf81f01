import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shareText } from '../../../src/features/visitors/pass-format';
import { stubFetch } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import { atNow, guestPass, openVisitors, QR_PNG, setInput } from './support';

const { toDataURL } = vi.hoisted(() => ({ toDataURL: vi.fn() }));
vi.mock('qrcode', () => ({ toDataURL }));

const shareWords =
  'Gatehouse pass for Meena Iyer: code 482913, Tue 24 Nov · 6:00 PM–10:00 PM at Gatehouse, flat A101. Show the code or this QR at the gate.';

beforeEach(() => {
  atNow();
  signInAs(member);
  toDataURL.mockReset();
  toDataURL.mockResolvedValue(QR_PNG);
  stubFetch({
    'visitors/passes': (request) =>
      request.method === 'POST' ? { body: guestPass } : { body: [] },
    'gate/walk-ins': { body: [] },
    'visitors/attendance': { body: [] },
  });
});

const browserApis = ['share', 'canShare'] as const;
afterEach(() => {
  for (const name of browserApis) Reflect.deleteProperty(navigator, name);
});

function give(name: (typeof browserApis)[number], value: unknown): void {
  Object.defineProperty(navigator, name, { configurable: true, value });
}

/** Makes the guest pass through the form and answers the panel that shows it. */
async function createGuestPass() {
  const app = openVisitors();
  const form = within(await app.screen.findByRole('form', { name: 'New pass' }));
  await app.user.type(form.getByLabelText("Visitor's name"), 'Meena Iyer');
  setInput(form.getByLabelText('From'), '18:00');
  setInput(form.getByLabelText('Until'), '22:00');
  await app.user.click(form.getByRole('button', { name: 'Create pass' }));
  const qr = await app.screen.findByRole('img', { name: 'QR code for Meena Iyer' });
  return { app, qr, panel: within(qr.parentElement!) };
}

describe('/visitors a created pass (issue 17)', () => {
  it('shows its 6-digit code large and its QR, drawn from the pass’s signed text', async () => {
    const { qr, panel } = await createGuestPass();
    expect(panel.getByText('482913')).toBeTruthy();
    expect(qr.getAttribute('src')).toBe(QR_PNG);
    expect(toDataURL).toHaveBeenCalledWith('GH1.41.signature', {
      errorCorrectionLevel: 'Q',
      margin: 2,
      width: 280,
    });
  });

  it('says what the visitor needs: who, the code, when in India time, and where', () => {
    expect(shareText(guestPass)).toBe(shareWords);
  });

  it('copies the pass’s text when the browser has no share sheet', async () => {
    const { app, panel } = await createGuestPass();
    expect('share' in navigator).toBe(false);
    await app.user.click(panel.getByRole('button', { name: 'Share' }));
    expect(await panel.findByText(/^Copied the pass/)).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(shareWords);
  });

  it('copies the text with Copy', async () => {
    const { app, panel } = await createGuestPass();
    await app.user.click(panel.getByRole('button', { name: 'Copy' }));
    expect(await panel.findByText(/^Copied the pass/)).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(shareWords);
  });

  it('shares the text with the QR as a PNG where the phone can share files', async () => {
    const share = vi.fn(async () => undefined);
    give('share', share);
    give('canShare', () => true);
    const { app, panel } = await createGuestPass();
    await app.user.click(panel.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const sent = (share.mock.calls[0] as unknown as [ShareData])[0];
    expect(sent.title).toBe('Guest pass for Meena Iyer');
    expect(sent.text).toBe(shareWords);
    expect(sent.files?.[0]?.name).toBe('gatehouse-pass-482913.png');
    expect(sent.files?.[0]?.type).toBe('image/png');
    expect(await panel.findByText('Shared.')).toBeTruthy();
  });

  it('shares the text alone where files cannot be shared, and says nothing when closed', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    give('share', share);
    give('canShare', () => false);
    const { app, panel } = await createGuestPass();
    await app.user.click(panel.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Guest pass for Meena Iyer',
        text: shareWords,
      }),
    );
    expect(panel.queryByText(/^Copied/)).toBeNull();
  });
});
