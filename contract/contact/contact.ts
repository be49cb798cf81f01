/**
 * Contact Us (SPEC.md §2 /contact, issue 35): a visitor's message is stored for the estate
 * office, which reads it in its inbox and in "Needs you" until it is marked handled, and answers
 * by email. Public, so anyone may write; the server counts messages per address to keep it from
 * being a spam cannon.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { byId, requiredText, textMax } from '../platform/fields';
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

/** A message as the office reads it. */
export const contactMessage = z.object({
  id: z.string(),
  name: z.string(),
  /** Where the visitor wants the answer. */
  email: z.string(),
  message: z.string(),
  /** ISO instants; `handled_at` is null while the message waits on the office. */
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

/** The messages still waiting on the office, oldest first (they have waited longest). */
export const listContactMessages = defineEndpoint({
  method: 'GET',
  path: 'contact/messages',
  access: 'rwa',
  response: z.object({ messages: z.array(contactMessage) }),
  failure: contactMessages.contactMessagesFetchFailed,
});

/** The office answered (by email or phone): the message leaves "Needs you". Twice is the same. */
export const markContactMessageHandled = defineEndpoint({
  method: 'PUT',
  path: 'contact/messages/:id/handled',
  access: 'rwa',
  params: byId,
  body: z.strictObject({
    handled: z.literal(true, { error: contactMessages.contactHandledRequired }),
  }),
  response: contactMessage,
  failure: contactMessages.contactHandleFailed,
  audit: { action: 'contact.handled', target: 'contact_message' },
});
