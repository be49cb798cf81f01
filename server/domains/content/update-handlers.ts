/** Community updates (SPEC.md §2 /updates, §3 Update): the RWA posts, every member reads. */
import type { Selectable } from 'kysely';
import { inIndia } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import type { CommunityUpdate } from '../../../contract/content/updates';
import type { CommunityUpdatesTable } from './tables';
import { HttpError } from '../../platform/http/http-error';
import { rowId } from '../../platform/http/http-error';
import { tellCommunity } from '../notices';
import type { HandlersFor } from '../../platform/http/handler';

function toUpdate(row: Selectable<CommunityUpdatesTable>): CommunityUpdate {
  return {
    id: String(row.id),
    title: row.title,
    date: row.date,
    content: row.content,
    category: row.category,
  };
}

export const updateHandlers: HandlersFor<'listUpdates' | 'createUpdate' | 'deleteUpdate'> = {
  async listUpdates({ app }) {
    const rows = await app.db
      .selectFrom('community_updates')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toUpdate);
  },

  async createUpdate({ app, body, transaction }) {
    const now = app.now();
    const row = await transaction(async (tx) => {
      const added = await tx
        .insertInto('community_updates')
        .values({ ...body, date: inIndia(now).date, created_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      await tellCommunity(tx, { kind: 'update', title: body.title, url: '/updates' }, now);
      return added;
    });
    return toUpdate(row);
  },

  async deleteUpdate({ params, transaction }) {
    await transaction(async (tx) => {
      const found = await tx
        .deleteFrom('community_updates')
        .where('id', '=', rowId(params.id, messages.updateNotFound))
        .executeTakeFirst();
      if (Number(found.numDeletedRows) === 0) throw new HttpError(404, messages.updateNotFound);
    });
    return { message: messages.deleted };
  },
};
