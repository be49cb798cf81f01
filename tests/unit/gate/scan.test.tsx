import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../contract/messages';
import { reportApiFailure } from '../../../src/offline/connectivity';
import { GATE_CHECK_IN_KIND } from '../../../src/offline/kinds';
import { stubFetch } from '../support/fetch';
import { answer, gateRecords, openDesk, resetDesk, saveDeskList } from './desk-support';
import { guestPass, qrFor, snapshot, T0 } from './passes';

/** What the camera shows: the decoder reads this text off its picture. */
const camera = vi.hoisted(() => ({ text: '' }));
vi.mock('../../../src/features/gate/qr-decoder', () => ({
  loadQrDecoder: async () => async () => camera.text,
  preloadQrDecoder: () => undefined,
}));

const track = { stop: vi.fn() };
const getUserMedia = vi.fn(async () => ({ getTracks: () => [track] }));

beforeEach(async () => {
  await resetDesk();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  track.stop.mockClear();
  getUserMedia.mockClear();
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  // jsdom plays no video: a camera that is ready at once.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  stubFetch({}, 'network-error');
  reportApiFailure();
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

async function scan(text: string) {
  camera.text = text;
  await saveDeskList(snapshot());
  const app = await openDesk();
  await app.user.click(app.screen.getByRole('button', { name: 'Scan QR' }));
  return app;
}

describe('scanning a pass at the gate with no network (issue 17)', () => {
  it("opens the back camera, reads the pass, stops the camera and shows the pass's card", async () => {
    const app = await scan(await qrFor(guestPass()));
    const card = within(await app.screen.findByRole('region', { name: 'Pass' }));
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'environment' },
      audio: false,
    });
    expect(track.stop).toHaveBeenCalled();
    expect(card.getByRole('heading', { name: 'Asha Guest' })).toBeTruthy();
    await app.user.click(card.getByRole('button', { name: 'Check in' }));
    expect(answer()?.textContent).toMatch(/^Let in ✓.*Asha Guest.*A101/);
    await waitFor(async () => expect(await gateRecords(GATE_CHECK_IN_KIND)).toHaveLength(1));
  });

  it('calls a pass the saved list does not have yet "Visitor", with its flat from the QR', async () => {
    const app = await scan(await qrFor(guestPass({ id: '99', apartment: 'C303' })));
    const card = within(await app.screen.findByRole('region', { name: 'Pass' }));
    expect(card.getByRole('heading', { name: 'Visitor' })).toBeTruthy();
    expect(card.getByText('C303')).toBeTruthy();
  });

  it('refuses a forged QR at once, and lets nobody in', async () => {
    const forged = (await qrFor(guestPass())).replace('.A101.', '.C303.');
    const app = await scan(forged);
    await waitFor(() => expect(answer()?.textContent).toBe(messages.qrForged));
    expect(answer()?.getAttribute('role')).toBe('alert');
    expect(app.screen.queryByRole('region', { name: 'Pass' })).toBeNull();
    expect(track.stop).toHaveBeenCalled();
  });

  it('stops the camera when the guard cancels the scan', async () => {
    camera.text = '';
    await saveDeskList(snapshot());
    const app = await openDesk();
    await app.user.click(app.screen.getByRole('button', { name: 'Scan QR' }));
    await waitFor(() => expect(getUserMedia).toHaveBeenCalled());
    await app.user.click(app.screen.getByRole('button', { name: 'Cancel scan' }));
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
    expect(app.screen.getByRole('button', { name: 'Scan QR' })).toBeTruthy();
  });
});
