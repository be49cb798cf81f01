/**
 * A registered vehicle let in at the desk (issue 34), found by its plate in the desk's saved
 * register, perhaps with no network: sent through the guard's outbox under the device's id, so
 * it is recorded once however often it is sent, with the time it really happened. The flat the
 * plate belongs to when it arrives is told, in the inbox only (their own car wakes no phone).
 */
import { momentLabel } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import { normalisePlate, plateDisplay } from '../../../contract/vehicles/plates';
import type { VehicleEntry } from '../../../contract/vehicles/vehicles';
import { happenedAt } from '../../platform/device-time';
import type { HandlersFor } from '../../platform/http/handler';
import { notify } from '../notices';
import type { VehicleEntriesTable } from './tables';

function toEntry(row: VehicleEntriesTable): VehicleEntry {
  return {
    id: row.id,
    plate: plateDisplay(row.plate),
    apartment: row.apartment,
    gate: row.gate,
    entered_at: row.entered_at.toISOString(),
    guard_name: row.guard_name,
  };
}

export const vehicleEntryHandlers: HandlersFor<'recordVehicleEntry'> = {
  async recordVehicleEntry({ app, body, user, transaction }) {
    const now = app.now();
    const plate = normalisePlate(body.plate)?.compact ?? '';
    return transaction(async (tx) => {
      const vehicle = await tx
        .selectFrom('vehicles')
        .select(['apartment', 'kind'])
        .where('plate', '=', plate)
        .executeTakeFirst();
      const at = happenedAt(body.at, now);
      const inserted = await tx
        .insertInto('vehicle_entries')
        .values({
          id: body.id,
          plate,
          apartment: vehicle?.apartment ?? '',
          gate: body.gate,
          entered_at: at,
          guard_phone: user.phone_number,
          guard_name: user.name ?? 'Guard',
          recorded_at: now,
        })
        // Sent again under another key (a second drainer): the first one stands.
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returningAll()
        .executeTakeFirst();
      const row =
        inserted ??
        (await tx
          .selectFrom('vehicle_entries')
          .selectAll()
          .where('id', '=', body.id)
          .executeTakeFirstOrThrow());
      if (inserted && vehicle) {
        const when = momentLabel(at, now);
        await notify(
          tx,
          { household: vehicle.apartment },
          {
            kind: 'vehicle_entered',
            category: 'visitors',
            title: `${plateDisplay(plate)} came in at ${when}`,
            body: `At ${body.gate}`,
            url: '/vehicles',
            tag: `vehicle-entry-${body.id}`,
            push: false,
          },
          now,
        );
      }
      return { message: messages.letIn, entry: toEntry(row) };
    });
  },
};
