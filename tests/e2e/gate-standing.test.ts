/**
 * Standing approvals and plates at the gate (issue 34), in real Chromium on 360 px phones: A101
 * pre-approves Swiggy deliveries and registers a car on their own screens; the guard's desk, its
 * network cut, lets a Swiggy delivery in with one tap and looks the car's plate up (typed any
 * way) and lets it in; an unknown plate goes to the walk-in form. When the network returns each
 * entry reaches the server exactly once, and A101's inbox says so.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Visit } from '../../contract/gate/visitors';
import type { Notification } from '../../contract/notices/notifications';
import type { Vehicle } from '../../contract/vehicles/vehicles';
import { apiGet, cutNetwork, restoreNetwork } from './support/content';
import { guardDesk } from './support/gate-desk';
import { useServerAndBrowser } from './support/lifecycle';
import { demo, rwaToken, signedIn } from './support/login';
import { storedSession } from './support/session';

const app = useServerAndBrowser();
const phone = { viewport: { width: 360, height: 740 } };

/** A plate no other run has used: HR 26 <two letters> <four digits>. */
function freshPlate(): { typed: string; display: string } {
  const letters = String.fromCharCode(65 + Math.floor(Math.random() * 26), 66 + (Date.now() % 24));
  const digits = String(Date.now() % 10_000).padStart(4, '0');
  return { typed: `hr26${letters.toLowerCase()}${digits}`, display: `HR 26 ${letters} ${digits}` };
}

/** Any Swiggy or Zomato delivery, every day, all day (so the test runs at any hour). */
async function approveDeliveries(page: Page): Promise<void> {
  await page.goto('/visitors');
  await page.getByRole('button', { name: 'New standing approval' }).click();
  const form = page.getByRole('form', { name: 'New standing approval' });
  await form.getByRole('radio', { name: 'Delivery' }).check();
  await form.getByRole('checkbox', { name: 'Swiggy' }).check();
  await form.getByRole('checkbox', { name: 'Zomato' }).check();
  await form.getByLabel('From', { exact: true }).fill('00:00');
  await form.getByLabel('Until', { exact: true }).fill('23:59');
  await form.getByRole('button', { name: 'Save standing approval' }).click();
  await page.getByText('Saved. The gate will let them in without calling you.').waitFor();
  await page
    .getByText('Swiggy, Zomato · Every day · 12:00 AM–11:59 PM · until stopped')
    .first()
    .waitFor();
}

async function registerCar(page: Page, plate: string): Promise<void> {
  await page.goto('/vehicles');
  const form = page.getByRole('form', { name: 'Register a vehicle' });
  await form.getByLabel('Plate number').fill(plate);
  await form.getByLabel('Colour (optional)').fill('White');
  await form.getByRole('button', { name: 'Register vehicle' }).click();
  await page.getByText('Vehicle registered. The gate will know it.').waitFor();
}

describe('the desk with its network cut', () => {
  it('lets a Swiggy delivery in under a standing approval and a car in by its plate, each reaching the server once', async () => {
    const started = new Date().toISOString();
    const resident = await signedIn(app.browser, app.server, demo.activeResident, phone);
    const plate = freshPlate();
    await approveDeliveries(resident.page);
    await registerCar(resident.page, plate.display);
    const token = (await storedSession(resident.page))?.token ?? '';

    const desk = await guardDesk(app.browser, app.server);
    const { page } = desk;
    const standing = page.getByRole('region', { name: 'Standing approvals' });
    await standing.getByLabel('Flat with a standing approval').fill('a101');
    const swiggy = standing.getByRole('button', { name: 'Let in Swiggy for flat A101' }).first();
    await swiggy.waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await cutNetwork(desk.context);
    await swiggy.click();
    const letIn = standing.getByRole('status').filter({ hasText: 'Let in ✓' });
    await letIn.waitFor();
    expect(await letIn.textContent()).toContain('Swiggy delivery · Flat A101');

    const vehicle = page.getByRole('region', { name: 'Vehicle' });
    await vehicle.getByLabel('Plate number').fill(plate.typed);
    await vehicle.getByText(`Flat A101 · Car · White`).waitFor();
    await vehicle.getByRole('button', { name: `Let in ${plate.display}` }).click();
    await vehicle
      .getByRole('status')
      .filter({ hasText: `Let in ✓ ${plate.display} · Flat A101` })
      .waitFor();

    // A plate nobody registered: ask who they visit, as for any walk-in.
    await vehicle.getByLabel('Plate number').fill('KA 05 MN 0001');
    await vehicle.getByText('KA 05 MN 0001: not registered').waitFor();
    await vehicle.getByRole('button', { name: 'Record as walk-in' }).click();
    await page.getByLabel("Visitor's name").waitFor();
    // The plate the guard read goes with the question, so the flat knows the car.
    expect(await page.getByLabel('Purpose').inputValue()).toBe('Vehicle KA 05 MN 0001');
    await page.getByRole('button', { name: 'Cancel' }).click();

    const rwa = await rwaToken(app.server);
    const deliveries = async () => {
      const log = await apiGet<{ visits: Visit[] }>(app.server, 'visitors/visits', rwa);
      return log.visits.filter(
        (visit) =>
          visit.source === 'standing' &&
          visit.name === 'Swiggy delivery' &&
          visit.apartment === 'A101' &&
          visit.checked_in_at >= started,
      );
    };
    const car = async () => {
      const mine = await apiGet<Vehicle[]>(app.server, 'vehicles', token);
      return mine.find((candidate) => candidate.plate === plate.display);
    };
    expect(await deliveries()).toHaveLength(0);
    expect((await car())?.last_entry_at).toBeNull();

    await restoreNetwork(desk.context);
    const arrived = async () =>
      (await deliveries()).length > 0 && Boolean((await car())?.last_entry_at);
    await expect.poll(arrived, { timeout: 30_000, interval: 250 }).toBe(true);
    // Give a second sender (the worker's sync, a retry) time to show itself.
    await page.waitForTimeout(2_000);
    expect(await deliveries()).toHaveLength(1);

    const inbox = await apiGet<{ notifications: Notification[] }>(
      app.server,
      'notifications',
      token,
    );
    const since = inbox.notifications.filter((notice) => notice.created_at >= started);
    expect(since.filter((n) => n.title.startsWith('Swiggy delivery let in at'))).toHaveLength(1);
    expect(since.filter((n) => n.title.startsWith(`${plate.display} came in at`))).toHaveLength(1);

    await resident.page.goto('/notifications');
    await resident.page
      .getByText(/Swiggy delivery let in at/)
      .first()
      .waitFor();
    await resident.page.getByText(`${plate.display} came in at`).first().waitFor();
    await Promise.all([desk.context.close(), resident.context.close()]);
  });
});
