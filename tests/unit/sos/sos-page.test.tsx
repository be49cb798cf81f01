import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SosAlert } from '../../../contract/gate/sos';
import { messages } from '../../../contract/messages';
import { gatePhone } from '../../../contract/platform/estate';
import SosPage from '../../../src/features/sos/sos-page';
import { ARMED_MS } from '../../../src/features/sos/sos-button';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { stubFetch } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import { renderPage } from '../golf-cart-support';

const raised: SosAlert = {
  id: '7',
  apartment: 'A101',
  name: 'Asha Rao',
  phone: '9000000002',
  raised_at: '2026-11-24T12:00:00.000Z',
  state: 'raised',
  acknowledged_by: null,
  acknowledged_at: null,
};
const answered: SosAlert = {
  ...raised,
  state: 'acknowledged',
  acknowledged_by: 'Ramesh Kumar',
  acknowledged_at: '2026-11-24T12:01:00.000Z',
};

beforeEach(() => {
  localStorage.clear();
  reportApiSuccess();
  signInAs(member);
});

const openSos = (path = '/sos') => renderPage(path, SosPage, '/sos', { retry: false });
const callLink = (app: ReturnType<typeof openSos>) =>
  app.screen.getByRole('link', { name: `Call the gate: ${gatePhone.display}` });

describe('/sos, the resident’s SOS (issue 34)', () => {
  it('raises nothing on the first press: it asks to confirm, and Cancel goes back', async () => {
    const seen = stubFetch({ sos: { status: 201, body: raised } });
    const app = openSos();
    await app.user.click(app.screen.getByRole('button', { name: 'SOS' }));
    expect(app.screen.getByText('Send an SOS to the gate and the RWA?')).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'Cancel' }));
    expect(app.screen.getByRole('button', { name: 'SOS' })).toBeTruthy();
    expect(seen.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('disarms by itself if the second step does not come within ten seconds', async () => {
    stubFetch({});
    vi.useFakeTimers();
    try {
      const app = openSos();
      act(() => app.screen.getByRole('button', { name: 'SOS' }).click());
      expect(app.screen.getByRole('button', { name: 'Send SOS now' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(ARMED_MS));
      expect(app.screen.queryByRole('button', { name: 'Send SOS now' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends on confirm, with an Idempotency-Key, then shows "On my way" once a guard answers', async () => {
    let current = raised;
    const seen = stubFetch({
      sos: { status: 201, body: raised },
      'sos/7': () => ({ body: current }),
    });
    const app = openSos();
    await app.user.click(app.screen.getByRole('button', { name: 'SOS' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Send SOS now' }));
    await app.screen.findByText('SOS sent');
    const post = seen.find((request) => request.method === 'POST');
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    current = answered;
    await app.screen.findByText('On my way', undefined, { timeout: 5_000 });
    expect(app.screen.getByText(/Ramesh Kumar from the gate answered at 5:31 PM/)).toBeTruthy();
  });

  it('shows the SOS this phone raised earlier, and its notice’s link', async () => {
    stubFetch({ 'sos/7': { body: answered } });
    const app = openSos('/sos?id=7');
    await app.screen.findByText('On my way');
    await app.user.click(app.screen.getByRole('button', { name: 'Done' }));
    expect(app.screen.getByRole('button', { name: 'SOS' })).toBeTruthy();
  });

  it('offers the gate’s phone, not a queue, when there is no network', async () => {
    const seen = stubFetch({}, 'network-error');
    act(() => reportApiFailure());
    const app = openSos();
    expect(
      app.screen.getByText(
        'No network: an SOS cannot reach the gate from this phone. Call the gate instead.',
      ),
    ).toBeTruthy();
    expect(callLink(app).getAttribute('href')).toBe(gatePhone.href);
    expect(app.screen.queryByRole('button', { name: 'SOS' })).toBeNull();
    expect(seen).toEqual([]);
  });

  it('offers the gate’s phone while a raised SOS waits and the network goes', async () => {
    stubFetch({ 'sos/7': { body: raised } });
    const app = openSos('/sos?id=7');
    await app.screen.findByText('SOS sent');
    act(() => reportApiFailure());
    expect(callLink(app).getAttribute('href')).toBe(gatePhone.href);
    expect(app.screen.getByText('SOS sent')).toBeTruthy();
  });

  it('offers the gate’s phone when the SOS did not get through', async () => {
    stubFetch({ sos: 'network-error' });
    const app = openSos();
    await app.user.click(app.screen.getByRole('button', { name: 'SOS' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Send SOS now' }));
    // The failed call also tells the app it is offline: the same honest fallback.
    await waitFor(() => expect(callLink(app).getAttribute('href')).toBe(gatePhone.href));
    act(() => reportApiSuccess());
    expect(app.screen.getByText(messages.sosFailed)).toBeTruthy();
    expect(app.screen.getByRole('button', { name: 'Try the SOS again' })).toBeTruthy();
  });
});
