/**
 * The helpdesk (issue 18): complaints a household reports (from the basement, through the
 * outbox, photo included), a thread between the household and the office, and a deadline per
 * category that the office is held to. Tickets belong to an apartment: everyone living there
 * reads them, reopens or closes them; the RWA reads and works all of them.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { byId, jsonField, requiredText } from '../platform/fields';
import { ticketPriorities } from './lifecycle';
import {
  categoryFields,
  helpdeskCategory,
  helpdeskSummary,
  ticket,
  ticketDetail,
  ticketFields,
  ticketMove,
  ticketsQuery,
} from './schemas';
import { messages } from '../messages';

export * from './schemas';

const ticketPhoto = {
  field: 'photo',
  rule: 'image',
  missing: messages.lostFoundImageRequired,
  wrongType: messages.lostFoundImageType,
  optional: true,
} as const;

export const listHelpdeskCategories = defineEndpoint({
  method: 'GET',
  path: 'helpdesk/categories',
  access: 'member',
  response: z.array(helpdeskCategory),
  failure: messages.categoriesFetchFailed,
});

export const createHelpdeskCategory = defineEndpoint({
  method: 'POST',
  path: 'helpdesk/categories',
  access: 'rwa',
  body: categoryFields,
  created: 'always',
  response: helpdeskCategory,
  failure: messages.categorySaveFailed,
  audit: { action: 'helpdesk.category_create', target: 'helpdesk_category' },
});

/** A new deadline applies to tickets reported from then on; open tickets keep theirs. */
export const updateHelpdeskCategory = defineEndpoint({
  method: 'PUT',
  path: 'helpdesk/categories/:id',
  access: 'rwa',
  params: byId,
  body: categoryFields,
  response: helpdeskCategory,
  failure: messages.categorySaveFailed,
  audit: { action: 'helpdesk.category_edit', target: 'helpdesk_category' },
});

/**
 * Multipart: `ticket` is the JSON of `ticketFields`, `photo` an optional JPEG/PNG. The outbox
 * sends it with an Idempotency-Key: sent twice, it is stored once with one photo.
 */
export const reportTicket = defineEndpoint({
  method: 'POST',
  path: 'helpdesk/tickets',
  access: 'member',
  bodyType: 'multipart',
  body: z.strictObject({ ticket: jsonField(ticketFields, messages.ticketReportFailed) }),
  upload: ticketPhoto,
  created: 'always',
  response: ticket,
  idempotent: true,
  failure: messages.ticketReportFailed,
  audit: { action: 'helpdesk.report', target: 'helpdesk_ticket' },
});

/** A member: their apartment's tickets; the RWA: every apartment's. */
export const listTickets = defineEndpoint({
  method: 'GET',
  path: 'helpdesk/tickets',
  access: 'member',
  query: ticketsQuery,
  response: z.object({ tickets: z.array(ticket), total: z.number() }),
  failure: messages.ticketsFetchFailed,
});

/** The RWA's filtered list, every row (not one page), as CSV. */
export const exportTickets = defineEndpoint({
  method: 'GET',
  path: 'helpdesk/tickets.csv',
  access: 'rwa',
  query: ticketsQuery,
  responseType: 'file',
  response: z.unknown(),
  failure: messages.ticketsFetchFailed,
});

/** Another apartment's ticket is 403 for a member. */
export const getTicket = defineEndpoint({
  method: 'GET',
  path: 'helpdesk/tickets/:id',
  access: 'member',
  params: byId,
  response: ticketDetail,
  failure: messages.ticketsFetchFailed,
});

/** Moves by `ticketLifecycle`: the office's by the RWA, the household's (`owner`) by its members. */
export const moveTicket = defineEndpoint({
  method: 'PUT',
  path: 'helpdesk/tickets/:id/status',
  access: 'member',
  params: byId,
  body: ticketMove,
  response: ticketDetail,
  failure: messages.ticketMoveFailed,
  audit: { action: 'helpdesk.status', target: 'helpdesk_ticket' },
});

/** The office may raise or lower a ticket's priority; the deadline follows. */
export const setTicketPriority = defineEndpoint({
  method: 'PUT',
  path: 'helpdesk/tickets/:id/priority',
  access: 'rwa',
  params: byId,
  body: z.strictObject({
    priority: z.enum(ticketPriorities, { error: messages.ticketPriorityInvalid }),
  }),
  response: ticketDetail,
  failure: messages.ticketMoveFailed,
  audit: { action: 'helpdesk.priority', target: 'helpdesk_ticket' },
});

/**
 * Multipart: `comment` is the JSON `{ body }`, `photo` an optional JPEG/PNG; through the outbox,
 * idempotent. The household's comment on a ticket waiting for them starts its clock again.
 */
export const commentOnTicket = defineEndpoint({
  method: 'POST',
  path: 'helpdesk/tickets/:id/comments',
  access: 'member',
  params: byId,
  bodyType: 'multipart',
  body: z.strictObject({
    comment: jsonField(
      z.strictObject({ body: requiredText('Comment', 'comment', messages.commentRequired) }),
      messages.commentFailed,
    ),
  }),
  upload: ticketPhoto,
  response: ticketDetail,
  idempotent: true,
  failure: messages.commentFailed,
  audit: { action: 'helpdesk.comment', target: 'helpdesk_ticket' },
});

export const getHelpdeskSummary = defineEndpoint({
  method: 'GET',
  path: 'helpdesk/summary',
  access: 'rwa',
  response: helpdeskSummary,
  failure: messages.helpdeskSummaryFailed,
});
