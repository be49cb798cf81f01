/**
 * Lost and found (SPEC.md §2 /lost-and-found, /admin/lost-found, §4 status, §5, §7 Lost and
 * found). Anyone signed in reads every report; a report may be changed only by whoever made it
 * or by the RWA. A member's report is always created `open`: closing is a later decision.
 */
import type { Kysely, Selectable, Updateable } from 'kysely';
import { inIndia } from '../../../contract/platform/india-time';
import { lostFoundDateProblem } from '../../../contract/lost-found/lost-found';
import type {
  LostFoundInput,
  LostFoundItem,
  LostFoundStatus,
} from '../../../contract/lost-found/lost-found';
import { messages } from '../../../contract/messages';
import type { Database, User } from '../../platform/db/schema';
import type { LostFoundItemsTable } from './tables';
import { HttpError } from '../../platform/http/http-error';
import { fileUrl, removeFiles, withStoredUpload } from '../../platform/files/uploads';
import { rowId } from '../../platform/http/http-error';
import { notify } from '../notices';
import type { HandlersFor } from '../../platform/http/handler';

type Row = Selectable<LostFoundItemsTable>;

/**
 * The item as `caller` may see it. A reporter who no longer lives here (deactivated or moved
 * out) keeps their report, but their number stops being handed to every resident: only the
 * RWA, who deals with what is left behind, still sees it.
 */
function toItem(row: Row, caller: User, reporterGone = false): LostFoundItem {
  const withheld = reporterGone && caller.role !== 'rwa';
  return {
    id: String(row.id),
    type: row.type,
    title: row.title,
    description: row.description,
    date: row.date,
    location: row.location,
    category: row.category,
    contactName: row.contact_name,
    contactPhone: withheld ? '' : row.contact_phone,
    status: row.status,
    imageUrl: fileUrl(row.image_name),
    thumbnailUrl: fileUrl(row.thumbnail_name),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    mine: row.reported_by === caller.phone_number,
  };
}

function columnsOf(input: LostFoundInput) {
  return {
    type: input.type,
    title: input.title,
    description: input.description,
    date: input.date,
    location: input.location,
    category: input.category,
    contact_name: input.contactName,
    contact_phone: input.contactPhone,
  };
}

/** A day that has already begun in India (the contract checks it is a real one). */
function checkDate(date: string, now: Date): void {
  const problem = lostFoundDateProblem(date, inIndia(now).date);
  if (problem) throw new HttpError(400, problem);
}

/** The item, if the caller may change it: 404 when there is none, 403 when it is someone else's. */
async function changeableItem(db: Kysely<Database>, id: string, user: User): Promise<Row> {
  const row = await db
    .selectFrom('lost_found_items')
    .selectAll()
    .where('id', '=', rowId(id, messages.lostFoundNotFound))
    .executeTakeFirst();
  if (!row) throw new HttpError(404, messages.lostFoundNotFound);
  if (user.role !== 'rwa' && row.reported_by !== user.phone_number) {
    throw new HttpError(403, messages.lostFoundNotYours);
  }
  return row;
}

const NO_PHOTO = { fileName: '', thumbnailName: '' };

/** A new report by `user`; in the call's transaction, so a retried call stores it once. */
async function insertItem(
  tx: Kysely<Database>,
  input: LostFoundInput & { status: LostFoundStatus },
  photo: { fileName: string; thumbnailName: string },
  user: User,
  now: Date,
): Promise<LostFoundItem> {
  const row = await tx
    .insertInto('lost_found_items')
    .values({
      ...columnsOf(input),
      status: input.status,
      image_name: photo.fileName,
      thumbnail_name: photo.thumbnailName,
      reported_by: user.phone_number,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (row.type === 'found' && row.status === 'open') await tellOwnersOfLostItems(tx, row, now);
  return toItem(row, user);
}

/** Whoever has an open report of a lost item of the same kind may be looking at theirs. */
async function tellOwnersOfLostItems(
  tx: Kysely<Database>,
  found: Selectable<LostFoundItemsTable>,
  now: Date,
): Promise<void> {
  const losers = await tx
    .selectFrom('lost_found_items')
    .select('reported_by')
    .distinct()
    .where('type', '=', 'lost')
    .where('status', '=', 'open')
    .where('category', '=', found.category)
    .where('reported_by', '!=', found.reported_by)
    .execute();
  await notify(
    tx,
    { phones: losers.map((row) => row.reported_by) },
    {
      kind: 'lost_found_match',
      category: 'lost_found',
      title: `Found: ${found.title}`,
      body: `${found.category} found at ${found.location}. Is it yours?`,
      url: '/lost-and-found',
      tag: `found-${found.id}`,
    },
    now,
  );
}

/** Changes an item the caller may change, answering it as it now is. */
async function updateItem(
  db: Kysely<Database>,
  id: string,
  user: User,
  changes: Updateable<LostFoundItemsTable>,
): Promise<LostFoundItem> {
  const before = await changeableItem(db, id, user);
  const row = await db
    .updateTable('lost_found_items')
    .set(changes)
    .where('id', '=', before.id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new HttpError(404, messages.lostFoundNotFound);
  return toItem(row, user);
}

export const lostFoundHandlers: HandlersFor<
  | 'listLostFoundItems'
  | 'reportLostFoundItem'
  | 'createLostFoundItem'
  | 'uploadLostFoundImage'
  | 'updateLostFoundItem'
  | 'updateLostFoundStatus'
  | 'deleteLostFoundItem'
> = {
  async listLostFoundItems({ app, user }) {
    const rows = await app.db
      .selectFrom('lost_found_items as item')
      .leftJoin('users as reporter', 'reporter.phone_number', 'item.reported_by')
      .selectAll('item')
      .select((eb) =>
        eb
          .or([
            eb('reporter.id', 'is', null),
            eb('reporter.is_active', '=', false),
            eb('reporter.removed_at', 'is not', null),
          ])
          .as('reporter_gone'),
      )
      .orderBy('item.created_at', 'desc')
      .orderBy('item.id', 'desc')
      .execute();
    return rows.map(({ reporter_gone, ...row }) => toItem(row, user, reporter_gone === true));
  },

  async reportLostFoundItem({ app, body, user, transaction }) {
    checkDate(body.date, app.now());
    return transaction((tx) =>
      insertItem(tx, { ...body, status: 'open' }, NO_PHOTO, user, app.now()),
    );
  },

  async createLostFoundItem({ app, body, file, user, transaction }) {
    const input = body.item;
    checkDate(input.date, app.now());
    // Only the RWA records an item as already closed (say, returned at the gate).
    const status: LostFoundStatus = user.role === 'rwa' ? input.status : 'open';
    return withStoredUpload(app.files, file, (photo) =>
      transaction((tx) => insertItem(tx, { ...input, status }, photo, user, app.now())),
    );
  },

  async uploadLostFoundImage({ app, params, file, user, request, transaction }) {
    // Checked before the photo is stored, so a refused call stores nothing.
    const item = await changeableItem(app.db, params.id, user);
    const { row, replaced } = await withStoredUpload(app.files, file, (photo) =>
      transaction(async (tx) => {
        // The photo being replaced is read under the row's lock: of two uploads at once, each
        // removes the one it replaced, and none leaves the other's behind.
        const before = await tx
          .selectFrom('lost_found_items')
          .select(['image_name', 'thumbnail_name'])
          .where('id', '=', item.id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw new HttpError(404, messages.lostFoundNotFound);
        const changed = await tx
          .updateTable('lost_found_items')
          .set({
            image_name: photo.fileName,
            thumbnail_name: photo.thumbnailName,
            updated_at: app.now(),
          })
          .where('id', '=', item.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { row: changed, replaced: [before.image_name, before.thumbnail_name] };
      }),
    );
    // After the commit: a rollback keeps the old photo, which the row still names.
    await removeFiles(app.files, replaced, request.log);
    return toItem(row, user);
  },

  async updateLostFoundItem({ app, params, body, user, transaction }) {
    checkDate(body.date, app.now());
    const changes = { ...columnsOf(body), updated_at: app.now() };
    return transaction((tx) => updateItem(tx, params.id, user, changes));
  },

  updateLostFoundStatus: ({ app, params, body, user, transaction }) =>
    transaction((tx) =>
      updateItem(tx, params.id, user, { status: body.status, updated_at: app.now() }),
    ),

  async deleteLostFoundItem({ app, params, user, request, transaction }) {
    const row = await transaction(async (tx) => {
      const before = await changeableItem(tx, params.id, user);
      const found = await tx
        .deleteFrom('lost_found_items')
        .where('id', '=', before.id)
        .returning(['image_name', 'thumbnail_name'])
        .executeTakeFirst();
      if (!found) throw new HttpError(404, messages.lostFoundNotFound);
      return found;
    });
    await removeFiles(app.files, [row.image_name, row.thumbnail_name], request.log);
    return { message: messages.deleted };
  },
};
