/**
 * The helpdesk (issue 18) in real Chromium at 360 px, as the two people who use it: a resident
 * reports a leak with a photo from the basement with no signal; it reaches the server once when
 * the signal returns; the RWA assigns, starts and resolves it from the queue; the resident's
 * inbox shows each step; the resident reopens it, then closes it with a rating; the summary
 * counts it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { HelpdeskSummary, Ticket, TicketDetail } from '../../contract/helpdesk/helpdesk';
import type { Notification } from '../../contract/notices/notifications';
import {
  apiGet,
  cutNetwork,
  pngBytes,
  restoreNetwork,
  serviceWorkerControls,
} from './support/content';
import { useServerAndBrowser } from './support/lifecycle';
import { demo, rwaToken, signedIn } from './support/login';
import { storedSession } from './support/session';

const app = useServerAndBrowser();

const saved = 'Saved on this phone — will send when online';
const phone = { viewport: { width: 360, height: 800 } };

/** Nothing wider than the phone: a cut-off table or label is a defect. */
async function fitsThePhone(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function send(path: string, token: string, body: unknown): Promise<void> {
  const response = await fetch(`${app.server.url}/api/${path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('a leak reported with no signal, worked by the office, closed by the household', () => {
  it('arrives once with its photo, and every step reaches the other side', async () => {
    const title = `Leak under the kitchen sink ${Date.now()}`;
    const token = await rwaToken(app.server);
    const summaryBefore = await apiGet<HelpdeskSummary>(app.server, 'helpdesk/summary', token);

    const resident = await signedIn(app.browser, app.server, demo.activeResident, phone);
    const { context, page } = resident;
    const residentToken = (await storedSession(page))?.token ?? '';
    await page.goto('/helpdesk');
    await page.getByRole('heading', { name: 'Helpdesk', level: 1 }).waitFor();
    await serviceWorkerControls(page);

    // Every report the server accepted, whether the page or its worker sent it.
    const accepted: string[] = [];
    context.on('response', (response) => {
      const request = response.request();
      const report = new URL(request.url()).pathname === '/api/helpdesk/tickets';
      if (report && request.method() === 'POST' && response.ok()) accepted.push(request.url());
    });

    // The form once online, so its categories are on the phone; then the signal goes.
    await page.getByRole('link', { name: 'Report a problem' }).click();
    const category = page.getByLabel('What is it about?');
    await expect
      .poll(() => category.locator('option').count(), { timeout: 20_000 })
      .toBeGreaterThan(5);
    await cutNetwork(context);
    await category.selectOption({ label: 'Plumbing' });
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Water drips from the trap.');
    await page.getByLabel('Location (optional)').fill('Kitchen');
    await page.getByLabel('Photo (optional)').setInputFiles({
      name: 'leak.png',
      mimeType: 'image/png',
      buffer: await pngBytes('#1d3557', 800, 600),
    });
    await page.getByRole('button', { name: 'Report problem' }).click();
    const card = page.getByRole('listitem').filter({ hasText: title });
    await card.getByText(saved).waitFor();
    await fitsThePhone(page);
    expect(accepted).toHaveLength(0);

    await restoreNetwork(context);
    await card.getByText(saved).waitFor({ state: 'detached', timeout: 30_000 });
    const onServer = async () =>
      (
        await apiGet<{ tickets: Ticket[] }>(app.server, 'helpdesk/tickets?apartment=A101', token)
      ).tickets.filter((ticket) => ticket.title === title);
    await expect.poll(async () => (await onServer()).length, { timeout: 20_000 }).toBe(1);
    const [ticket] = await onServer();
    expect(ticket).toMatchObject({ category: 'Plumbing', status: 'Open', location: 'Kitchen' });
    const photo = await fetch(`${app.server.url}/api/${ticket!.photo_url}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\/(png|jpeg)$/);
    const id = ticket!.id;

    // The office works it from the queue, at 360 px too.
    const rwa = await signedIn(app.browser, app.server, demo.rwa, phone);
    await rwa.page.goto('/admin/helpdesk');
    const named = (verb: string) =>
      rwa.page.getByRole('button', { name: `${verb}: complaint #${id}, ${title}` });
    await named('Assign').click();
    const dialog = rwa.page.getByRole('alertdialog');
    await dialog.getByLabel('Staff name').fill('Ravi (plumber)');
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await named('In progress').click();
    await named('Resolve').click();
    await dialog.getByRole('button', { name: 'Resolve', exact: true }).click();
    await expect
      .poll(async () => (await onServer())[0]?.status, { timeout: 20_000 })
      .toBe('Resolved');
    await fitsThePhone(rwa.page);

    // The household heard of each step: in its inbox, and on the inbox page.
    const notices = async () =>
      (
        await apiGet<{ notifications: Notification[] }>(app.server, 'notifications', residentToken)
      ).notifications.filter((notice) => `${notice.title} ${notice.body}`.includes(title));
    await expect.poll(async () => (await notices()).length, { timeout: 20_000 }).toBe(3);
    await page.goto('/notifications');
    await expect
      .poll(() => page.getByText(title).count(), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(3);

    // Still dripping: the household reopens it; the office resolves it again; it is closed with 4 stars.
    await page.goto(`/helpdesk/${id}`);
    await page.getByRole('button', { name: 'Reopen' }).click();
    await page.getByLabel('What is still wrong?').fill('Still dripping at night.');
    await page.getByRole('button', { name: 'Reopen complaint' }).click();
    await expect
      .poll(async () => (await onServer())[0]?.status, { timeout: 20_000 })
      .toBe('In progress');
    await send(`helpdesk/tickets/${id}/status`, token, { status: 'Resolved', note: 'New washer.' });
    await page.reload();
    await page.getByRole('button', { name: 'Close with rating' }).click();
    await page.getByRole('radio', { name: '4 stars' }).check();
    await page.getByRole('button', { name: 'Close complaint' }).click();
    await expect
      .poll(async () => (await onServer())[0]?.status, { timeout: 20_000 })
      .toBe('Closed');
    const closed = await apiGet<TicketDetail>(app.server, `helpdesk/tickets/${id}`, residentToken);
    expect(closed.rating).toBe(4);
    expect(closed.history.map((step) => step.status)).toEqual([
      'Open',
      'Assigned',
      'In progress',
      'Resolved',
      'In progress',
      'Resolved',
      'Closed',
    ]);
    await fitsThePhone(page);

    // The month's summary counts it: resolved once more, and one more rating.
    const summary = await apiGet<HelpdeskSummary>(app.server, 'helpdesk/summary', token);
    expect(summary.resolved_this_month).toBe(summaryBefore.resolved_this_month + 1);
    expect(summary.ratings).toBe(summaryBefore.ratings + 1);
    await rwa.page.goto('/admin/helpdesk');
    await rwa.page.getByText(`from ${summary.ratings}`).first().waitFor();

    // However many tries the outbox made, the server took the report exactly once.
    expect(accepted).toHaveLength(1);
    await rwa.context.close();
    await context.close();
  });
});
