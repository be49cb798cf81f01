/**
 * Check-in and check-out at the desk (issue 17), both sent through the guard's outbox with an
 * Idempotency-Key and the time they really happened. Wrong codes are limited per guard device
 * (its session), counted in the database so every instance holds one limit.
 */
import { messages } from '../../../contract/messages';
import { HttpError } from '../../platform/http/http-error';
import { findPass, findVisit, recordCheckIn } from './check-ins';
import { happenedAt } from './gate-day';
import { tellDeparture } from './gate-notices';
import { countMiss, gateCodeLimit, refuseWhileFull } from '../../platform/http/rate-limits';
import { toVisit } from './visitor-views';
import type { HandlersFor } from '../../platform/http/handler';

export const gateVisitHandlers: HandlersFor<'checkIn' | 'checkOut'> = {
  async checkIn({ app, body, user, request, transaction }) {
    const now = app.now();
    const at = happenedAt(body.at, now);
    const earlier = await findVisit(app.db, body.visit_id);
    if (earlier) return { message: messages.letIn, visit: toVisit(earlier) };

    // Every lookup is refused while the device's misses fill the window (offline ones too:
    // their answer would tell a real code from a wrong one just the same).
    const device = `session:${request.sessionId ?? user.phone_number}`;
    await refuseWhileFull(app.db, gateCodeLimit, device, now);
    const pass = await findPass(app.db, { code: body.code, passId: body.pass_id, at });
    if (!pass) {
      await countMiss(app.db, gateCodeLimit, device, now);
      if (!body.recorded_offline) throw new HttpError(404, messages.codeUnknown);
    }
    const checkIn = {
      visitId: body.visit_id,
      code: body.code,
      passId: body.pass_id,
      gate: body.gate,
      people: body.people,
      at,
      offline: body.recorded_offline === true,
    };
    return transaction(async (tx) => {
      const visit = await recordCheckIn(tx, checkIn, pass, user, now);
      return { message: messages.letIn, visit: toVisit(visit) };
    });
  },

  async checkOut({ app, body, transaction }) {
    const now = app.now();
    return transaction(async (tx) => {
      const visit = await tx
        .selectFrom('visits')
        .selectAll()
        .where('id', '=', body.visit_id)
        .forUpdate()
        .executeTakeFirst();
      if (!visit) throw new HttpError(404, messages.visitNotFound);
      if (visit.checked_out_at) throw new HttpError(409, messages.visitAlreadyOut);
      // Out no earlier than in, whatever the device's clock says.
      const at = happenedAt(body.at, now);
      const out = at < visit.checked_in_at ? visit.checked_in_at : at;
      const row = await tx
        .updateTable('visits')
        .set({ checked_out_at: out })
        .where('id', '=', visit.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await tellDeparture(tx, row, now);
      return { message: messages.checkedOut, visit: toVisit(row) };
    });
  },
};
