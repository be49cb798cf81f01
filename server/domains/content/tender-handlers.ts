/** Tenders: anyone reads them (SPEC.md §2 /tenders), the RWA manages them (/admin/tenders). */
import type { Selectable } from 'kysely';
import { inIndia } from '../../../contract/platform/india-time';
import { tenderDateProblem } from '../../../contract/content/tenders';
import type { Tender, TenderInput } from '../../../contract/content/tenders';
import { messages } from '../../../contract/messages';
import type { TendersTable } from './tables';
import { HttpError } from '../../platform/http/http-error';
import { rowId } from '../../platform/http/http-error';
import { tellCommunity } from '../notices';
import type { HandlersFor } from '../../platform/http/handler';

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

/** Dates within a few years of today in India (the contract checks each is a real day). */
function checkDates(input: TenderInput, now: Date): void {
  const problem = tenderDateProblem(input, inIndia(now).date);
  if (problem) throw new HttpError(400, `${problem.path}: ${problem.message}`);
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

  async createTender({ app, body, transaction }) {
    checkDates(body, app.now());
    const at = app.now();
    const row = await transaction(async (tx) => {
      const added = await tx
        .insertInto('tenders')
        .values({ ...toColumns(body), created_at: at, updated_at: at })
        .returningAll()
        .executeTakeFirstOrThrow();
      await tellCommunity(tx, { kind: 'tender', title: body.name, url: '/tenders' }, at);
      return added;
    });
    return toTender(row);
  },

  async updateTender({ app, body, params, transaction }) {
    checkDates(body, app.now());
    return transaction(async (tx) => {
      const row = await tx
        .updateTable('tenders')
        .set({ ...toColumns(body), updated_at: app.now() })
        .where('id', '=', rowId(params.id, messages.tenderNotFound))
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new HttpError(404, messages.tenderNotFound);
      return toTender(row);
    });
  },

  async deleteTender({ params, transaction }) {
    await transaction(async (tx) => {
      const found = await tx
        .deleteFrom('tenders')
        .where('id', '=', rowId(params.id, messages.tenderNotFound))
        .executeTakeFirst();
      if (Number(found.numDeletedRows) === 0) throw new HttpError(404, messages.tenderNotFound);
    });
    return { message: messages.tenderDeleted };
  },
};
