/**
 * This resident's reports on this phone, live from the outbox. A report always goes through the
 * outbox, online or not (DESIGN.md §5): written here first, photo included, then sent by the
 * drainer (this tab, another, or the service worker).
 */
import type { LostFoundInput } from '../../../contract/lost-found/lost-found';
import type { OutboxRecord } from '../../offline/db';
import { LOST_FOUND_REPORT_KIND, type LostFoundReportPayload } from '../../offline/kinds';
import { LOST_FOUND_PHOTO_FIELD } from '../../offline/kinds/lost-found-report';
import { attachmentFromFile, editAndResend, enqueue } from '../../offline/outbox';
import { notifyEnqueued } from '../../offline/triggers';
import { useQueuedWrites } from '../../ui/use-queued-writes';
import { lostFoundQueryKey } from './lost-found-collection';

/** Queues a new report, or resends a refused one with its fields fixed; answers the record id. */
export async function queueReport(
  input: LostFoundInput,
  photo: File | undefined,
  userId: string,
  fixing?: OutboxRecord,
): Promise<string> {
  const payload: LostFoundReportPayload = input;
  // A fixed report keeps the photo it was queued with (its attachment stays on the record).
  const id = fixing
    ? await editAndResend(fixing.id, payload)
    : await enqueue(LOST_FOUND_REPORT_KIND, payload, {
        userId,
        attachments: photo ? [await attachmentFromFile(LOST_FOUND_PHOTO_FIELD, photo)] : [],
      });
  notifyEnqueued();
  return id;
}

/** The reports to show among the items, newest first (`useQueuedWrites`). */
export function useQueuedReports(userId: string | undefined, refreshedAt: number | undefined) {
  return useQueuedWrites(
    { kind: LOST_FOUND_REPORT_KIND, userId },
    refreshedAt,
    lostFoundQueryKey(userId),
  );
}
