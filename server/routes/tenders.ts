/** Tenders: anyone reads them (SPEC.md §2 /tenders), the RWA manages them (/admin/tenders). */
import type { Selectable } from 'kysely';
import type { Tender, TenderInput } from '../../contract/tenders';
import { messages } from '../../contract/messages';
import type { TendersTable } from '../db/schema';
import { HttpError } from '../http-error';
import type { HandlersFor } from './handler';

function toTender(row: Selectable<TendersTable>): Tender {
  return {
    id: String(row.id),
    name: row.name,
    description: row.description,
    collectionDate: row.collection_date,
    returnDate: row.return_date,
    cost: { amount: Number(row.cost_amount), gstPercentage: Number(row.gst_percentage) },
    location: row.location,
    contact: row.contact,
  };
}

function toColumns(input: TenderInput) {
  return {
    name: input.name,
    description: input.description,
    collection_date: input.collectionDate,
    return_date: input.returnDate,
    cost_amount: input.cost.amount,
    gst_percentage: input.cost.gstPercentage,
    location: input.location,
    contact: input.contact,
  };
}

/** The row id, or 404 for one that cannot exist (past bigint, where Postgres would throw). */
function tenderId(id: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value)) throw new HttpError(404, messages.tenderNotFound);
  return value;
}

/** The contract's yyyy-MM-dd check is by shape; a date column refuses 2030-02-30, say so. */
function checkDates(input: TenderInput): void {
  for (const [label, value] of [
    ['Collection date', input.collectionDate],
    ['Return date', input.returnDate],
  ] as const) {
    const parsed = new Date(`${value}T00:00:00.000Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
      throw new HttpError(400, `${label} must be a date`);
    }
  }
}

export const tenderHandlers: HandlersFor<
  'listTenders' | 'createTender' | 'updateTender' | 'deleteTender'
> = {
  async listTenders({ app }) {
    const rows = await app.db
      .selectFrom('tenders')
      .selectAll()
      .orderBy('collection_date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toTender);
  },

  async createTender({ app, body, reply }) {
    checkDates(body);
    const at = app.now();
    const row = await app.db
      .insertInto('tenders')
      .values({ ...toColumns(body), created_at: at, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
    reply.code(201);
    return toTender(row);
  },

  async updateTender({ app, body, params }) {
    checkDates(body);
    const row = await app.db
      .updateTable('tenders')
      .set({ ...toColumns(body), updated_at: app.now() })
      .where('id', '=', tenderId(params.id))
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new HttpError(404, messages.tenderNotFound);
    return toTender(row);
  },

  async deleteTender({ app, params }) {
    const deleted = await app.db
      .deleteFrom('tenders')
      .where('id', '=', tenderId(params.id))
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw new HttpError(404, messages.tenderNotFound);
    return { message: messages.tenderDeleted };
  },
};
