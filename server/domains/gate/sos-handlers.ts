/**
 * SOS (issue 34): a member raises it, the desk lists it within seconds (it asks every few;
 * the rows live in the database, so every server instance answers alike), a guard acknowledges
 * it, and the member who raised it follows it.
 */
import { messages } from '../../../contract/messages';
import { HttpError, rowId } from '../../platform/http/http-error';
import type { HandlersFor } from '../../platform/http/handler';
import { acknowledge, deskSos, findSos, insertSos, openSosOf, toSosAlert } from './sos';
import { tellRaiserOnTheWay, tellRwaOfSos } from './sos-notices';

export const sosHandlers: HandlersFor<'raiseSos' | 'getSos' | 'listGateSos' | 'acknowledgeSos'> = {
  async raiseSos({ app, user, reply, transaction }) {
    const now = app.now();
    return transaction(async (tx) => {
      const open = await openSosOf(tx, user, now);
      if (open) return toSosAlert(open);
      const row = await insertSos(tx, user, now);
      await tellRwaOfSos(tx, row, now);
      reply.code(201);
      return toSosAlert(row);
    });
  },

  async getSos({ app, params, user }) {
    const row = await findSos(app.db, rowId(params.id, messages.sosNotFound));
    if (!row) throw new HttpError(404, messages.sosNotFound);
    if (row.raised_by !== user.phone_number) throw new HttpError(403, messages.forbidden);
    return toSosAlert(row);
  },

  async listGateSos({ app }) {
    return (await deskSos(app.db, app.now())).map(toSosAlert);
  },

  async acknowledgeSos({ app, params, user, transaction }) {
    const id = rowId(params.id, messages.sosNotFound);
    const now = app.now();
    return transaction(async (tx) => {
      const outcome = await acknowledge(tx, id, user, now);
      if (!outcome) throw new HttpError(404, messages.sosNotFound);
      if (outcome.first) await tellRaiserOnTheWay(tx, outcome.row, now);
      return toSosAlert(outcome.row);
    });
  },
};
