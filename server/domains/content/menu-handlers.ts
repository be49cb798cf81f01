/** Restaurant menus (SPEC.md §2 /restaurant-menu, /admin/restaurant-menu, §7 Restaurant menus). */
import type { Selectable } from 'kysely';
import type { Menu } from '../../../contract/content/menus';
import { messages } from '../../../contract/messages';
import type { MenusTable } from './tables';
import { fileUrl, withStoredUpload } from '../../platform/files/uploads';
import { compactIndiaStamp, deletePicture } from './pictures';
import type { HandlersFor } from '../../platform/http/handler';

function toMenu(row: Selectable<MenusTable>): Menu {
  return {
    menu_id: String(row.id),
    menu_name: row.menu_name,
    menu_description: row.menu_description,
    menu_type: row.menu_type,
    url: fileUrl(row.file_name),
    thumbnail_url: fileUrl(row.thumbnail_name),
    width: row.width,
    height: row.height,
    upload_date: compactIndiaStamp(row.uploaded_at),
  };
}

export const menuHandlers: HandlersFor<'listMenus' | 'uploadMenu' | 'deleteMenu'> = {
  async listMenus({ app, query }) {
    let select = app.db.selectFrom('menus').selectAll();
    if (query.menu_type !== 'all') select = select.where('menu_type', '=', query.menu_type);
    const rows = await select.orderBy('uploaded_at', 'desc').orderBy('id', 'desc').execute();
    return { menus: rows.map(toMenu) };
  },

  async uploadMenu({ app, body, file, transaction }) {
    const row = await withStoredUpload(app.files, file, (stored) =>
      transaction((tx) =>
        tx
          .insertInto('menus')
          .values({
            menu_name: body.menu_name,
            menu_description: body.menu_description,
            menu_type: body.menu_type,
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
    return toMenu(row);
  },

  deleteMenu: (call) => deletePicture(call, 'menus', call.params.id, messages.menuNotFound),
};
