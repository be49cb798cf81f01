import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { PushOfferCard, usePushOffer } from '../../../src/ui/push-offer';
import { stubFetch } from '../support/fetch';
import { member, signInAs } from '../support/render-app';
import {
  iPhoneSafari,
  publicKey,
  pushCapableBrowser,
  restoreBrowser,
  setUserAgent,
  subscriptionJson,
} from './push-browser';
import { renderPages } from './support';

/** A form whose request succeeds on a tap, as golf cart and banquet report success. */
function RequestPage() {
  const [sent, setSent] = useState(false);
  const offer = usePushOffer(sent);
  return (
    <>
      <h1>Request</h1>
      <button type="button" onClick={() => setSent(true)}>
        Send request
      </button>
      <PushOfferCard offer={offer} />
      <p>{offer.waiting ? 'Waiting for an answer' : 'Free to move on'}</p>
    </>
  );
}

const question = { name: 'Get told when the RWA answers?' };
const openRequest = () => renderPages('/request', { '/request': RequestPage });

beforeEach(() => {
  signInAs(member);
  stubFetch({
    'push/public-key': { body: { public_key: publicKey } },
    'push/subscriptions': { body: { message: 'Notifications are on for this device.' } },
  });
});
afterEach(restoreBrowser);

describe('the offer of notifications after a first request (issue 14)', () => {
  it('is never made on page load, only once a request succeeded, and asks nothing by itself', async () => {
    const browser = pushCapableBrowser('default');
    const app = openRequest();
    await app.screen.findByRole('heading', { name: 'Request' });
    expect(app.screen.queryByRole('region', question)).toBeNull();

    await app.user.click(app.screen.getByRole('button', { name: 'Send request' }));
    expect(await app.screen.findByRole('region', question)).toBeTruthy();
    expect(app.screen.getByText('Waiting for an answer')).toBeTruthy();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
  });

  it('turns notifications on with the shared subscribe code', async () => {
    const browser = pushCapableBrowser('default');
    const app = openRequest();
    await app.user.click(await app.screen.findByRole('button', { name: 'Send request' }));
    await app.user.click(await app.screen.findByRole('button', { name: 'Turn on' }));

    const result = await app.screen.findByText('Notifications are on for this device.');
    expect(document.activeElement).toBe(result);
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(browser.subscription.toJSON()).toEqual(subscriptionJson);
    expect(app.screen.getByText('Free to move on')).toBeTruthy();
  });

  it('remembers "Not now" on the phone and does not ask again', async () => {
    pushCapableBrowser('default');
    const first = openRequest();
    await first.user.click(await first.screen.findByRole('button', { name: 'Send request' }));
    await first.user.click(await first.screen.findByRole('button', { name: 'Not now' }));
    const result = await first.screen.findByText(/No notifications for now\./);
    expect(result.textContent).toContain('You can turn them on any time in Notification Settings.');
    expect(document.activeElement).toBe(result);
    cleanup();

    const second = openRequest();
    await second.user.click(await second.screen.findByRole('button', { name: 'Send request' }));
    expect(second.screen.queryByRole('region', question)).toBeNull();
    expect(second.screen.getByText('Free to move on')).toBeTruthy();
  });

  it('is never offered where it cannot work (an iPhone in Safari)', async () => {
    setUserAgent(iPhoneSafari);
    const app = openRequest();
    await app.user.click(await app.screen.findByRole('button', { name: 'Send request' }));
    expect(app.screen.queryByRole('region', question)).toBeNull();
  });
});
