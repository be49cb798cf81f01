/** Newsletters (SPEC.md §2 /newsletter, /admin/newsletter, §7 Newsletters). */
import type { Selectable } from 'kysely';
import { messages } from '../../../contract/messages';
import type { Newsletter } from '../../../contract/content/newsletters';
import type { NewslettersTable } from './tables';
import { HttpError } from '../../platform/http/http-error';
import { removeFiles, withStoredUpload } from '../../platform/files/uploads';
import { rowId } from '../../platform/http/http-error';
import { tellCommunity } from '../notices';
import type { HandlersFor } from '../../platform/http/handler';

function toNewsletter(row: Selectable<NewslettersTable>): Newsletter {
  return {
    id: String(row.id),
    title: row.title,
    upload_date: row.uploaded_at.toISOString(),
    pdf_url: `newsletter/download/${row.id}`,
    size_bytes: row.size_bytes,
  };
}

export const newsletterHandlers: HandlersFor<
  'listNewsletters' | 'uploadNewsletter' | 'deleteNewsletter' | 'downloadNewsletter'
> = {
  async listNewsletters({ app }) {
    const rows = await app.db
      .selectFrom('newsletters')
      .selectAll()
      .orderBy('uploaded_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toNewsletter);
  },

  async uploadNewsletter({ app, body, file, transaction }) {
    const row = await withStoredUpload(app.files, file, (stored) =>
      transaction(async (tx) => {
        const added = await tx
          .insertInto('newsletters')
          .values({
            title: body.title,
            file_name: stored.fileName,
            size_bytes: stored.sizeBytes,
            uploaded_at: app.now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await tellCommunity(
          tx,
          { kind: 'newsletter', title: body.title, url: '/newsletter' },
          app.now(),
        );
        return added;
      }),
    );
    return toNewsletter(row);
  },

  async deleteNewsletter({ app, params, request, transaction }) {
    const row = await transaction(async (tx) => {
      const found = await tx
        .deleteFrom('newsletters')
        .where('id', '=', rowId(params.id, messages.newsletterNotFound))
        .returning('file_name')
        .executeTakeFirst();
      if (!found) throw new HttpError(404, messages.newsletterNotFound);
      return found;
    });
    await removeFiles(app.files, [row.file_name], request.log);
    return { message: messages.deleted };
  },

  /** The PDF as an attachment named after the newsletter, never cached by shared caches. */
  async downloadNewsletter({ app, params }) {
    const row = await app.db
      .selectFrom('newsletters')
      .select(['title', 'file_name'])
      .where('id', '=', rowId(params.id, messages.newsletterNotFound))
      .executeTakeFirst();
    if (!row) throw new HttpError(404, messages.newsletterNotFound);
    const stored = await app.files.get(row.file_name);
    if (!stored) throw new HttpError(404, messages.fileNotFound);
    return {
      body: stored.body,
      size: stored.size,
      contentType: stored.contentType,
      fileName: `${row.title}.pdf`,
      disposition: 'attachment',
      cacheControl: 'private, max-age=0',
    };
  },
};
