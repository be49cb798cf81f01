/**
 * The 'Send us a Message' form (SPEC.md §2 /contact): checked with the contract's own rules, so
 * the phone and the server say the same sentences, then sent to the estate office (issue 35).
 * When sending fails, the visitor's email app is the second way: the mailto link carries it all.
 */
import { contactMessageFields } from '../../../contract/contact/contact';
import { contactDetails } from '../../../contract/platform/estate';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactMessage, string>>;

/** The first problem of each field, by the contract's rules. */
export function validateContactMessage(values: ContactMessage): ContactErrors {
  const checked = contactMessageFields.safeParse(values);
  const errors: ContactErrors = {};
  if (checked.success) return errors;
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as keyof ContactMessage;
    errors[field] ??= issue.message;
  }
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
