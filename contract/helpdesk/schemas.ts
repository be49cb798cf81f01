/**
 * The helpdesk's shapes (issue 18): a category, what a resident reports, a ticket and its page,
 * the list's filters, a move and the month's summary. The calls that carry them are in
 * helpdesk.ts, which re-exports these.
 */
import { z } from 'zod';
import {
  apartmentFilter,
  freeText,
  optionalText,
  recordId,
  requiredText,
} from '../platform/fields';
import { ticketPriorities, ticketStates } from './lifecycle';
import { messages } from '../messages';
import { requestStep } from '../requests/requests';

/** The `purpose` of the category Ask RWA hands questions over to (issue 37). */
export const ASK_RWA_PURPOSE = 'ask_rwa';

export const helpdeskCategory = z.object({
  id: z.string(),
  name: z.string(),
  /** The deadline of a normal ticket; an urgent one gets half. */
  sla_hours: z.number(),
  /**
   * Where Ask RWA hands over the questions it could not answer: the office works it like any
   * category, but residents do not report into it (their question goes through Ask RWA).
   */
  ask_rwa_handovers: z.boolean(),
});
export type HelpdeskCategory = z.infer<typeof helpdeskCategory>;

export const categoryFields = z.strictObject({
  name: requiredText('Category name', 'name'),
  sla_hours: z
    .number({ error: messages.slaHoursRange })
    .int(messages.slaHoursRange)
    .min(1, messages.slaHoursRange)
    .max(720, messages.slaHoursRange),
});
export type CategoryFields = z.input<typeof categoryFields>;

/** What a resident reports: the multipart `ticket` field's JSON; `photo` is an optional image. */
export const ticketFields = z.strictObject({
  category_id: recordId(messages.ticketCategoryRequired),
  title: requiredText('Title'),
  description: requiredText('Description', 'description'),
  location: optionalText('Location', 'line'),
  priority: z.enum(ticketPriorities, { error: messages.ticketPriorityInvalid }).default('normal'),
});
export type TicketFields = z.input<typeof ticketFields>;

export const ticketComment = z.object({
  id: z.string(),
  author_name: z.string(),
  /** Who wrote it: someone of the household, or the office. */
  author_role: z.enum(['member', 'rwa']),
  body: z.string(),
  /** `files/<name>` relative to the API base, or '' without a photo. */
  photo_url: z.string(),
  thumbnail_url: z.string(),
  /** ISO instant. */
  created_at: z.string(),
});
export type TicketComment = z.infer<typeof ticketComment>;

export const ticket = z.object({
  id: z.string(),
  category_id: z.string(),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  priority: z.enum(ticketPriorities),
  status: z.enum(ticketStates),
  /** The note or reason of the latest move ('' when it had none). */
  status_note: z.string(),
  apartment_number: z.string(),
  reporter_name: z.string(),
  reporter_phone: z.string(),
  /** The staff member it is assigned to, '' before it is. */
  assigned_to: z.string(),
  photo_url: z.string(),
  thumbnail_url: z.string(),
  /** The clock (contract/helpdesk/sla.ts): the deadline in minutes of running time... */
  sla_minutes: z.number(),
  /** ...the running time spent before `clock_started_at`... */
  elapsed_seconds: z.number(),
  /** ...and since when it runs again (ISO), null while paused or stopped. */
  clock_started_at: z.string().nullable(),
  /** ISO instant the deadline falls at while the clock runs, else null. */
  due_at: z.string().nullable(),
  /** 0: not overdue yet; 1: the office was told it is overdue; 2: escalated again at twice the SLA. */
  escalation_level: z.number(),
  /** ISO instants. */
  created_at: z.string(),
  updated_at: z.string(),
  resolved_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  /** The household's 1–5 rating when it closed the ticket, and what it said. */
  rating: z.number().nullable(),
  rating_comment: z.string(),
  /** How the office closed it, if it did: a duplicate (of `duplicate_of`) or not ours. */
  close_as: z.enum(['duplicate', 'not_ours']).nullable(),
  duplicate_of: z.string().nullable(),
  latest_comment: ticketComment
    .pick({ author_name: true, author_role: true, body: true, created_at: true })
    .nullable(),
  comment_count: z.number(),
  /** True when the caller lives in the ticket's apartment: they may reopen or close it. */
  mine: z.boolean(),
});
export type Ticket = z.infer<typeof ticket>;

export const ticketDetail = ticket.extend({
  /** Oldest first. */
  comments: z.array(ticketComment),
  /** Every move, oldest first. */
  history: z.array(requestStep),
});
export type TicketDetail = z.infer<typeof ticketDetail>;

/** One page of the list. */
export const TICKETS_PAGE = 50;

/**
 * Filters of the list (the RWA's; a member's list is their apartment's, with the same filters).
 * `status`: one state, `active` (not Closed) or `overdue` (the clock passed the deadline).
 * `older_than_days`: reported at least that many days ago. `page` counts from 0. The list is
 * sorted by deadline: overdue first (the most overdue on top), then the soonest due, then paused,
 * then resolved and closed (newest first).
 */
export const ticketsQuery = z.strictObject({
  category_id: recordId('category_id must be a category id').optional(),
  status: z
    .enum([...ticketStates, 'active', 'overdue'], { error: messages.ticketStatusUnknown })
    .optional(),
  older_than_days: z.enum(['1', '3', '7', '30']).optional(),
  apartment: apartmentFilter.optional(),
  page: z
    .string()
    .regex(/^\d{1,5}$/, 'page must be a number')
    .optional(),
});
export type TicketsQuery = z.input<typeof ticketsQuery>;

/**
 * A move along `ticketLifecycle`. What it must carry depends on the move (`ticketMoveProblem`):
 * Assigned takes `assigned_to`; a reopen and the office's "Waiting for resident" take a reason
 * (`note`); the household's Close takes `rating` (and may say something in `note`); the
 * office's Close takes `close_as`, with `duplicate_of` for a duplicate or a reason for not ours.
 */
export const ticketMove = z.strictObject({
  status: z.enum(ticketStates, { error: messages.ticketStatusUnknown }),
  note: freeText('Note', 'comment').optional(),
  assigned_to: requiredText('Staff name', 'name', messages.ticketStaffRequired).optional(),
  rating: z
    .number({ error: messages.ticketRatingRange })
    .int(messages.ticketRatingRange)
    .min(1, messages.ticketRatingRange)
    .max(5, messages.ticketRatingRange)
    .optional(),
  close_as: z.enum(['duplicate', 'not_ours'], { error: messages.ticketCloseAsRequired }).optional(),
  duplicate_of: recordId(messages.ticketDuplicateRequired).optional(),
});
export type TicketMove = z.input<typeof ticketMove>;

export const helpdeskSummary = z.object({
  /** yyyy-MM, India's month the figures below are for. */
  month: z.string(),
  by_category: z.array(
    z.object({
      category_id: z.string(),
      category: z.string(),
      open: z.number(),
      overdue: z.number(),
    }),
  ),
  /** Tickets not closed yet: Open, Assigned, In progress, Waiting for resident, Resolved. */
  open_total: z.number(),
  overdue_total: z.number(),
  /** Tickets first resolved this month, and from those: */
  resolved_this_month: z.number(),
  /** the median minutes from report to resolution (null when none), */
  median_resolve_minutes: z.number().nullable(),
  /** the share (0–1) resolved within their deadline's running time (null when none), */
  within_sla_share: z.number().nullable(),
  /** and the households' average rating of tickets closed this month (null when none rated). */
  average_rating: z.number().nullable(),
  ratings: z.number(),
});
export type HelpdeskSummary = z.infer<typeof helpdeskSummary>;
