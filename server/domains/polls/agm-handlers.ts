/**
 * General meetings (issue 36): the RWA sets one up, its resolutions are polls that name it, and
 * it marks the flats present at the door. Residents read the meeting and its agenda.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { messages } from '../../../contract/messages';
import type { Agm } from '../../../contract/polls/agms';
import type { Database } from '../../platform/db/schema';
import type { HandlersFor } from '../../platform/http/handler';
import { HttpError } from '../../platform/http/http-error';
import { onRoll, rollOf } from './electorate';
import { loadPolls, toPoll } from './poll-views';

const toAgm = (row: { id: string; title: string; held_at: Date; venue: string }): Agm => ({
  id: row.id,
  title: row.title,
  held_at: row.held_at.toISOString(),
  venue: row.venue,
});

/** The meeting's row, or 404. */
export async function findAgm(db: Kysely<Database>, id: string) {
  const row = await db.selectFrom('agms').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, messages.agmNotFound);
  return row;
}

const attendanceOf = async (db: Kysely<Database>, agmId: string) =>
  (
    await db
      .selectFrom('agm_attendance')
      .select('apartment')
      .where('agm_id', '=', agmId)
      .orderBy('apartment')
      .execute()
  ).map((row) => row.apartment);

export const agmHandlers: HandlersFor<'createAgm' | 'listAgms' | 'getAgm' | 'markAttendance'> = {
  createAgm({ app, body, user, transaction, audit }) {
    const id = randomUUID();
    audit({ targetId: id, summary: `Meeting "${body.title}"` });
    return transaction(async (tx) => {
      const row = await tx
        .insertInto('agms')
        .values({
          id,
          title: body.title,
          held_at: new Date(body.held_at),
          venue: body.venue,
          created_by: user.name ?? user.phone_number,
          created_at: app.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toAgm(row);
    });
  },

  async listAgms({ app }) {
    const rows = await app.db.selectFrom('agms').selectAll().orderBy('held_at', 'desc').execute();
    return rows.map(toAgm);
  },

  async getAgm({ app, params }) {
    const row = await findAgm(app.db, params.id);
    const agenda = (await loadPolls(app.db, row.id)).reverse();
    return {
      ...toAgm(row),
      agenda: agenda.map((poll) => toPoll(poll, app.now())),
      attendance: await attendanceOf(app.db, row.id),
      eligible: (await rollOf(app.db, 'flat')).length,
    };
  },

  markAttendance({ params, body, transaction, audit }) {
    audit({
      targetId: params.id,
      summary: `Flat ${body.apartment} ${body.present ? 'present' : 'not present'}`,
    });
    return transaction(async (tx) => {
      const row = await findAgm(tx, params.id);
      if (!(await onRoll(tx, 'flat', body.apartment))) {
        throw new HttpError(400, messages.flatNotOnRoll);
      }
      if (body.present) {
        await tx
          .insertInto('agm_attendance')
          .values({ agm_id: row.id, apartment: body.apartment })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      } else {
        await tx
          .deleteFrom('agm_attendance')
          .where('agm_id', '=', row.id)
          .where('apartment', '=', body.apartment)
          .execute();
      }
      return { attendance: await attendanceOf(tx, row.id) };
    });
  },
};
