import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../../contract';
import { callApi } from '../../../src/api/client';
import { OFFLINE_MESSAGE } from '../../../src/app/layout/offline-banner';
import { reportApiSuccess } from '../../../src/offline/connectivity';
import { stubFetch } from '../support/fetch';
import { member, renderApp, signInAs } from '../support/render-app';
import '../support/layout-mocks';

const ping = defineEndpoint({
  method: 'GET',
  path: 'ping',
  access: 'public',
  response: z.object({ ok: z.boolean() }),
  failure: 'Failed',
});

async function openHome() {
  const app = renderApp('/');
  await app.screen.findByRole('heading', { name: 'Welcome home' });
  // The page's own requests settle first: an answer arriving after the 'offline' event would
  // rightly count as proof of a connection and hide the banner again.
  await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
  return app;
}

const banner = (app: Awaited<ReturnType<typeof openHome>>) =>
  app.screen.queryByText(OFFLINE_MESSAGE);

afterEach(() => {
  // The signal is app-wide: leave it online for the next test.
  act(() => {
    window.dispatchEvent(new Event('online'));
    reportApiSuccess();
  });
});

describe('offline banner', () => {
  it('shows when the browser goes offline and hides when it comes back', async () => {
    const app = await openHome();
    expect(banner(app)).toBeNull();
    act(() => void window.dispatchEvent(new Event('offline')));
    await waitFor(() => expect(banner(app)?.closest('[role="status"]')).toBeTruthy());
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(banner(app)).toBeNull());
  });

  it('shows when a request to our API gets no answer and hides on the next answer', async () => {
    const app = await openHome();
    let down = true;
    stubFetch({ ping: () => (down ? 'network-error' : { body: { ok: true } }) });
    await act(() => callApi(ping).catch(() => undefined));
    await waitFor(() => expect(banner(app)).toBeTruthy());
    down = false;
    await act(() => callApi(ping));
    await waitFor(() => expect(banner(app)).toBeNull());
  });

  it('counts an HTTP error as an answer: the API is reachable', async () => {
    const app = await openHome();
    stubFetch({ ping: 'network-error' });
    await act(() => callApi(ping).catch(() => undefined));
    await waitFor(() => expect(banner(app)).toBeTruthy());
    stubFetch({ ping: { status: 503, body: { detail: 'Busy' } } });
    await act(() => callApi(ping).catch(() => undefined));
    await waitFor(() => expect(banner(app)).toBeNull());
  });

  it('stays away from the SOS page, whose only offline word is the gate’s phone', async () => {
    signInAs(member);
    stubFetch({
      notifications: { body: { notifications: [], unread: 0 } },
      broadcasts: { body: [] },
    });
    const app = renderApp('/sos');
    await app.screen.findByRole('heading', { name: 'SOS', level: 1 }, { timeout: 5000 });
    act(() => void window.dispatchEvent(new Event('offline')));
    await app.screen.findByRole('link', { name: /^Call the gate: / });
    expect(app.screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
  });
});
