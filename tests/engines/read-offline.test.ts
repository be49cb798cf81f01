/**
 * Reading with the server gone, in Firefox and WebKit: a resident signs in by OTP, opens the
 * tenders and the inbox once, and with the server stopped the shell, the tenders and the inbox
 * all load again from the phone (no Background Sync or offline switch is needed for reading).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { persistenceText } from '../../src/features/offline-data/stored-data-section';
import { pushTexts } from '../../src/features/notifications/push-section';
import { NO_BACKGROUND_SYNC_NOTE } from '../../src/features/offline-data/outbox-section';
import { demo, rwaToken } from '../e2e/support/login';
import { engines, useBrowser, workerControls } from './support/engines';
import { useEstate } from './support/estate';
import { signIn } from './support/sign-in';

const estate = useEstate();
const tender = 'Housekeeping services contract'; // seeded
const notice = `Water off in Tower A ${Date.now()}`;
const offlineLabel = /^Offline — showing what was saved at \d{1,2}:\d{2} [AP]M$/;

beforeAll(async () => {
  // Something in every resident's inbox: a notice from the RWA.
  const response = await fetch(`${estate.url}/api/broadcasts`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await rwaToken(estate.server)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ title: notice, body: 'From 10:00 to 12:00.', severity: 'info' }),
  });
  expect(response.status).toBe(201);
});

/**
 * What each engine lacks, and what the app says for it: Firefox has Web Push in a tab but asks
 * the user before keeping data (an answer the app does not wait for); WebKit outside the Home
 * Screen has no Web Push at all and no way to ask or to say whether data is kept.
 */
const differences = {
  firefox: { push: pushTexts.turnOn, storage: persistenceText(false) },
  webkit: { push: pushTexts.unsupported, storage: persistenceText(null) },
};

describe.each(engines)('in $title', (engine) => {
  const browser = useBrowser(engine, () => estate.url);

  it('signs in by OTP, then reads the shell, the tenders and the inbox with the server gone', async () => {
    const { page } = browser;
    await signIn(page, estate, demo.activeResident);
    await page.goto('/tenders');
    await page.waitFor({ role: 'button', name: tender });
    await page.waitFor({ text: 'Updated just now' });
    await page.goto('/notifications');
    await page.waitFor({ text: notice });
    await workerControls(page);

    await estate.down();
    await page.goto('/tenders');
    await page.waitFor({ role: 'button', name: tender });
    await page.waitFor({ text: offlineLabel });
    await page.click({ role: 'button', name: tender });
    await page.waitFor({ text: 'Please collect tender documents from the estate office.' });

    await page.goto('/notifications');
    await page.waitFor({ text: notice });
    await page.waitFor({ text: offlineLabel });
    expect(await page.text()).toContain('Notifications');
    await estate.up();
  });

  it('says what this engine cannot do: push, keeping data, sending in the background', async () => {
    const { page } = browser;
    await page.goto('/notifications/settings');
    await page.waitFor({ text: differences[engine.name].push });
    await page.goto('/offline-data');
    await page.waitFor({ text: differences[engine.name].storage });
    await page.waitFor({ text: NO_BACKGROUND_SYNC_NOTE });
  });
});
