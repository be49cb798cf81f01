/**
 * Apartment documents (SPEC.md §2 /documents, /admin/documents, §3 Apartment document, §5, §7
 * Documents, §8). Private to their apartment and to the RWA (DESIGN.md §6 Files): a member
 * asking for another apartment gets 403, and the PDF itself is reached only through
 * `short_url`, a signed link that expires, so it opens in a new tab without a header and is
 * worthless when shared late.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { byId, cleanApartment } from '../platform/fields';
import { messages } from '../messages';

export const apartmentDocument = z.object({
  id: z.string(),
  /** The uploaded file's name; null when it had none worth keeping. */
  file_name: z.string().nullable(),
  /** `documents/<apartment>/<stored name>`; its last segment is the fallback name (SPEC.md §3). */
  s3_key: z.string(),
  /** 'PDF' (SPEC.md §2: the type shown defaults to PDF). */
  file_type: z.string(),
  apartment_number: z.string(),
  /** ISO instant. */
  upload_timestamp: z.string(),
  /** `documents/link/<token>` relative to the API base; valid until `short_url_expires_at`. */
  short_url: z.string(),
  short_url_expires_at: z.string(),
  size_bytes: z.number(),
});
export type ApartmentDocument = z.infer<typeof apartmentDocument>;

/** The name to show: the file's own, else the last segment of its key (SPEC.md §3). */
export function documentDisplayName(
  document: Pick<ApartmentDocument, 'file_name' | 's3_key'>,
): string {
  return document.file_name || document.s3_key.slice(document.s3_key.lastIndexOf('/') + 1);
}

/** An apartment as typed: uppercased, spaces, hyphens and other characters removed (SPEC.md §5). */
const apartmentAsTyped = z
  .string({ error: messages.documentApartmentRequired })
  .transform(cleanApartment)
  .pipe(z.string().min(1, messages.documentApartmentRequired).max(20, messages.apartmentChars))
  // For the API document: the letters and digits are what is kept (at least one of them).
  .meta({ pattern: '^[A-Za-z0-9 -]*[A-Za-z0-9][A-Za-z0-9 -]*$' });

export const documentUploadFields = z.strictObject({ apartment_number: apartmentAsTyped });

export const uploadDocument = defineEndpoint({
  method: 'POST',
  path: 'documents/documents',
  access: 'rwa',
  bodyType: 'multipart',
  body: documentUploadFields,
  upload: {
    field: 'document',
    rule: 'pdf',
    missing: messages.documentPdfRequired,
    wrongType: messages.documentPdfOnly,
  },
  created: 'always',
  response: apartmentDocument,
  failure: messages.documentUploadFailed,
  audit: { action: 'document.upload', target: 'apartment_document' },
});

/** The RWA's search (any apartment); a member may ask only for their own. Newest first. */
export const listApartmentDocuments = defineEndpoint({
  method: 'GET',
  path: 'documents/documents/apartment/:apartment',
  access: 'member',
  params: z.strictObject({ apartment: apartmentAsTyped }),
  response: z.array(apartmentDocument),
  failure: messages.documentsFetchFailed,
});

/** The resident page's call: the same list and the same rule. */
export const myApartmentDocuments = defineEndpoint({
  method: 'GET',
  path: 'documents/apartment/:apartmentNumber',
  access: 'member',
  params: z.strictObject({ apartmentNumber: apartmentAsTyped }),
  response: z.array(apartmentDocument),
  failure: messages.documentsFetchFailed,
});

export const deleteDocument = defineEndpoint({
  method: 'DELETE',
  path: 'documents/:id',
  access: 'rwa',
  params: byId,
  response: z.object({ message: z.string() }),
  failure: messages.documentDeleteFailed,
  audit: { action: 'document.delete', target: 'apartment_document' },
});

/**
 * The PDF behind a short link, inline. Public: the signature is the permission. A tampered or
 * expired link is 403 with one sentence that says nothing about the document.
 */
export const openDocumentLink = defineEndpoint({
  method: 'GET',
  path: 'documents/link/:token',
  access: 'public',
  params: z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_.-]{1,300}$/) }),
  responseType: 'file',
  response: z.unknown(),
  failure: messages.documentLinkInvalid,
});
