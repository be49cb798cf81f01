/**
 * Kysely's view of the helpdesk's categories, tickets and comments (migrations 0017, 0018). Merged into the
 * one `Database` (platform/db/schema.ts); like it, it follows the migrations by hand.
 */
import type { ColumnType, Generated } from 'kysely';
import type { TicketPriority, TicketStatus } from '../../../contract/helpdesk/lifecycle';

/** A column the database fills by default when the insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A nullable column an insert may leave out. */
type Maybe<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface HelpdeskCategoriesTable {
  /** bigserial: read as a number and sent as text. */
  id: Generated<number>;
  name: string;
  sla_hours: number;
  /** The order the report form lists them in. */
  position: number;
  /** What the app itself files here ('ask_rwa': Ask RWA's handovers, migration 0037), if anything. */
  purpose: Maybe<string>;
}

export interface HelpdeskTicketsTable {
  id: Generated<number>;
  category_id: number;
  title: string;
  description: string;
  location: Defaulted<string>;
  priority: Defaulted<TicketPriority>;
  status: Defaulted<TicketStatus>;
  status_note: Defaulted<string>;
  apartment: string;
  reporter_phone: string;
  reporter_name: string;
  assigned_to: Defaulted<string>;
  /** Generated names in the file store. */
  photo_name: Maybe<string>;
  thumbnail_name: Maybe<string>;
  /** The deadline in running minutes, fixed when reported (or when the priority changes). */
  sla_minutes: number;
  elapsed_seconds: Defaulted<number>;
  clock_started_at: Maybe<Date>;
  due_at: Maybe<Date>;
  escalation_level: Defaulted<number>;
  created_at: Date;
  updated_at: Date;
  /** The latest resolution (a reopen clears it); the first one counts in the month's summary. */
  resolved_at: Maybe<Date>;
  first_resolved_at: Maybe<Date>;
  closed_at: Maybe<Date>;
  rating: Maybe<number>;
  rating_comment: Defaulted<string>;
  close_as: Maybe<'duplicate' | 'not_ours'>;
  duplicate_of: Maybe<number>;
}

export interface HelpdeskCommentsTable {
  id: Generated<number>;
  ticket_id: number;
  author_phone: string;
  author_name: string;
  author_role: 'member' | 'rwa';
  body: string;
  photo_name: Maybe<string>;
  thumbnail_name: Maybe<string>;
  created_at: Date;
}

declare module '../../platform/db/schema' {
  interface Database {
    helpdesk_categories: HelpdeskCategoriesTable;
    helpdesk_tickets: HelpdeskTicketsTable;
    helpdesk_comments: HelpdeskCommentsTable;
  }
}
