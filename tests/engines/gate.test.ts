/**
 * The gate desk on an iPad-like engine (WebKit), with the server gone: WebKit has no
 * `BarcodeDetector` and this machine no camera, so "Scan QR" says why it cannot and asks for
 * the pass code; the guard types it, lets the guest in, and once the server is back it has the
 * entry exactly once.
 */
import { describe, expect, it } from 'vitest';
import type { Visit, VisitorPass } from '../../contract/gate/visitors';
import { CAMERA_FAILED } from '../../src/features/gate/qr-scanner';
import { demo, rwaToken } from '../e2e/support/login';
import { sleep, until } from './support/driver';
import { useBrowser, waitForPath, webkit, workerControls } from './support/engines';
import { useEstate, type Estate } from './support/estate';
import { guard, signIn } from './support/sign-in';

const estate = useEstate();

async function api<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${estate.url}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** A guest pass for the next hours, made by a resident through the API. */
async function guestPass(on: Estate, name: string): Promise<VisitorPass> {
  const { phone, apartment } = demo.activeResident;
  const post = (path: string, body: unknown) =>
    fetch(`${on.url}/api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('generate-otp', { phone_number: phone, apartment_number: apartment });
  const verified = await post('verify-otp', {
    phone_number: phone,
    apartment_number: apartment,
    otp: await on.server.otpFor(phone),
  });
  const { token } = (await verified.json()) as { token: string };
  const hour = 60 * 60_000;
  return api<VisitorPass>('visitors/passes', token, {
    kind: 'guest',
    name,
    valid_from: new Date(Date.now() - hour).toISOString(),
    valid_until: new Date(Date.now() + 6 * hour).toISOString(),
  });
}

describe('the gate desk in WebKit', () => {
  const browser = useBrowser(webkit, () => estate.url);

  it('with no scanner and the server gone, lets a guest in by code; the server has it once', async () => {
    const { page } = browser;
    const name = `Asha Guest ${Date.now()}`;
    const pass = await guestPass(estate, name);
    await signIn(page, estate, guard);
    await waitForPath(page, (path) => path === '/gate');
    // The desk as a guard has it before the signal goes: today's list saved and searchable.
    await page.fill({ label: 'Search name or flat' }, name);
    await page.waitFor({ text: name });
    await page.fill({ label: 'Search name or flat' }, '');
    await workerControls(page);

    await estate.down();
    await page.click({ role: 'button', name: 'Scan QR' });
    await page.waitFor({ text: CAMERA_FAILED });
    await page.fill({ label: 'Pass code' }, pass.code);
    await page.click({ role: 'button', name: 'Find pass' });
    await page.click({ role: 'button', name: 'Check in' });
    expect(await page.text({ role: 'status', name: /Let in ✓/ })).toContain(pass.apartment);

    await estate.up();
    const rwa = await rwaToken(estate.server);
    const visits = async () =>
      (await api<{ visits: Visit[] }>('visitors/visits', rwa)).visits.filter(
        (visit) => visit.pass_id === pass.id,
      );
    await until(
      'the entry on the server',
      async () => ((await visits()).length > 0 ? true : undefined),
      60_000,
    );
    await sleep(2_000); // a second sender (a retry, a reload) would show itself by now
    expect(await visits()).toHaveLength(1);
  });
});
