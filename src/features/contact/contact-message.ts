/**
 * The 'Send us a Message' form has no server behind it (SPEC.md §2 leaves submit open): it opens
 * the resident's own email app with the message written, so the office can reply from its inbox.
 */
import { contactDetails } from '../../../contract/platform/estate';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactMessage, string>>;

// Deliberately loose: the mail app is the real check; this catches typos like a missing @ or dot.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContactMessage(values: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'Please enter your name.';
  const email = values.email.trim();
  if (!email) errors.email = 'Please enter your email address.';
  else if (!emailPattern.test(email))
    errors.email = 'Please enter a valid email address, like name@example.com.';
  if (!values.message.trim()) errors.message = 'Please write your message.';
  return errors;
}

/** mailto: per RFC 6068 — percent-encoded (spaces as %20, not +) and CRLF line breaks. */
export function buildMailtoHref(values: ContactMessage): string {
  const name = values.name.trim();
  const subject = `Message from ${name}`;
  const body = [values.message.trim(), '', `From: ${name}`, `Reply to: ${values.email.trim()}`]
    .join('\n')
    .replace(/\r?\n/g, '\r\n');
  return `mailto:${contactDetails.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
