/**
 * The flat's side of parcels (issue 34): its parcels with their collection codes, and its choice
 * for each — leave it at the gate or bring it up — which may come late from the outbox, after the
 * parcel is gone (409), and may come from anyone of the flat, never another flat (403).
 */
import { messages } from '../../../contract/messages';
import { HttpError } from '../../platform/http/http-error';
import type { HandlersFor } from '../../platform/http/handler';
import { lockParcel, toMyParcel } from './parcel-views';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export const parcelFlatHandlers: HandlersFor<'myParcels' | 'setParcelInstruction'> = {
  /** Waiting first (oldest first, as at the gate), then the last week's handed over, newest first. */
  async myParcels({ app, user }) {
    const since = new Date(app.now().getTime() - WEEK_MS);
    const rows = await app.db
      .selectFrom('parcels')
      .selectAll()
      .where('apartment', '=', user.apartment_number)
      .where((eb) => eb.or([eb('status', '=', 'waiting'), eb('collected_at', '>', since)]))
      .orderBy((eb) => eb('status', '=', 'waiting'), 'desc')
      .orderBy((eb) => eb.fn.coalesce('collected_at', 'logged_at'), 'desc')
      .execute();
    return rows.map(toMyParcel);
  },

  async setParcelInstruction({ params, body, user, transaction }) {
    return transaction(async (tx) => {
      const row = await lockParcel(tx, params.id);
      if (!row) throw new HttpError(404, messages.parcelNotFound);
      if (row.apartment !== user.apartment_number) throw new HttpError(403, messages.forbidden);
      if (row.status === 'collected') throw new HttpError(409, messages.parcelAlreadyCollected);
      const updated = await tx
        .updateTable('parcels')
        .set({ instruction: body.instruction, instruction_by: user.name ?? user.phone_number })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toMyParcel(updated);
    });
  },
};
