/**
 * Lost & found reports go through the outbox (DESIGN.md §5): a resident who finds keys in the
 * basement reports them there, photo included, and the phone sends the report when it can. The
 * photo is the record's attachment (ArrayBuffer: Safari cannot keep Blobs in IndexedDB), so item
 * and photo travel in one multipart call and arrive once. Worker-safe: contract and src/offline.
 */
import { createLostFoundItem, type LostFoundInput } from '../../../contract/lost-found/lost-found';
import { messages } from '../../../contract/messages';
import type { OutboxKind } from '../outbox-kinds';

export const LOST_FOUND_REPORT_KIND = 'lostFoundReport';

/** The multipart field the photo travels in (the contract's `upload.field`). */
export const LOST_FOUND_PHOTO_FIELD = createLostFoundItem.upload.field;

/** What is queued: the report's fields, as the form checked them; the photo rides alongside. */
export type LostFoundReportPayload = LostFoundInput;

export const lostFoundReportKind: OutboxKind<LostFoundReportPayload> = {
  kind: LOST_FOUND_REPORT_KIND,
  endpoint: createLostFoundItem,
  // Residents' reports are always created open (SPEC.md §4): no status is sent.
  toRequest: (fields) => ({ multipart: { item: JSON.stringify(fields) } }),
  // No expiry and no entity key: every report is its own item, and an old one is still news.
  // The list refreshes from the page once a report is sent, like event registrations.
  failure: messages.lostFoundReportFailed,
};
