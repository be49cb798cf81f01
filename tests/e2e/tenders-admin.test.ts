import { describe, expect, it } from 'vitest';
import type { Tender } from '../../contract/content/tenders';
import { demo, signIn } from './support/login';
import { useServerAndBrowser } from './support/lifecycle';

const app = useServerAndBrowser();

/** What everyone sees: the public list, straight from the server. */
async function tendersOnServer(): Promise<Tender[]> {
  const response = await fetch(`${app.server.url}/api/tenders/tenders`);
  expect(response.status).toBe(200);
  return (await response.json()) as Tender[];
}

describe('tender management', () => {
  it('lets the RWA create, edit and delete a tender, deletion through the confirmation', async () => {
    const context = await app.browser.newContext({ baseURL: app.server.url });
    const page = await context.newPage();
    await page.goto('/rwa-login');
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, app.server, demo.rwa);
    await page.goto('/admin/tenders');
    await page.getByRole('heading', { name: 'Tender Management' }).waitFor();
    const list = page.getByRole('list', { name: 'Tenders' });
    await list.waitFor();

    // Create.
    const name = `Water tank cleaning ${Date.now()}`;
    await page.getByRole('button', { name: 'New Tender' }).click();
    await page.getByRole('heading', { name: 'New Tender' }).waitFor();
    expect(await page.getByLabel('GST (%)').inputValue()).toBe('18'); // SPEC.md §9 default
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description').fill('Clean and disinfect all overhead tanks.');
    await page.getByLabel('Collection date').fill('2031-01-05');
    await page.getByLabel('Return date').fill('2031-01-20');
    await page.getByLabel('Amount (₹)').fill('2500');
    await page.getByLabel('Location').fill('Estate office');
    await page.getByLabel('Contact').fill('9000000001');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Tender created').waitFor();
    await list.getByText(name, { exact: true }).waitFor();
    // The form closes by itself 1.5 s after the save.
    await page.getByRole('heading', { name: 'New Tender' }).waitFor({ state: 'detached' });
    expect((await tendersOnServer()).filter((tender) => tender.name === name)).toMatchObject([
      { cost: { amount: 2500, gstPercentage: 18 }, location: 'Estate office' },
    ]);

    // Edit.
    const renamed = `${name} (revised)`;
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByRole('heading', { name: 'Edit Tender' }).waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe(name);
    await page.getByLabel('Name').fill(renamed);
    await page.getByLabel('Amount (₹)').fill('3000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Tender updated').waitFor();
    await list.getByText(renamed, { exact: true }).waitFor();
    const edited = (await tendersOnServer()).filter((tender) => tender.name.startsWith(name));
    expect(edited).toMatchObject([{ name: renamed, cost: { amount: 3000, gstPercentage: 18 } }]);

    // Delete, through the dialog that says it cannot be undone; Cancel first keeps it.
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    let dialog = page.getByRole('alertdialog', { name: 'Delete tender?' });
    await dialog.getByText('This action cannot be undone.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await tendersOnServer()).some((tender) => tender.name === renamed)).toBe(true);

    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    dialog = page.getByRole('alertdialog', { name: 'Delete tender?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Tender deleted').waitFor();
    await list.getByText(renamed, { exact: true }).waitFor({ state: 'detached' });
    expect((await tendersOnServer()).some((tender) => tender.name.startsWith(name))).toBe(false);
    await context.close();
  });
});
