/** Newsletters (SPEC.md §2 /newsletter, /admin/newsletter, §3 Newsletter, §5, §7, §8). */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { byId, requiredText } from '../platform/fields';
import { messages } from '../messages';

export const newsletter = z.object({
  id: z.string(),
  title: z.string(),
  /** ISO instant of the upload; cards show its month and year. */
  upload_date: z.string(),
  /** Where `downloadNewsletter` answers, relative to the API base: `newsletter/download/{id}`. */
  pdf_url: z.string(),
  /** Bytes of the PDF, so the app can say what keeping it offline costs. */
  size_bytes: z.number(),
});
export type Newsletter = z.infer<typeof newsletter>;

export const newsletterUploadFields = z.strictObject({
  title: requiredText('Title', 'line', messages.newsletterFieldsRequired),
});

export const listNewsletters = defineEndpoint({
  method: 'GET',
  path: 'newsletter/newsletters',
  access: 'member',
  response: z.array(newsletter),
  failure: messages.newslettersFetchFailed,
});

export const uploadNewsletter = defineEndpoint({
  method: 'POST',
  path: 'newsletter/newsletters',
  access: 'rwa',
  bodyType: 'multipart',
  body: newsletterUploadFields,
  upload: {
    field: 'pdf',
    rule: 'pdf',
    missing: messages.newsletterFieldsRequired,
    wrongType: messages.newsletterPdfType,
  },
  created: 'always',
  response: newsletter,
  failure: messages.newsletterUploadFailed,
  audit: { action: 'newsletter.upload', target: 'newsletter' },
});

export const deleteNewsletter = defineEndpoint({
  method: 'DELETE',
  path: 'newsletter/newsletters/:id',
  access: 'rwa',
  params: byId,
  response: z.object({ message: z.string() }),
  failure: messages.newsletterDeleteFailed,
  audit: { action: 'newsletter.delete', target: 'newsletter' },
});

/** The PDF itself, `application/pdf` with `Content-Disposition: attachment; filename=…`. */
export const downloadNewsletter = defineEndpoint({
  method: 'GET',
  path: 'newsletter/download/:id',
  access: 'member',
  params: byId,
  responseType: 'file',
  response: z.unknown(),
  failure: messages.newsletterDownloadFailed,
});
