/**
 * Helpdesk complaints go through the outbox (issue 18, DESIGN.md §5): a resident standing in a
 * flooded basement with no signal reports the leak there, photo included, and the phone sends it
 * once when it can (the record id is the Idempotency-Key). The photo is the record's attachment,
 * so ticket and photo travel in one multipart call. Worker-safe: contract and src/offline only.
 */
import { reportTicket, type TicketFields } from '../../../contract/helpdesk/helpdesk';
import { messages } from '../../../contract/messages';
import type { OutboxKind } from '../outbox-kinds';

export const HELPDESK_REPORT_KIND = 'helpdeskReport';

/** The multipart field the photo travels in (the contract's `upload.field`). */
export const HELPDESK_PHOTO_FIELD = reportTicket.upload.field;

export interface HelpdeskReportPayload {
  /** The `ticket` field's JSON, as the form checked it. */
  ticket: TicketFields;
  /**
   * What the list shows while the report waits (the category's name). Never sent: the body is
   * strict, and the server knows its categories.
   */
  shown: { category: string };
}

export const helpdeskReportKind: OutboxKind<HelpdeskReportPayload> = {
  kind: HELPDESK_REPORT_KIND,
  endpoint: reportTicket,
  toRequest: (payload) => ({ multipart: { ticket: JSON.stringify(payload.ticket) } }),
  // No expiry and no entity key: a leak reported late is still a leak, and each is its own ticket.
  failure: messages.ticketReportFailed,
};
