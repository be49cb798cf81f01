/**
 * The helpdesk's categories (issue 18): what a complaint is about and the deadline it gets.
 * Everyone signed in reads them in the RWA's order; the RWA adds and edits them. A new deadline
 * applies to tickets reported from then on: each ticket fixed its own when it was reported.
 */
import type { Selectable } from 'kysely';
import { ASK_RWA_PURPOSE } from '../../../contract/helpdesk/schemas';
import type { HelpdeskCategory } from '../../../contract/helpdesk/helpdesk';
import { messages } from '../../../contract/messages';
import type { HelpdeskCategoriesTable } from './tables';
import { HttpError, rowId } from '../../platform/http/http-error';
import type { HandlersFor } from '../../platform/http/handler';

const toCategory = (row: Selectable<HelpdeskCategoriesTable>): HelpdeskCategory => ({
  id: String(row.id),
  name: row.name,
  sla_hours: row.sla_hours,
  ask_rwa_handovers: row.purpose === ASK_RWA_PURPOSE,
});

/** Names are unique whatever their case (the table's index): a clash is the caller's 409. */
async function nameChecked<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : '';
    if (code === '23505') throw new HttpError(409, messages.categoryNameTaken);
    throw error;
  }
}

const hours = (value: number) => `${value} h`;

export const helpdeskCategoryHandlers: HandlersFor<
  'listHelpdeskCategories' | 'createHelpdeskCategory' | 'updateHelpdeskCategory'
> = {
  async listHelpdeskCategories({ app }) {
    const rows = await app.db
      .selectFrom('helpdesk_categories')
      .selectAll()
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map(toCategory);
  },

  async createHelpdeskCategory({ body, transaction, audit }) {
    audit({ summary: `${body.name}: deadline ${hours(body.sla_hours)}` });
    return transaction(async (tx) => {
      const last = await tx
        .selectFrom('helpdesk_categories')
        .select((eb) => eb.fn.max('position').as('position'))
        .executeTakeFirst();
      const row = await nameChecked(
        tx
          .insertInto('helpdesk_categories')
          .values({ ...body, position: (last?.position ?? 0) + 1 })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return toCategory(row);
    });
  },

  updateHelpdeskCategory: ({ params, body, transaction, audit }) =>
    transaction(async (tx) => {
      const id = rowId(params.id, messages.categoryNotFound);
      const before = await tx
        .selectFrom('helpdesk_categories')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw new HttpError(404, messages.categoryNotFound);
      const renamed = before.name === body.name ? body.name : `${before.name} → ${body.name}`;
      const deadline =
        before.sla_hours === body.sla_hours
          ? hours(body.sla_hours)
          : `${hours(before.sla_hours)} → ${hours(body.sla_hours)} (new tickets)`;
      audit({ summary: `${renamed}: deadline ${deadline}` });
      const row = await nameChecked(
        tx
          .updateTable('helpdesk_categories')
          .set(body)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return toCategory(row);
    }),
};
