/** Notices, broadcasts and pages of the notification loop as the tests meet them. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Broadcast } from '../../../contract/notices/broadcasts';
import type { Notification } from '../../../contract/notices/notifications';
import { createQueryClient } from '../../../src/app/query-client';
import { inboxCollection } from '../../../src/features/notifications/inbox-collection';
import { refreshCollection } from '../../../src/offline/collections';
import { db } from '../../../src/offline/db';
import { writeUnread } from '../../../src/offline/kinds/notifications-read';

export function aNotice(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '1',
    kind: 'golf_cart.status',
    category: 'requests',
    title: 'Your golf cart is confirmed',
    body: 'The cart will be at Tower A at 10:30.',
    url: '/about',
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    read_at: null,
    ...overrides,
  };
}

export function aBroadcast(overrides: Partial<Broadcast> = {}): Broadcast {
  return {
    id: '9',
    title: 'Water supply cut',
    body: 'Water will be off in all towers from 14:00 to 18:00 for repairs to the main line.',
    severity: 'emergency',
    created_at: new Date(Date.now() - 10 * 60_000).toISOString(),
    acknowledged: 0,
    recipients: 3,
    acknowledged_by_me: false,
    ...overrides,
  };
}

export async function resetNotifications(): Promise<void> {
  await Promise.all([
    db.cached.clear(),
    db.collections.clear(),
    db.outbox.clear(),
    db.meta.clear(),
  ]);
}

/** The inbox a user saw on an earlier visit, kept on the phone with its unread count. */
export async function saveInbox(
  userId: string,
  notifications: Notification[],
  options: { unread?: number; now?: number } = {},
): Promise<void> {
  const unread = options.unread ?? notifications.filter((item) => !item.read_at).length;
  await refreshCollection(inboxCollection, async () => ({ notifications, unread }), {
    scope: userId,
    now: options.now,
  });
  await writeUnread(userId, unread);
}

/** A few pages of ours in a memory router; any other path lands on "Elsewhere". */
export function renderPages(path: string, pages: Record<string, ComponentType>) {
  const router = createMemoryRouter(
    [
      ...Object.entries(pages).map(([at, Component]) => ({ path: at, Component })),
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user, queryClient, screen };
}

/** A stand-in for `navigator.serviceWorker` that can post messages to the page. */
export function fakeServiceWorker(extra: Record<string, unknown> = {}) {
  const container = Object.assign(new EventTarget(), { startMessages: () => undefined }, extra);
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return {
    container,
    postPush: (payload: unknown = {}) =>
      container.dispatchEvent(new MessageEvent('message', { data: { type: 'push', payload } })),
  };
}

export function removeServiceWorker(): void {
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
