/**
 * Writing a complaint or a comment to the outbox (DESIGN.md §5): always, online or not, photo
 * included as the record's attachment; the drainer (this tab, another, or the service worker)
 * sends it once. A refused one is fixed and resent under a new key, keeping its photo.
 */
import type { TicketFields } from '../../../contract/helpdesk/helpdesk';
import type { OutboxRecord } from '../../offline/db';
import {
  HELPDESK_COMMENT_KIND,
  HELPDESK_COMMENT_PHOTO_FIELD,
  HELPDESK_PHOTO_FIELD,
  HELPDESK_REPORT_KIND,
  registerOutboxKinds,
  type HelpdeskCommentPayload,
  type HelpdeskReportPayload,
} from '../../offline/kinds';
import { attachmentFromFile, editAndResend, enqueue } from '../../offline/outbox';
import { notifyEnqueued } from '../../offline/triggers';

// Idempotent; the app registers at start too, but these pages must work however they are reached.
registerOutboxKinds();

async function queue<P>(
  kind: string,
  payload: P,
  field: string,
  photo: File | undefined,
  userId: string,
  fixing: OutboxRecord | undefined,
): Promise<string> {
  const id = fixing
    ? await editAndResend(fixing.id, payload)
    : await enqueue(kind, payload, {
        userId,
        attachments: photo ? [await attachmentFromFile(field, photo)] : [],
      });
  notifyEnqueued();
  return id;
}

/** Queues a complaint (or resends a refused one); answers the record id. */
export function queueTicketReport(
  ticket: TicketFields,
  category: string,
  photo: File | undefined,
  userId: string,
  fixing?: OutboxRecord,
): Promise<string> {
  const payload: HelpdeskReportPayload = { ticket, shown: { category } };
  return queue(HELPDESK_REPORT_KIND, payload, HELPDESK_PHOTO_FIELD, photo, userId, fixing);
}

/** Queues the household's comment on a ticket (or resends a refused one). */
export function queueTicketComment(
  ticketId: string,
  body: string,
  photo: File | undefined,
  userId: string,
  fixing?: OutboxRecord,
): Promise<string> {
  const payload: HelpdeskCommentPayload = { ticket_id: ticketId, body };
  return queue(HELPDESK_COMMENT_KIND, payload, HELPDESK_COMMENT_PHOTO_FIELD, photo, userId, fixing);
}

export function reportPayloadOf(record: OutboxRecord): HelpdeskReportPayload {
  return record.payload as HelpdeskReportPayload;
}

export function commentPayloadOf(record: OutboxRecord): HelpdeskCommentPayload {
  return record.payload as HelpdeskCommentPayload;
}

/** The photo a queued report or comment carries, if any. */
export function storedPhotoOf(record: OutboxRecord) {
  return record.attachments?.[0];
}
