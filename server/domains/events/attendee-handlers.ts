/**
 * Running an event (issue 21): the RWA edits it — every registration kept, the waitlist moved
 * in when seats grow, households told when the day, time or place changes — and reads who is
 * coming, as JSON for /admin/events and as CSV.
 */
import { eventRegistrationCsvColumns } from '../../../contract/events/attendees';
import { inIndia } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import { csvFile, toCsv } from '../../platform/csv-writer';
import { eventRegistrations, slugOf, toCsvRow } from './attendee-rows';
import { tellChanged } from './event-notices';
import { checkEventDates, eventColumns, selectEvents, toEvent } from './event-rows';
import { lockedEvent, moveWaitlistIn, registeredAttendees } from './seats';
import { removeFiles, withStoredUpload } from '../../platform/files/uploads';
import { HttpError, rowId } from '../../platform/http/http-error';
import type { HandlersFor } from '../../platform/http/handler';

export const eventAttendeeHandlers: HandlersFor<
  'updateEvent' | 'listEventRegistrations' | 'exportEventRegistrations'
> = {
  async updateEvent({ app, params, body, file, user, request, transaction }) {
    const id = rowId(params.id, messages.eventNotFound);
    const input = body.event;
    const now = app.now();
    checkEventDates(input, inIndia(now).date);
    let replaced: string[] = [];
    const event = await withStoredUpload(app.files, file, (stored) =>
      transaction(async (tx) => {
        const before = await lockedEvent(tx, id);
        const registered = await registeredAttendees(tx, id);
        if (input.capacity !== null && input.capacity < registered) {
          throw new HttpError(400, messages.eventCapacityBelowRegistered(registered));
        }
        // No image sent: the one there (and its thumbnail) stays.
        const image = stored.fileName
          ? { image_name: stored.fileName, thumbnail_name: stored.thumbnailName }
          : {};
        const after = await tx
          .updateTable('events')
          .set({ ...eventColumns(input), ...image })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await moveWaitlistIn(tx, after, now);
        const moved =
          after.date !== before.date ||
          after.time !== before.time ||
          after.location !== before.location;
        if (moved) {
          const households = await tx
            .selectFrom('event_registrations')
            .select('user_phone')
            .where('event_id', '=', id)
            .execute();
          await tellChanged(
            tx,
            before,
            after,
            households.map((row) => row.user_phone),
            now,
          );
        }
        if (stored.fileName) replaced = [before.image_name, before.thumbnail_name];
        return selectEvents(tx, user.phone_number)
          .where('events.id', '=', id)
          .executeTakeFirstOrThrow();
      }),
    );
    // After the commit, as a delete does: a rollback must not lose the image still in use.
    await removeFiles(app.files, replaced, request.log);
    return toEvent(event);
  },

  async listEventRegistrations({ app, params }) {
    const { title: _title, date: _date, ...list } = await eventRegistrations(app.db, params.id);
    return list;
  },

  async exportEventRegistrations({ app, params }) {
    const list = await eventRegistrations(app.db, params.id);
    const rows = list.registrations.map(toCsvRow);
    return csvFile(
      toCsv(eventRegistrationCsvColumns, rows),
      `registrations-${slugOf(list.title)}-${list.date}.csv`,
    );
  },
};
