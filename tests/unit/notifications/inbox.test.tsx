import { act, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../contract/notices/notifications';
import NotificationsPage from '../../../src/features/notifications/notifications-page';
import { readCollection } from '../../../src/offline/collections';
import { reportApiFailure, reportApiSuccess } from '../../../src/offline/connectivity';
import { db } from '../../../src/offline/db';
import { drainOutbox } from '../../../src/offline/drain';
import { formatInstantClock } from '../../../src/lib/format-date';
import { inboxCollection } from '../../../src/features/notifications/inbox-collection';
import { readUnread } from '../../../src/offline/kinds/notifications-read';
import { fakeNetwork, reply } from '../offline/helpers';
import { stubFetch } from '../support/fetch';
import { member, renderApp, signInAs } from '../support/render-app';
import { aNotice, renderPages, resetNotifications, saveInbox } from './support';

vi.mock(
  '../../../src/app/pwa/update-prompt',
  async () => (await import('../support/app-mocks')).pwaUpdatePrompt,
);
vi.mock(
  '../../../src/app/pwa/install-banner',
  async () => (await import('../support/app-mocks')).pwaInstallBanner,
);
vi.mock(
  '../../../src/features/about/about-page',
  async () => (await import('../support/app-mocks')).aboutPage,
);

const otherHousehold = {
  ...member,
  id: '9000000004',
  name: 'Chitra Iyer',
  apartmentNumber: 'C303',
};

const cart = aNotice({ id: '2', title: 'Your golf cart is confirmed' });
const lost = aNotice({
  id: '1',
  category: 'lost_found',
  title: 'Someone found keys like yours',
  body: 'Car keys were handed in at Tower B.',
  url: '/lost-and-found',
  created_at: new Date(Date.now() - 3 * 60 * 60_000).toISOString(),
  read_at: new Date(Date.now() - 60 * 60_000).toISOString(),
});

beforeEach(resetNotifications);
afterEach(() => reportApiSuccess());

function offline() {
  stubFetch({ notifications: 'network-error', broadcasts: 'network-error' });
  reportApiFailure();
}

const openInbox = () => renderPages('/notifications', { '/notifications': NotificationsPage });

describe('/notifications, the inbox (issue 14)', () => {
  it('reads offline from the phone with its age, unread ones marked', async () => {
    const savedAt = Date.now() - 10 * 60_000;
    await saveInbox(member.id, [cart, lost], { now: savedAt });
    signInAs(member);
    offline();
    const app = openInbox();

    const list = within(await app.screen.findByRole('list', { name: 'Notifications' }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Unread: Your golf cart is confirmed');
    expect(items[0]?.textContent).toContain('The cart will be at Tower A at 10:30.');
    expect(items[0]?.textContent).toContain('5 min ago');
    expect(items[1]?.textContent).not.toContain('Unread');
    expect(items[1]?.textContent).toContain('3 h ago');
    expect(
      list.getByRole('link', { name: /Your golf cart is confirmed/ }).getAttribute('href'),
    ).toBe('/about');
    expect(
      app.screen.getByText(`Offline — showing what was saved at ${formatInstantClock(savedAt)}`),
    ).toBeTruthy();
    expect(app.screen.getByText('1 unread')).toBeTruthy();
  });

  it("never shows another household's inbox saved on the same phone", async () => {
    await saveInbox(otherHousehold.id, [aNotice({ id: '7', title: 'Documents for C303' })]);
    signInAs(member);
    offline();
    const app = openInbox();
    expect(await app.screen.findByRole('alert')).toBeTruthy();
    expect(app.screen.queryByText(/Documents for C303/)).toBeNull();
  });

  it('marks a tapped notice read at once offline, and sends the mark once when back online', async () => {
    await saveInbox(member.id, [cart, aNotice({ id: '3', title: 'Banquet hall confirmed' })]);
    signInAs(member);
    offline();
    const app = renderApp('/notifications');
    const bar = within(await app.screen.findByRole('banner'));
    await bar.findByRole('link', { name: 'Notifications, 2 unread' });

    await app.user.click(
      await app.screen.findByRole('link', { name: /Your golf cart is confirmed/ }),
    );
    await app.screen.findByRole('heading', { name: 'About Us' });
    // Shown read on this phone before the server knows.
    expect(await bar.findByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy();
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: 'notificationsRead',
      status: 'pending',
      userId: member.id,
    });
    expect(queued[0]?.payload).toEqual({ ids: ['2'] });

    await act(() => app.router.navigate('/notifications'));
    const item = (await app.screen.findByRole('link', { name: /Your golf cart is confirmed/ }))
      .parentElement;
    expect(item?.textContent).not.toContain('Unread');

    // Back online: the drainer sends it, once, with the record id as its Idempotency-Key.
    reportApiSuccess();
    const network = fakeNetwork(reply(200, { unread: 1 }));
    const options = { transport: network.transport, getToken: () => `token-${member.id}` };
    await drainOutbox(options);
    await drainOutbox(options);
    expect(network.requests).toHaveLength(1);
    const [sent] = network.requests;
    expect(sent).toMatchObject({ method: 'POST', path: 'notifications/read' });
    expect(JSON.parse(String(sent?.body))).toEqual({ ids: ['2'] });
    expect(sent?.headers['Idempotency-Key']).toBe(queued[0]?.id);

    // The saved inbox now says so itself, and the record has nothing left to do.
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    const saved = await readCollection(inboxCollection, member.id);
    expect(saved.items.find((notice) => notice.id === '2')?.read_at).not.toBeNull();
    expect(await readUnread(member.id)).toBe(1);
    expect(await bar.findByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('marks everything read with "Mark all read", and says when the server has it', async () => {
    await saveInbox(member.id, [cart, aNotice({ id: '3', title: 'Banquet hall confirmed' }), lost]);
    signInAs(member);
    offline();
    const app = openInbox();
    await app.screen.findByRole('list', { name: 'Notifications' });
    await app.user.click(app.screen.getByRole('button', { name: 'Mark all read' }));

    expect(
      await app.screen.findByText(
        "All marked read on this phone. The server will hear of it when you're online.",
      ),
    ).toBeTruthy();
    const list = within(app.screen.getByRole('list', { name: 'Notifications' }));
    expect(list.queryByText('Unread:', { exact: false })).toBeNull();
    expect((await db.outbox.toArray()).map((record) => record.payload)).toEqual([{ all: true }]);
    // Disabled once the phone's count of unread reaches 0 (a live query, a moment after the line).
    await waitFor(() =>
      expect(app.screen.getByRole('button', { name: 'Mark all read' })).toHaveProperty(
        'disabled',
        true,
      ),
    );

    // Once the server has it, the line says so.
    reportApiSuccess();
    const network = fakeNetwork(reply(200, { unread: 0 }));
    await drainOutbox({ transport: network.transport, getToken: () => `token-${member.id}` });
    expect(await app.screen.findByText('All notifications marked read.')).toBeTruthy();
    expect(JSON.parse(String(network.requests[0]?.body))).toEqual({ all: true });
  });

  it('loads older notices with ?before= and moves focus to the first of them', async () => {
    const page: Notification[] = Array.from({ length: 50 }, (_, i) =>
      aNotice({ id: String(200 - i), title: `Notice ${200 - i}`, read_at: '2025-01-01T00:00:00Z' }),
    );
    const older = [
      aNotice({ id: '150', title: 'An older notice' }),
      aNotice({ id: '149', title: 'The oldest' }),
    ];
    await saveInbox(member.id, page);
    signInAs(member);
    const seen = stubFetch({
      notifications: (request) =>
        request.url.includes('before=')
          ? { body: { notifications: older, unread: 2 } }
          : { body: { notifications: page, unread: 0 } },
    });
    const app = openInbox();
    await app.user.click(await app.screen.findByRole('button', { name: 'Load older' }));

    const first = await app.screen.findByRole('link', { name: /An older notice/ });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(app.screen.getByText('2 older notifications loaded.')).toBeTruthy();
    expect(seen.some((request) => request.url.endsWith('/api/notifications?before=151'))).toBe(
      true,
    );
    // A short page is the end of the inbox.
    expect(app.screen.queryByRole('button', { name: 'Load older' })).toBeNull();
  });
});
