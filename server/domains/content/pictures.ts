/** Small rules the content routes share (menus, gallery, newsletters, events, updates). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { inIndia } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import type { Database } from '../../platform/db/schema';
import { HttpError, rowId } from '../../platform/http/http-error';
import { removeFiles } from '../../platform/files/uploads';

/** SPEC.md §3's compact upload date: YYYYMMDDTHHMM in India time. */
export function compactIndiaStamp(instant: Date): string {
  const { date, time } = inIndia(instant);
  return `${date.replaceAll('-', '')}T${time.replace(':', '')}`;
}

/**
 * Deletes one picture row (a menu or a gallery photo) in the call's transaction, so its audit
 * row commits with it, then its image and thumbnail; 404 with `notFound` when there is none.
 */
export async function deletePicture(
  call: {
    app: FastifyInstance;
    request: FastifyRequest;
    transaction: <T>(work: (tx: Kysely<Database>) => Promise<T>) => Promise<T>;
  },
  table: 'menus' | 'gallery_images',
  id: string,
  notFound: string,
): Promise<{ message: string }> {
  const row = await call.transaction(async (tx) => {
    const found = await tx
      .deleteFrom(table)
      .where('id', '=', rowId(id, notFound))
      .returning(['file_name', 'thumbnail_name'])
      .executeTakeFirst();
    if (!found) throw new HttpError(404, notFound);
    return found;
  });
  await removeFiles(call.app.files, [row.file_name, row.thumbnail_name], call.request.log);
  return { message: messages.deleted };
}
