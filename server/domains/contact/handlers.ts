/**
 * Contact Us (issue 35): the visitor's message is stored and put in every RWA admin's inbox, in
 * one transaction, so it arrives whole or not at all. A phone without a mail app no longer loses
 * it. Counted per address: a handful an hour is plenty for a person and little for a spammer.
 */
import { contactMessages } from '../../../contract/contact/messages';
import { limitKeyOf } from '../../platform/http/client-address';
import type { HandlersFor } from '../../platform/http/handler';
import { countCall, type RateLimit } from '../../platform/http/rate-limits';
import { notify } from '../notices';

export const contactLimit: RateLimit = {
  bucket: 'contact-messages',
  max: 5,
  windowSeconds: 3600,
  refusal: contactMessages.tooManyContactMessages,
};

export const contactHandlers: HandlersFor<'sendContactMessage'> = {
  async sendContactMessage({ app, body, request, transaction }) {
    const address = limitKeyOf(request.ip);
    await countCall(app.db, contactLimit, address, app.now());
    const now = app.now();
    await transaction(async (tx) => {
      const row = await tx
        .insertInto('contact_messages')
        .values({ ...body, sender_address: address, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await notify(
        tx,
        { role: 'rwa' },
        {
          kind: 'contact_message',
          category: 'office',
          title: `Message from ${body.name} (reply to ${body.email})`,
          body: body.message,
          url: '/notifications',
          tag: `contact-${row.id}`,
        },
        now,
      );
    });
    return { message: contactMessages.contactReceived };
  },
};
