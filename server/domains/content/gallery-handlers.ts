/** The photo gallery (SPEC.md §2 /gallery, /admin/gallery, §7 Gallery). */
import type { Selectable } from 'kysely';
import type { GalleryImage } from '../../../contract/content/gallery';
import { messages } from '../../../contract/messages';
import type { GalleryImagesTable } from './tables';
import { fileUrl, withStoredUpload } from '../../platform/files/uploads';
import { compactIndiaStamp, deletePicture } from './pictures';
import type { HandlersFor } from '../../platform/http/handler';

function toImage(row: Selectable<GalleryImagesTable>): GalleryImage {
  return {
    id: String(row.id),
    title: row.title,
    category: row.category,
    url: fileUrl(row.file_name),
    thumbnail_url: fileUrl(row.thumbnail_name),
    width: row.width,
    height: row.height,
    upload_date: compactIndiaStamp(row.uploaded_at),
  };
}

export const galleryHandlers: HandlersFor<
  'listGallery' | 'uploadGalleryImage' | 'deleteGalleryImage'
> = {
  async listGallery({ app, query }) {
    let select = app.db.selectFrom('gallery_images').selectAll();
    if (query.category) select = select.where('category', '=', query.category);
    const rows = await select.orderBy('uploaded_at', 'desc').orderBy('id', 'desc').execute();
    return { images: rows.map(toImage) };
  },

  async uploadGalleryImage({ app, body, file, transaction }) {
    const row = await withStoredUpload(app.files, file, (stored) =>
      transaction((tx) =>
        tx
          .insertInto('gallery_images')
          .values({
            title: body.title,
            category: body.category,
            file_name: stored.fileName,
            thumbnail_name: stored.thumbnailName,
            width: stored.width,
            height: stored.height,
            uploaded_at: app.now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      ),
    );
    return toImage(row);
  },

  deleteGalleryImage: (call) =>
    deletePicture(call, 'gallery_images', call.params.id, messages.galleryImageNotFound),
};
