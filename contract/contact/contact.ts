/**
 * Contact Us (SPEC.md §2 /contact, issue 35): a visitor's message is stored for the estate
 * office, which reads it in its inbox and answers by email. Public, so anyone may write; the
 * server counts messages per address to keep it from being a spam cannon.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { requiredText, textMax } from '../platform/fields';
import { contactMessages } from './messages';

export const contactMessageFields = z.strictObject({
  name: requiredText('Name', 'name', contactMessages.contactNameRequired),
  email: z
    .string({ error: contactMessages.contactEmailRequired })
    .trim()
    .min(1, contactMessages.contactEmailRequired)
    .max(textMax.line, `Email must be at most ${textMax.line} characters`)
    .pipe(z.email(contactMessages.contactEmailInvalid)),
  message: requiredText('Message', 'comment', contactMessages.contactMessageRequired),
});
export type ContactMessageFields = z.input<typeof contactMessageFields>;

export const sendContactMessage = defineEndpoint({
  method: 'POST',
  path: 'contact/messages',
  access: 'public',
  body: contactMessageFields,
  response: z.object({ message: z.string() }),
  failure: contactMessages.contactSendFailed,
});
