/**
 * Walk-ins at the gate (issue 17): the guard records the visitor (with a photo, maybe) and every
 * resident of the flat is asked; a resident answers in the app, or the guard records what one
 * said on the phone. The desk polls the walk-in for the answer. Recorded by the device's id, so a
 * walk-in sent again from the outbox is answered as stored, never asked twice.
 */
import { messages } from '../../../contract/messages';
import type { User } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { happenedAt } from './gate-day';
import { livedInFlat } from './gate-directory';
import { askHousehold } from './gate-notices';
import { startOfIndiaDay } from '../../platform/india-day';
import { removeFiles, withStoredUpload } from '../../platform/files/uploads';
import { answerWalkIn, findWalkIn, toWalkIn } from './walk-ins';
import type { WalkInRow } from './walk-ins';
import type { HandlersFor } from '../../platform/http/handler';

const DAY_MS = 24 * 60 * 60 * 1000;
const LIST_CAP = 200;

/** A guard sees every walk-in; anyone else those of their own flat. */
const mayRead = (user: User, row: WalkInRow) =>
  user.role === 'guard' || row.apartment === user.apartment_number;

export const gateWalkInHandlers: HandlersFor<
  'recordWalkIn' | 'decideWalkIn' | 'recordPhoneDecision' | 'getWalkIn' | 'listWalkIns'
> = {
  async recordWalkIn({ app, body, file, user, request, transaction }) {
    const input = body.walk_in;
    const now = app.now();
    const earlier = await findWalkIn(app.db, input.id);
    if (earlier) return toWalkIn(earlier);
    const apartment = await livedInFlat(app.db, input.apartment);
    if (!apartment) throw new HttpError(422, messages.apartmentUnknown);
    let unused: string[] = [];
    const row = await withStoredUpload(app.files, file, (photo) =>
      transaction(async (tx) => {
        const inserted = await tx
          .insertInto('walk_ins')
          .values({
            id: input.id,
            name: input.name,
            phone: input.phone ?? '',
            purpose: input.purpose,
            apartment,
            gate: input.gate,
            photo_name: photo.fileName || null,
            thumbnail_name: photo.thumbnailName || null,
            guard_phone: user.phone_number,
            guard_name: user.name ?? 'Guard',
            created_at: happenedAt(input.at, now),
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (inserted) {
          await askHousehold(tx, inserted, now);
          return toWalkIn(inserted);
        }
        // The same walk-in sent twice at once: the other call stored it (and asked).
        unused = [photo.fileName, photo.thumbnailName];
        return toWalkIn((await findWalkIn(tx, input.id)) as WalkInRow);
      }),
    );
    await removeFiles(app.files, unused, request.log);
    return row;
  },

  async decideWalkIn({ app, params, body, user, transaction }) {
    const answer = {
      decision: body.decision,
      by: user.name ?? user.phone_number,
      via: 'app' as const,
      at: app.now(),
    };
    const mayAnswer = (row: WalkInRow) => row.apartment === user.apartment_number;
    return transaction(async (tx) =>
      toWalkIn(await answerWalkIn(tx, params.id, answer, mayAnswer, app.now())),
    );
  },

  async recordPhoneDecision({ app, params, body, transaction }) {
    const now = app.now();
    const answer = {
      decision: body.decision,
      by: body.resident,
      via: 'phone' as const,
      at: happenedAt(body.at, now),
    };
    return transaction(async (tx) =>
      toWalkIn(await answerWalkIn(tx, params.id, answer, () => true, now)),
    );
  },

  async getWalkIn({ app, params, user }) {
    const row = await findWalkIn(app.db, params.id);
    if (!row) throw new HttpError(404, messages.walkInNotFound);
    if (!mayRead(user, row)) throw new HttpError(403, messages.forbidden);
    return toWalkIn(row);
  },

  /**
   * A resident (the RWA too: only a flat answers its walk-ins): their flat's last day, waiting
   * ones first; the gate: today's. The RWA reads the estate's at `visitors/walk-ins`.
   */
  async listWalkIns({ app, user }) {
    const now = app.now();
    let query = app.db.selectFrom('walk_ins').selectAll();
    if (user.role !== 'guard') {
      query = query
        .where('apartment', '=', user.apartment_number)
        .where('created_at', '>', new Date(now.getTime() - DAY_MS))
        .orderBy((eb) => eb('status', '=', 'waiting'), 'desc');
    } else {
      query = query.where('created_at', '>=', startOfIndiaDay(now));
    }
    const rows = await query.orderBy('created_at', 'desc').limit(LIST_CAP).execute();
    return rows.map(toWalkIn);
  },
};
