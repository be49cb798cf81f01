/**
 * Apartment documents (SPEC.md §2 /documents, /admin/documents, §7 Documents). The RWA uploads
 * and deletes; a member lists only their own apartment's. The PDFs live in the private store and
 * leave it only through a signed link that expires (domains/documents/document-links.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { ApartmentDocument } from '../../../contract/documents/documents';
import { cleanApartment } from '../../../contract/platform/fields';
import { messages } from '../../../contract/messages';
import type { ApartmentDocumentsTable } from './tables';
import type { User } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { createDocumentLinks } from './document-links';
import { removeFiles, withStoredUpload } from '../../platform/files/uploads';
import { rowId } from '../../platform/http/http-error';
import { safeFileName } from '../../platform/http/file-reply';
import { notify } from '../notices';
import type { HandlersFor } from '../../platform/http/handler';

type Row = Selectable<ApartmentDocumentsTable>;

const MAX_NAME_LENGTH = 200;

/** Every member call has a session (register.ts sets it before the handler runs). */
function sessionOf(request: FastifyRequest): string {
  if (!request.sessionId) throw new Error("A document link needs the caller's session");
  return request.sessionId;
}

function linksOf(app: FastifyInstance) {
  return createDocumentLinks({
    secret: app.config.jwtSecret,
    ttlSeconds: app.config.documentLinkTtlSeconds,
  });
}

/** The document, with a short link that works for the session `sessionId` only. */
function toDocument(app: FastifyInstance, row: Row, sessionId: string): ApartmentDocument {
  const link = linksOf(app).sign(row.id, sessionId, app.now());
  return {
    id: String(row.id),
    file_name: row.file_name,
    s3_key: `documents/${row.apartment_number}/${row.storage_name}`,
    file_type: 'PDF',
    apartment_number: row.apartment_number,
    upload_timestamp: row.uploaded_at.toISOString(),
    short_url: link.url,
    short_url_expires_at: link.expiresAt.toISOString(),
    size_bytes: row.size_bytes,
  };
}

/** The client's name without any folder, tidied for display; null when nothing is left. */
export function documentFileName(clientName: string): string | null {
  const base = clientName.split(/[/\\]/).pop()?.trim() ?? '';
  if (base === '' || /^\.+$/.test(base)) return null;
  return safeFileName(base).slice(0, MAX_NAME_LENGTH);
}

/** The RWA reads any apartment; a member only their own (anything else is 403, not empty). */
function checkApartment(user: User, apartment: string): void {
  if (user.role === 'rwa') return;
  if (cleanApartment(user.apartment_number) !== apartment) {
    throw new HttpError(403, messages.documentsOtherApartment);
  }
}

async function listFor(app: FastifyInstance, user: User, apartment: string, sessionId: string) {
  checkApartment(user, apartment);
  const rows = await app.db
    .selectFrom('apartment_documents')
    .selectAll()
    .where('apartment_number', '=', apartment)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => toDocument(app, row, sessionId));
}

export const documentHandlers: HandlersFor<
  | 'uploadDocument'
  | 'listApartmentDocuments'
  | 'myApartmentDocuments'
  | 'deleteDocument'
  | 'openDocumentLink'
> = {
  async uploadDocument({ app, body, file, user, request, transaction }) {
    const row = await withStoredUpload(app.privateFiles, file, (stored) =>
      transaction(async (tx) => {
        const added = await tx
          .insertInto('apartment_documents')
          .values({
            apartment_number: body.apartment_number,
            file_name: documentFileName(file.name),
            storage_name: stored.fileName,
            size_bytes: stored.sizeBytes,
            uploaded_by: user.phone_number,
            uploaded_at: app.now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await notify(
          tx,
          { apartment: body.apartment_number },
          {
            kind: 'document_new',
            category: 'documents',
            title: 'A new document for your apartment',
            body: added.file_name ?? 'Document',
            url: '/documents',
            tag: `document-${added.id}`,
          },
          app.now(),
        );
        return added;
      }),
    );
    return toDocument(app, row, sessionOf(request));
  },

  listApartmentDocuments: ({ app, params, user, request }) =>
    listFor(app, user, params.apartment, sessionOf(request)),

  myApartmentDocuments: ({ app, params, user, request }) =>
    listFor(app, user, params.apartmentNumber, sessionOf(request)),

  async deleteDocument({ app, params, request, transaction }) {
    const row = await transaction(async (tx) => {
      const found = await tx
        .deleteFrom('apartment_documents')
        .where('id', '=', rowId(params.id, messages.documentNotFound))
        .returning('storage_name')
        .executeTakeFirst();
      if (!found) throw new HttpError(404, messages.documentNotFound);
      return found;
    });
    await removeFiles(app.privateFiles, [row.storage_name], request.log);
    return { message: messages.deleted };
  },

  /**
   * The signature is the permission: no header is asked for, and a bad link learns nothing.
   * The session it was made for must still stand, and its user still see the apartment.
   */
  async openDocumentLink({ app, params }) {
    const link = linksOf(app).verify(params.token, app.now());
    const holder = link ? await app.sessionUser(link.sessionId) : undefined;
    if (!link || !holder) throw new HttpError(403, messages.documentLinkInvalid);
    const row = await app.db
      .selectFrom('apartment_documents')
      .selectAll()
      .where('id', '=', link.documentId)
      .executeTakeFirst();
    if (row) checkApartment(holder, row.apartment_number);
    const stored = row ? await app.privateFiles.get(row.storage_name) : undefined;
    if (!row || !stored) throw new HttpError(404, messages.documentNotFound);
    return {
      body: stored.body,
      size: stored.size,
      contentType: stored.contentType,
      fileName: row.file_name ?? row.storage_name,
      disposition: 'inline',
      // A private paper: no shared cache, and no copy left in the browser's HTTP cache.
      cacheControl: 'private, no-store',
    };
  },
};
