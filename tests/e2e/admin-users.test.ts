import { describe, expect, it } from 'vitest';
import { usePrivateServerAndBrowser } from './support/lifecycle';
import { demo, signIn, signedIn } from './support/login';

// A server of its own: it removes C303, whom the files sharing a server sign in as.
const app = usePrivateServerAndBrowser();

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
      'Row 3 · No Email · 9300000012: email: Invalid email address',
      'Row 4 · Same Phone · 9300000011: Duplicate phone number in this file (rows 2 and 4)',
      'Row 5 · Arjun Twice · 9000000002: A user with this phone number already exists',
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

const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

describe('a move-out while the resident has the app open', () => {
  it('sends C303 to sign in at their next action, their papers gone, and the audit names the admin', async () => {
    const resident = await signedIn(app.browser, app.server, demo.otherResident, phone);
    await resident.page.goto('/documents');
    await resident.page.getByText(/Maintenance invoice C303/).waitFor({ timeout: 20_000 });

    const rwa = await signedIn(app.browser, app.server, demo.rwa, phone);
    const admin = rwa.page;
    await admin.goto('/admin/users');
    await admin.getByLabel('Search residents').fill('C303');
    const list = admin.getByRole('list', { name: 'Registered residents' });
    await list.getByRole('button', { name: 'Actions for Rahul Verma' }).click();
    await admin.screenshot({ path: `${process.env.SCREENSHOTS_DIR ?? '/tmp'}/users-360.png` });
    await list
      .getByRole('group', { name: 'Actions for Rahul Verma' })
      .getByRole('button', { name: 'Remove' })
      .click();
    const dialog = admin.getByRole('alertdialog', { name: 'Remove Rahul Verma?' });
    await dialog.getByText(/Rahul Verma \(C303\) loses access now/).waitFor();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await admin.getByText('Resident removed. They can no longer sign in.').waitFor();
    // The message is on screen, not scrolled out of view.
    expect(await admin.getByText('Resident removed. They can no longer sign in.').isVisible()).toBe(
      true,
    );

    // C303's very next action (opening their requests) meets the revoked session.
    await resident.page.goto('/my-requests');
    await resident.page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
    await resident.page.goto('/documents');
    await resident.page.waitForURL((url) => url.pathname === '/login');
    expect(await resident.page.getByText(/Maintenance invoice C303/).count()).toBe(0);
    // Nor are the papers, or the list of them, left on the phone for offline reading (the
    // reload right after the sign-out cut the clean-up short; the next start finished it).
    const leftOnThePhone = () =>
      resident.page.evaluate(
        () =>
          new Promise<{ papers: string[]; listed: string[] }>((resolve, reject) => {
            const opened = indexedDB.open('gatehouse');
            opened.onerror = () => reject(opened.error);
            opened.onsuccess = () => {
              const tx = opened.result.transaction(['files', 'cached'], 'readonly');
              const files = tx.objectStore('files').getAllKeys();
              const rows = tx.objectStore('cached').getAllKeys();
              tx.oncomplete = () => {
                const papers = files.result
                  .map(String)
                  .filter((key) => key.startsWith('document:'));
                const listed = rows.result
                  .filter((key) => Array.isArray(key) && key[0] === 'apartmentDocuments')
                  .map(String);
                resolve({ papers, listed });
              };
            };
          }),
      );
    await expect.poll(leftOnThePhone, { timeout: 10_000 }).toEqual({ papers: [], listed: [] });

    await admin.goto('/admin/audit');
    const removal = admin.getByRole('listitem').filter({ hasText: 'Removed a resident' }).first();
    await removal.waitFor({ timeout: 20_000 });
    await removal.getByText(/Meera Iyer \(RWA Secretary\)/).waitFor();
    await removal
      .getByText(/Rahul Verma/)
      .first()
      .waitFor();
    await admin.screenshot({ path: `${process.env.SCREENSHOTS_DIR ?? '/tmp'}/audit-360.png` });
    const overflow = await admin.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await rwa.context.close();
    await resident.context.close();
  });
});
