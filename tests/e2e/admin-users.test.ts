import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/lifecycle';
import { demo, signIn, signedIn } from './support/login';

const app = useServerAndBrowser();

describe('onboarding residents from a messy CSV', () => {
  it('creates the good rows, lists each bad one with its reason, and a new resident signs in', async () => {
    const csv = [
      '\uFEFFphone_number,apartment_number,name,email,membership_startdate,member_status,is_active',
      '9300000011,K-101,"Pillai, Meenakshi",meenakshi@example.com,2024-02-01,ACTIVE,TRUE',
      '9300000012,K102,No Email,,,,',
      '9300000011,K103,Same Phone,same@example.com,,,',
      '9000000002,A101,Arjun Twice,arjun@example.com,,,',
      '',
    ].join('\r\n');
    const rwa = await signedIn(app.browser, app.server, demo.rwa);
    const admin = rwa.page;
    await admin.goto('/admin/users');
    await admin.getByRole('tab', { name: 'Bulk Upload' }).click();
    await admin.getByLabel('CSV file').setInputFiles({
      name: 'residents.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await admin.getByRole('button', { name: 'Upload' }).click();

    const outcome = admin.getByRole('region', { name: 'Upload result' });
    await outcome.getByText('1 created, 3 failed').waitFor({ timeout: 20_000 });
    await outcome.getByRole('list', { name: 'Created users' }).getByText('9300000011').waitFor();
    const failed = outcome.getByRole('list', { name: 'Failed rows' });
    expect(await failed.getByRole('listitem').allTextContents()).toEqual([
      '9300000012: email: Invalid email address',
      '9300000011: Duplicate phone number in this file (rows 2 and 4)',
      '9000000002: A user with this phone number already exists',
    ]);
    await admin.getByLabel('Search residents').fill('K101');
    await admin
      .getByRole('list', { name: 'Registered residents' })
      .getByText('Pillai, Meenakshi')
      .waitFor();
    await rwa.context.close();

    // The resident the file created signs in with her apartment as the file wrote it, cleaned.
    const context = await app.browser.newContext({ baseURL: app.server.url });
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, app.server, { phone: '9300000011', apartment: 'K101' });
    await page.getByText('Pillai, Meenakshi').first().waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
