/**
 * The RWA's eye on the gate's shelf (issue 34): parcels left uncollected longer than the days it
 * sets (one row of settings, made by the migration), oldest first.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { HandlersFor } from '../../platform/http/handler';
import { toDeskParcel } from './parcel-views';

const DAY_MS = 24 * 60 * 60 * 1000;
const LIST_CAP = 500;

async function readOverdueDays(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('parcel_settings')
    .select('overdue_days')
    .executeTakeFirstOrThrow();
  return row.overdue_days;
}

export const parcelOverdueHandlers: HandlersFor<'listOverdueParcels' | 'setParcelOverdueDays'> = {
  async listOverdueParcels({ app }) {
    const days = await readOverdueDays(app.db);
    const rows = await app.db
      .selectFrom('parcels')
      .selectAll()
      .where('status', '=', 'waiting')
      .where('logged_at', '<=', new Date(app.now().getTime() - days * DAY_MS))
      .orderBy('logged_at')
      .orderBy('id')
      .limit(LIST_CAP)
      .execute();
    return { overdue_days: days, parcels: rows.map(toDeskParcel) };
  },

  setParcelOverdueDays({ app, body, transaction, audit }) {
    audit({
      targetId: 'settings',
      summary: `Uncollected parcels shown after ${body.overdue_days} days`,
    });
    return transaction(async (tx) => {
      await tx
        .updateTable('parcel_settings')
        .set({ overdue_days: body.overdue_days, updated_at: app.now() })
        .execute();
      return { overdue_days: await readOverdueDays(tx) };
    });
  },
};
