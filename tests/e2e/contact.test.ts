/**
 * Issue 35: a visitor's Contact Us message reaches the estate office inside Gatehouse. Sent from
 * a 360 px phone, the answer shows beside the button, in view; the RWA finds it in the inbox.
 */
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/lifecycle';
import { demo } from './support/login';
import { phone, shot } from './support/phone';
import { profileWithSession, signedInSession } from './support/session';

const app = useServerAndBrowser();

describe('Contact Us', () => {
  it('a visitor’s message reaches the RWA’s inbox, with the answer in view', async () => {
    const context = await app.browser.newContext({ ...phone, baseURL: app.server.url });
    const page = await context.newPage();
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a Message' });
    await form.getByLabel('Name').fill('Kavya Menon');
    await form.getByLabel('Email').fill('kavya@example.com');
    await form.getByLabel('Message').fill('Are pets allowed in Tower C? We may rent there.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const answer = form.getByText('Your message has reached the estate office', { exact: false });
    await answer.waitFor();
    await shot(page, 'contact-sent-360');
    const box = await answer.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= phone.viewport.height).toBe(true);
    await context.close();

    const rwa = await signedInSession(app.browser, app.server, demo.rwa);
    const office = await profileWithSession(app.browser, app.server, rwa, phone);
    const inbox = await office.newPage();
    await inbox.goto('/notifications');
    await inbox.getByText('Message from Kavya Menon (reply to kavya@example.com)').waitFor();
    await inbox.getByText('Are pets allowed in Tower C? We may rent there.').waitFor();
    await office.close();
  });
});
