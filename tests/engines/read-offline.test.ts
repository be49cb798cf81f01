/**
 * Reading with the server gone, in Firefox and WebKit: a resident signs in by OTP, opens the
 * tenders and the inbox once, and with the server stopped the shell, the tenders and the inbox
 * all load again from the phone (no Background Sync or offline switch is needed for reading).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { demo, rwaToken } from '../e2e/support/login';
import { engines, useBrowser, workerControls } from './support/engines';
import { useEstate } from './support/estate';
import { signIn } from './support/sign-in';

const estate = useEstate();
const tender = 'Housekeeping services contract'; // seeded
const notice = `Water off in Tower A ${Date.now()}`;
const offlineLabel = /^Offline — showing what was saved at \d{2}:\d{2}$/;

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
});
