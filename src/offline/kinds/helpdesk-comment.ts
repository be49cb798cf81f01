/**
 * The household's comments on a helpdesk ticket go through the outbox (issue 18, DESIGN.md §5),
 * photo included, like the report itself. Comments on one ticket share an entity key, so they
 * arrive in the order they were written however the network comes and goes. Worker-safe.
 */
import { commentOnTicket } from '../../../contract/helpdesk/helpdesk';
import { messages } from '../../../contract/messages';
import type { OutboxKind } from '../outbox-kinds';

export const HELPDESK_COMMENT_KIND = 'helpdeskComment';

/** The multipart field a comment's photo travels in. */
export const HELPDESK_COMMENT_PHOTO_FIELD = commentOnTicket.upload.field;

export interface HelpdeskCommentPayload {
  ticket_id: string;
  body: string;
}

/** One key per ticket: its comments are sent strictly in order. */
export function ticketCommentsKey(ticketId: string): string {
  return `helpdeskTicket:${ticketId}`;
}

export const helpdeskCommentKind: OutboxKind<HelpdeskCommentPayload> = {
  kind: HELPDESK_COMMENT_KIND,
  endpoint: commentOnTicket,
  toRequest: ({ ticket_id, body }) => ({
    params: { id: ticket_id },
    multipart: { comment: JSON.stringify({ body }) },
  }),
  entityKey: (payload) => ticketCommentsKey(payload.ticket_id),
  failure: messages.commentFailed,
};
