/**
 * A flat's vehicles (issue 34): a member lists, registers and removes their own flat's. A plate
 * belongs to one flat at a time: registering one another flat holds is a 409 that names nothing
 * of that flat (a plate is no way to learn who lives where).
 */
import { sql } from 'kysely';
import { messages } from '../../../contract/messages';
import { normalisePlate } from '../../../contract/vehicles/plates';
import { VEHICLES_PER_FLAT } from '../../../contract/vehicles/vehicles';
import { HttpError, rowId } from '../../platform/http/http-error';
import type { HandlersFor } from '../../platform/http/handler';
import { listedVehicles, toVehicle } from './vehicle-views';

export const vehicleHandlers: HandlersFor<'listVehicles' | 'registerVehicle' | 'removeVehicle'> = {
  async listVehicles({ app, user }) {
    const rows = await listedVehicles(app.db)
      .where('v.apartment', '=', user.apartment_number)
      .orderBy('v.created_at')
      .orderBy('v.id')
      .execute();
    return rows.map(toVehicle);
  },

  async registerVehicle({ app, body, user, transaction }) {
    // The contract has refused every plate this cannot read.
    const plate = normalisePlate(body.plate)?.compact ?? '';
    const apartment = user.apartment_number;
    return transaction(async (tx) => {
      // One flat's registrations one at a time, so two phones cannot pass the cap together.
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`vehicles:${apartment}`}))`.execute(tx);
      const holder = await tx
        .selectFrom('vehicles')
        .select('apartment')
        .where('plate', '=', plate)
        .executeTakeFirst();
      if (holder) {
        throw new HttpError(
          409,
          holder.apartment === apartment ? messages.plateOurs : messages.plateTaken,
        );
      }
      const count = await tx
        .selectFrom('vehicles')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('apartment', '=', apartment)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= VEHICLES_PER_FLAT) throw new HttpError(409, messages.vehiclesTooMany);
      const inserted = await tx
        .insertInto('vehicles')
        .values({
          apartment,
          plate,
          kind: body.kind,
          colour: body.colour ?? '',
          sticker: body.sticker ?? '',
          created_by: user.phone_number,
          created_at: app.now(),
        })
        // Another flat registering it at this very moment: theirs, and this one is told so.
        .onConflict((conflict) => conflict.column('plate').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw new HttpError(409, messages.plateTaken);
      const row = await listedVehicles(tx)
        .where('v.id', '=', inserted.id)
        .executeTakeFirstOrThrow();
      return toVehicle(row);
    });
  },

  async removeVehicle({ params, user, transaction }) {
    const id = rowId(params.id, messages.vehicleNotFound);
    return transaction(async (tx) => {
      const row = await listedVehicles(tx).where('v.id', '=', id).executeTakeFirst();
      if (!row) throw new HttpError(404, messages.vehicleNotFound);
      // The flat's own: not even the RWA removes another flat's vehicle here.
      if (row.apartment !== user.apartment_number) throw new HttpError(403, messages.forbidden);
      await tx.deleteFrom('vehicles').where('id', '=', id).execute();
      return toVehicle(row);
    });
  },
};
