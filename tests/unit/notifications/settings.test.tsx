import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '../../../contract/notices/notifications';
import NotificationSettingsPage from '../../../src/features/notifications/notification-settings-page';
import { stubFetch } from '../support/fetch';
import { member, rwa, signInAs } from '../support/render-app';
import {
  iPhoneSafari,
  publicKey,
  pushCapableBrowser,
  restoreBrowser,
  setStandalone,
  setUserAgent,
  subscriptionJson,
} from './push-browser';
import { renderPages } from './support';

const everythingOn: NotificationPreferences = {
  requests: { inbox: true, push: true },
  community: { inbox: true, push: true },
  lost_found: { inbox: true, push: true },
  documents: { inbox: true, push: true },
  office: { inbox: true, push: true },
  visitors: { inbox: true, push: true },
  dues: { inbox: true, push: true },
};

function preferencesServer() {
  let saved = structuredClone(everythingOn);
  return stubFetch({
    'notifications/preferences': (request) => {
      if (request.method === 'PUT') saved = { ...saved, ...(request.body as object) };
      return { body: saved };
    },
    'push/public-key': { body: { public_key: publicKey } },
    'push/subscriptions': (request) => ({
      body: {
        message:
          request.method === 'DELETE'
            ? 'Notifications are off for this device.'
            : 'Notifications are on for this device.',
      },
    }),
  });
}

const openSettings = () =>
  renderPages('/notifications/settings', { '/notifications/settings': NotificationSettingsPage });

beforeEach(() => signInAs(member));
afterEach(restoreBrowser);

describe('/notifications/settings (issue 14)', () => {
  it('saves a switch at once with PUT of that category, and says so beside it', async () => {
    const seen = preferencesServer();
    const app = openSettings();
    const community = within(await app.screen.findByRole('group', { name: 'Community posts' }));
    await app.user.click(community.getByRole('switch', { name: 'Push to my phone' }));

    expect(await community.findByText('Saved: Community posts, inbox on, push off.')).toBeTruthy();
    const put = seen.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ community: { inbox: true, push: false } });
    expect(community.getByRole('switch', { name: 'Push to my phone' })).toHaveProperty(
      'checked',
      false,
    );
    // A resident never hears of the office's requests.
    expect(app.screen.queryByRole('group', { name: 'New requests for the office' })).toBeNull();
  });

  it('turns push off with the inbox, since nothing is pushed that the inbox does not keep', async () => {
    const seen = preferencesServer();
    const app = openSettings();
    const lost = within(await app.screen.findByRole('group', { name: 'Lost & found' }));
    await app.user.click(lost.getByRole('switch', { name: 'In my inbox' }));
    await lost.findByText('Saved: Lost & found, inbox off, push off.');
    expect(seen.find((request) => request.method === 'PUT')?.body).toEqual({
      lost_found: { inbox: false, push: false },
    });
    expect(lost.getByRole('switch', { name: 'Push to my phone' })).toHaveProperty('disabled', true);
  });

  it('puts a switch back and says why when the server refuses', async () => {
    stubFetch({
      'notifications/preferences': (request) =>
        request.method === 'PUT'
          ? { status: 500, body: { detail: 'Failed to save notification settings' } }
          : { body: everythingOn },
    });
    const app = openSettings();
    const documents = within(await app.screen.findByRole('group', { name: 'Documents' }));
    await app.user.click(documents.getByRole('switch', { name: 'In my inbox' }));
    expect(
      await documents.findByText('Not saved. Failed to save notification settings'),
    ).toBeTruthy();
    expect(documents.getByRole('switch', { name: 'In my inbox' })).toHaveProperty('checked', true);
  });

  it('offers the RWA the office category', async () => {
    signInAs(rwa);
    preferencesServer();
    const app = openSettings();
    expect(
      await app.screen.findByRole('group', { name: 'New requests for the office' }),
    ).toBeTruthy();
  });

  it('explains the Home Screen on an iPhone in Safari, with no button that cannot work', async () => {
    setUserAgent(iPhoneSafari);
    preferencesServer();
    const app = openSettings();
    const section = within(await app.screen.findByRole('region', { name: 'On this phone' }));
    expect(
      section.getByText(
        'On iPhone and iPad, notifications work only in the Gatehouse app on your Home Screen (iOS 16.4 or later).',
      ),
    ).toBeTruthy();
    expect(section.getByText(/Add to Home Screen/)).toBeTruthy();
    expect(section.queryByRole('button')).toBeNull();
  });

  it('explains the Home Screen on an iPhone that has PushManager but is not installed', async () => {
    setUserAgent(iPhoneSafari);
    pushCapableBrowser('default');
    setStandalone(false);
    preferencesServer();
    const app = openSettings();
    const section = within(await app.screen.findByRole('region', { name: 'On this phone' }));
    expect(section.getByText(/Home Screen \(iOS 16\.4 or later\)/)).toBeTruthy();
    expect(section.queryByRole('button')).toBeNull();
  });

  it('says how to allow notifications again after they were refused', async () => {
    pushCapableBrowser('denied');
    preferencesServer();
    const app = openSettings();
    const section = within(await app.screen.findByRole('region', { name: 'On this phone' }));
    expect(
      section.getByText('Notifications are blocked for Gatehouse in this browser.'),
    ).toBeTruthy();
    expect(section.getByText(/set Notifications to Allow/)).toBeTruthy();
    expect(section.queryByRole('button')).toBeNull();
  });

  it('asks permission only on the tap, subscribes with the server key, and turns off again', async () => {
    const browser = pushCapableBrowser('default');
    const seen = preferencesServer();
    const app = openSettings();
    const section = within(await app.screen.findByRole('region', { name: 'On this phone' }));
    const turnOn = await section.findByRole('button', {
      name: 'Turn on notifications on this phone',
    });
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    await app.user.click(turnOn);
    expect(await section.findByRole('status')).toHaveProperty(
      'textContent',
      'Notifications are on for this device.',
    );
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.pushManager.subscribe.mock.calls[0]?.[0];
    expect(options).toMatchObject({ userVisibleOnly: true });
    expect(options?.applicationServerKey).toBeInstanceOf(Uint8Array);
    expect(options?.applicationServerKey).toHaveLength(65);
    const post = seen.find((r) => r.method === 'POST' && r.url.endsWith('push/subscriptions'));
    expect(post?.body).toEqual(subscriptionJson);

    await app.user.click(await section.findByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(section.getByRole('status').textContent).toBe(
        'Notifications are off for this device.',
      ),
    );
    const del = seen.find((r) => r.method === 'DELETE');
    expect(del?.body).toEqual({ endpoint: subscriptionJson.endpoint });
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(
      section.getByRole('button', { name: 'Turn on notifications on this phone' }),
    ).toBeTruthy();
  });
});
