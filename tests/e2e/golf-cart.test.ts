import { describe, expect, it } from 'vitest';
import type { GolfCartRide } from '../../contract/golf-cart/golf-cart';
import { laterTodayInIndia } from './support/golf-cart';
import { demo, signIn } from './support/login';
import { useServerAndBrowser } from './support/lifecycle';

const app = useServerAndBrowser();

/** The estate office's view: every ride on the server, read by the RWA through the API. */
async function ridesOnServer(): Promise<GolfCartRide[]> {
  const phone = demo.rwa.phone;
  const post = (path: string, body: unknown) =>
    fetch(`${app.server.url}/api/rwa/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('rwa-generate-otp', { phone_number: phone })).status).toBe(200);
  const verified = await post('rwa-verify-otp', {
    phone_number: phone,
    otp: await app.server.otpFor(phone),
  });
  const { token } = (await verified.json()) as { token: string };
  const list = await fetch(`${app.server.url}/api/golf-cart/golf-cart/requests`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(list.status).toBe(200);
  return (await list.json()) as GolfCartRide[];
}

describe('a golf-cart request made offline', () => {
  it('is saved on the phone, then reaches the server exactly once when the network returns', async () => {
    const context = await app.browser.newContext({ baseURL: app.server.url });
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, app.server, demo.activeResident);
    await page.goto('/golf-cart');
    await page.getByRole('heading', { name: 'Golf Cart Service' }).waitFor();

    // Cut the page and the service worker alike: setOffline alone leaves the worker online.
    await context.setOffline(true);
    await context.route('**/api/**', (route) => route.abort());

    const comment = `e2e offline ride ${Date.now()}`;
    await page.getByLabel('Pickup location').fill('Tower A lobby');
    await page.getByLabel('Drop-off location').fill('Clubhouse');
    await page.getByLabel('Duration').selectOption('30');
    await page.getByLabel('Time').fill(laterTodayInIndia());
    await page.getByLabel('Comments (optional)').fill(comment);
    await page.getByRole('button', { name: 'Request golf cart' }).click();
    await page.getByText('Saved on this phone — will send when online').first().waitFor();
    expect((await ridesOnServer()).filter((ride) => ride.comments === comment)).toHaveLength(0);

    await context.unroute('**/api/**');
    await context.setOffline(false);
    await page.getByText('Your golf cart request has been sent.').waitFor({ timeout: 30_000 });

    // Give any second sender (the worker's sync, a retry) time to show itself.
    await page.waitForTimeout(2_000);
    const mine = (await ridesOnServer()).filter((ride) => ride.comments === comment);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      pickup_location: 'Tower A lobby',
      dropoff_location: 'Clubhouse',
      duration: 30,
      apartment_number: demo.activeResident.apartment,
      phone_number: demo.activeResident.phone,
    });
    await context.close();
  });
});
