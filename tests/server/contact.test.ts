/**
 * Contact Us (issue 35): a visitor's message is kept for the estate office and reaches the RWA's
 * inbox; bad input is refused with the form's sentences and kept nowhere; one address may send
 * only a handful an hour.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../contract/contact/messages';
import type { Notification } from '../../contract/notices/notifications';
import { bearer, build, tokenFor } from './helper';
import type { TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const message = {
  name: 'Kavya Menon',
  email: 'kavya@example.com',
  message: 'We are thinking of renting in Tower C. Are pets allowed?',
};

const send = (body: unknown, remoteAddress = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact/messages',
    payload: body as object,
    remoteAddress,
  });

async function inbox(phone: string): Promise<Notification[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: bearer(await tokenFor(t, phone)),
  });
  return response.json<{ notifications: Notification[] }>().notifications;
}

const stored = () => t.db.selectFrom('contact_messages').selectAll().execute();

describe('a message sent through Contact Us', () => {
  it('is kept and put in the RWA’s inbox with the address to reply to, and the visitor is told', async () => {
    const response = await send(message, '203.0.113.1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: contactMessages.contactReceived });
    expect(await stored()).toMatchObject([{ ...message, sender_address: '203.0.113.1' }]);
    const notice = (await inbox('9000000001')).find((each) => each.kind === 'contact_message');
    expect(notice).toMatchObject({
      category: 'office',
      title: 'Message from Kavya Menon (reply to kavya@example.com)',
      body: message.message,
    });
    // Residents are not the office.
    expect((await inbox('9000000002')).some((each) => each.kind === 'contact_message')).toBe(false);
  });

  it('refuses a missing name, email or message, or a bad email, with the form’s sentences', async () => {
    const before = (await stored()).length;
    for (const [body, detail] of [
      [{ ...message, name: '  ' }, `name: ${contactMessages.contactNameRequired}`],
      [{ ...message, email: '' }, `email: ${contactMessages.contactEmailRequired}`],
      [{ ...message, email: 'kavya@' }, `email: ${contactMessages.contactEmailInvalid}`],
      [{ ...message, message: '' }, `message: ${contactMessages.contactMessageRequired}`],
      [
        { ...message, message: 'x'.repeat(1001) },
        'message: Message must be at most 1000 characters',
      ],
    ] as const) {
      const response = await send(body, '203.0.113.2');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail });
    }
    expect(await stored()).toHaveLength(before);
  });

  it('takes five an hour from one address, then asks it to wait, while others still write', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await send(message, '198.51.100.9')).statusCode).toBe(200);
    const before = (await stored()).length;
    const refused = await send(message, '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json<{ detail: string }>().detail).toBe(
      contactMessages.tooManyContactMessages('60 minutes'),
    );
    expect(await stored()).toHaveLength(before);
    expect((await send(message, '198.51.100.10')).statusCode).toBe(200);
    t.clock.advance(3600 * 1000);
    expect((await send(message, '198.51.100.9')).statusCode).toBe(200);
  });
});
