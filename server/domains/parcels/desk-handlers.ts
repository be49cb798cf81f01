/**
 * The guard's side of parcels (issue 34): logging one (named by the device, so a parcel sent
 * again from the outbox is answered as stored and the flat is told once), the desk's list, and
 * handing one over against the flat's code or to a person of the flat the register names.
 */
import { messages } from '../../../contract/messages';
import { HttpError } from '../../platform/http/http-error';
import { countMiss, refuseWhileFull } from '../../platform/http/rate-limits';
import { removeFiles, withStoredUpload } from '../../platform/files/uploads';
import type { HandlersFor } from '../../platform/http/handler';
import { happenedAt, livedInFlat } from '../gate';
import { newCollectionCode, parcelCodeLimit } from './collection-codes';
import { handOver } from './hand-over';
import { tellParcelArrived } from './parcel-notices';
import { findParcel, toDeskParcel } from './parcel-views';
import type { ParcelRow } from './parcel-views';

const DAY_MS = 24 * 60 * 60 * 1000;
const LIST_CAP = 500;

export const parcelDeskHandlers: HandlersFor<'logParcel' | 'listDeskParcels' | 'collectParcel'> = {
  async logParcel({ app, body, file, user, request, transaction }) {
    const input = body.parcel;
    const now = app.now();
    const earlier = await findParcel(app.db, input.id);
    // The same parcel sent again (a lost answer, another key): as stored, the flat told once.
    if (earlier) return toDeskParcel(earlier);
    const apartment = await livedInFlat(app.db, input.apartment);
    if (!apartment) throw new HttpError(422, messages.apartmentUnknown);
    let unused: string[] = [];
    const parcel = await withStoredUpload(app.files, file, (photo) =>
      transaction(async (tx) => {
        const inserted = await tx
          .insertInto('parcels')
          .values({
            id: input.id,
            apartment,
            courier: input.courier,
            count: input.count ?? 1,
            note: input.note,
            gate: input.gate,
            photo_name: photo.fileName || null,
            thumbnail_name: photo.thumbnailName || null,
            code: await newCollectionCode(tx, apartment),
            logged_at: happenedAt(input.at, now),
            recorded_at: now,
            guard_phone: user.phone_number,
            guard_name: user.name ?? 'Guard',
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (inserted) {
          await tellParcelArrived(tx, inserted, now);
          return toDeskParcel(inserted);
        }
        // The same parcel sent twice at once: the other call stored it (and told the flat).
        unused = [photo.fileName, photo.thumbnailName];
        return toDeskParcel((await findParcel(tx, input.id)) as ParcelRow);
      }),
    );
    await removeFiles(app.files, unused, request.log);
    return parcel;
  },

  async listDeskParcels({ app, query }) {
    if (query.status === 'collected') {
      const rows = await app.db
        .selectFrom('parcels')
        .selectAll()
        .where('status', '=', 'collected')
        .where('collected_at', '>', new Date(app.now().getTime() - DAY_MS))
        .orderBy('collected_at', 'desc')
        .limit(LIST_CAP)
        .execute();
      return rows.map(toDeskParcel);
    }
    // What waits, oldest first: the parcel on the shelf longest is the one to chase.
    const rows = await app.db
      .selectFrom('parcels')
      .selectAll()
      .where('status', '=', 'waiting')
      .orderBy('logged_at')
      .orderBy('id')
      .limit(LIST_CAP)
      .execute();
    return rows.map(toDeskParcel);
  },

  async collectParcel({ app, params, body, user, transaction }) {
    const now = app.now();
    const subject = params.id;
    // While this parcel's wrong codes fill the hour, every code is refused, right or wrong.
    if (body.code !== undefined) await refuseWhileFull(app.db, parcelCodeLimit, subject, now);
    const handover = { code: body.code, collector: body.collector, guard: user.name ?? 'Guard' };
    const outcome = await transaction((tx) => handOver(tx, params.id, handover, now));
    if (outcome === 'wrong code') {
      // Counted after the transaction, so the miss stays counted though the call fails.
      await countMiss(app.db, parcelCodeLimit, subject, now);
      throw new HttpError(422, messages.collectionCodeWrong);
    }
    return toDeskParcel(outcome);
  },
};
