import '../support/layout-mocks';
import { focusManager } from '@tanstack/react-query';
import { act, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../contract/notices/notifications';
import { reportApiSuccess } from '../../../src/offline/connectivity';
import { stubFetch } from '../support/fetch';
import { member, renderApp, rwa, signInAs } from '../support/render-app';
import { aNotice, fakeServiceWorker, removeServiceWorker, resetNotifications } from './support';

const badge = {
  setAppBadge: vi.fn(async () => undefined),
  clearAppBadge: vi.fn(async () => undefined),
};

beforeEach(async () => {
  await resetNotifications();
  Object.assign(navigator, badge);
  badge.setAppBadge.mockClear();
  badge.clearAppBadge.mockClear();
});
afterEach(() => {
  removeServiceWorker();
  reportApiSuccess();
});

/** A server whose inbox holds `state.unread` unread notices. */
function inboxServer(state: { unread: number }) {
  return stubFetch({
    notifications: () => {
      const notifications: Notification[] = Array.from({ length: state.unread }, (_, i) =>
        aNotice({ id: String(i + 1) }),
      );
      return { body: { notifications, unread: state.unread } };
    },
    broadcasts: { body: [] },
  });
}

const bar = async (app: ReturnType<typeof renderApp>) =>
  within(await app.screen.findByRole('banner'));

describe('the notification bell (issue 14)', () => {
  it('links to /notifications and says how many are unread, and badges the app icon', async () => {
    const state = { unread: 3 };
    inboxServer(state);
    signInAs(member);
    const app = renderApp('/');
    const bell = await (await bar(app)).findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    await waitFor(() => expect(badge.setAppBadge).toHaveBeenCalledWith(3));
  });

  it('asks again every 30 s while the app is open', async () => {
    // "Open": TanStack skips the interval while its focus manager thinks the page is hidden,
    // which jsdom's events from earlier tests can leave it believing.
    focusManager.setFocused(true);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const state = { unread: 1 };
    const seen = inboxServer(state);
    signInAs(member);
    const app = renderApp('/');
    const top = await bar(app);
    await top.findByRole('link', { name: 'Notifications, 1 unread' });
    const asked = () => seen.filter((request) => request.url.includes('/notifications')).length;
    // The count shows before the first refresh has settled (it is written to IndexedDB first). A
    // tick while a refresh is still running joins it instead of asking again: let it settle.
    while (app.queryClient.isFetching() > 0) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
    const before = asked();

    state.unread = 4;
    await act(async () => {
      vi.advanceTimersByTime(29_000);
    });
    expect(asked()).toBe(before);
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    // waitFor polls with setInterval: give it the real one back.
    vi.useRealTimers();
    // The answer goes through IndexedDB before the bell reads it: slow on a busy machine.
    expect(
      await top.findByRole('link', { name: 'Notifications, 4 unread' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(asked()).toBe(before + 1);
    focusManager.setFocused(undefined);
  });

  it('asks at once when the service worker reports a push, and clears the badge at 0', async () => {
    const worker = fakeServiceWorker();
    const state = { unread: 2 };
    inboxServer(state);
    signInAs(member);
    const app = renderApp('/');
    const top = await bar(app);
    await top.findByRole('link', { name: 'Notifications, 2 unread' });

    state.unread = 0;
    act(() => {
      worker.postPush({ title: 'Read elsewhere' });
    });
    expect(await top.findByRole('link', { name: 'Notifications' })).toBeTruthy();
    await waitFor(() => expect(badge.clearAppBadge).toHaveBeenCalled());
  });

  it('is in the admin bar too, and not there for visitors', async () => {
    inboxServer({ unread: 1 });
    signInAs(rwa);
    const app = renderApp('/');
    expect(
      await (await bar(app)).findByRole('link', { name: 'Notifications, 1 unread' }),
    ).toBeTruthy();
  });

  it('is not shown to a visitor', async () => {
    inboxServer({ unread: 1 });
    const app = renderApp('/');
    await app.screen.findByRole('heading', { name: 'Welcome home' });
    expect(app.screen.queryByRole('link', { name: /^Notifications/ })).toBeNull();
  });
});
