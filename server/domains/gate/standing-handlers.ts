/**
 * Standing approvals (issue 34): a member makes them for their own flat, lists the flat's live
 * ones, and stops one (their flat's only: 403 for another's, as for passes). A flat keeps at
 * most STANDING_MAX_LIVE at once.
 */
import { sql } from 'kysely';
import {
  EVERY_DAY,
  STANDING_AHEAD_DAYS,
  STANDING_MAX_LIVE,
  standingDatesProblem,
} from '../../../contract/gate/standing';
import { weekdays } from '../../../contract/gate/visitors';
import { addDays, inIndia } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import { HttpError, rowId } from '../../platform/http/http-error';
import type { HandlersFor } from '../../platform/http/handler';
import { listedStanding, liveStanding, toStandingApproval } from './standing-views';

export const standingHandlers: HandlersFor<
  'listStandingApprovals' | 'createStandingApproval' | 'stopStandingApproval'
> = {
  async listStandingApprovals({ app, user }) {
    const rows = await liveStanding(app.db, inIndia(app.now()).date)
      .where('s.apartment', '=', user.apartment_number)
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .execute();
    return rows.map(toStandingApproval);
  },

  async createStandingApproval({ app, body, user, transaction }) {
    const now = app.now();
    const today = inIndia(now).date;
    const problem = standingDatesProblem(body, today, addDays(today, STANDING_AHEAD_DAYS));
    if (problem) throw new HttpError(422, problem);
    const apartment = user.apartment_number;
    return transaction(async (tx) => {
      // One flat's approvals one at a time, so two phones cannot pass the cap together.
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`standing:${apartment}`}))`.execute(tx);
      const live = await liveStanding(tx, today).where('s.apartment', '=', apartment).execute();
      if (live.length >= STANDING_MAX_LIVE) {
        throw new HttpError(409, messages.standingTooMany);
      }
      const inserted = await tx
        .insertInto('standing_approvals')
        .values({
          apartment,
          created_by: user.phone_number,
          kind: body.kind,
          // Each once, in a stable order: the week's for days.
          companies: [...new Set(body.companies)],
          days: weekdays.filter((day) => (body.days ?? EVERY_DAY).includes(day)),
          start_time: body.start_time,
          end_time: body.end_time,
          starts_on: body.starts_on,
          ends_on: body.ends_on ?? null,
          plate_suffix: body.plate_suffix ?? '',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await listedStanding(tx)
        .where('s.id', '=', inserted.id)
        .executeTakeFirstOrThrow();
      return toStandingApproval(row);
    });
  },

  async stopStandingApproval({ app, params, user, transaction }) {
    const id = rowId(params.id, messages.standingNotFound);
    const now = app.now();
    return transaction(async (tx) => {
      const approval = await tx
        .selectFrom('standing_approvals')
        .select(['apartment', 'stopped_at'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!approval) throw new HttpError(404, messages.standingNotFound);
      if (approval.apartment !== user.apartment_number) {
        throw new HttpError(403, messages.forbidden);
      }
      if (approval.stopped_at) throw new HttpError(409, messages.standingAlreadyStopped);
      await tx
        .updateTable('standing_approvals')
        .set({ stopped_at: now })
        .where('id', '=', id)
        .execute();
      const row = await listedStanding(tx).where('s.id', '=', id).executeTakeFirstOrThrow();
      return toStandingApproval(row);
    });
  },
};
