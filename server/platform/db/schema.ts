/**
 * Kysely's view of the tables. It must follow the migrations by hand: the migrations are
 * the truth (plain SQL we own), these types are how the code reads them.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AccountRole } from '../../../contract/platform/endpoint';
import type {
  BroadcastAcksTable,
  BroadcastsTable,
  NotificationPreferencesTable,
  NotificationsTable,
  PushQueueTable,
  PushSubscriptionsTable,
  RequestHistoryTable,
} from '../../domains/notices/tables';
import type {
  ApartmentDocumentsTable,
  AssistantFilesTable,
  AssistantPassagesTable,
  CommunityUpdatesTable,
  EventRegistrationsTable,
  EventsTable,
  GalleryImagesTable,
  LostFoundItemsTable,
  MenusTable,
  NewslettersTable,
} from '../../domains/content/tables';
import type {
  JobRunsTable,
  PassesTable,
  VisitsTable,
  WalkInsTable,
} from '../../domains/gate/tables';
import type {
  HelpdeskCategoriesTable,
  HelpdeskCommentsTable,
  HelpdeskTicketsTable,
} from '../../domains/helpdesk/tables';

export type * from '../../domains/notices/tables';
export type * from '../../domains/gate/tables';
export type * from '../../domains/helpdesk/tables';
export type * from '../../domains/content/tables';

/** Written as a Date (or left to its default), read back as a Date. */
type Timestamp = ColumnType<Date, Date | undefined, Date>;

export type UserRole = AccountRole;
export type MemberStatusValue = 'active' | 'inactive' | 'pending';

export interface UsersTable {
  id: Generated<number>;
  phone_number: string;
  apartment_number: string;
  name: string | null;
  email: string | null;
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  member_status: ColumnType<MemberStatusValue, MemberStatusValue | undefined, MemberStatusValue>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  /** yyyy-MM-dd; dates are read as strings so no time zone can shift them. */
  membership_startdate: string | null;
  creation_date: Timestamp;
  modification_date: Timestamp;
  /** Moved out: no access at all; the row stays so history keeps its name and apartment. */
  removed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_sign_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One sign-in; the token names it, so it can be revoked alone (logout) or with the rest. */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

/**
 * One wrong code, counted across codes for the phone's lockout and per IP. `device_id`: the
 * trusted device it came from; NULL for a stranger (any device without a valid token).
 */
export interface OtpFailuresTable {
  id: Generated<number>;
  phone_number: string;
  ip: string;
  device_id: ColumnType<string | null, string | null | undefined, never>;
  created_at: Date;
}

/** A device a person signed in on (migration 0021); its token names this row. */
export interface TrustedDevicesTable {
  id: string;
  user_id: number;
  created_at: Date;
  last_used_at: Date;
  /** Too many wrong codes from this device itself: it is refused until then. */
  locked_until: Date | null;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

/** A phone number locked for strangers (untrusted devices) until then; the RWA can unlock it. */
export interface SignInLocksTable {
  phone_number: string;
  locked_until: Date;
}

/** Append-only (a trigger refuses UPDATE and DELETE): what an admin did, and security events. */
export interface AuditEventsTable {
  /** bigserial: read as text by the drivers. */
  id: ColumnType<string, never, never>;
  at: Date;
  actor_phone: string | null;
  actor_name: string | null;
  actor_role: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  summary: ColumnType<string, string | undefined, never>;
  request_id: string | null;
  ip: string | null;
}

export interface OtpCodesTable {
  id: Generated<number>;
  phone_number: string;
  /** HMAC-SHA256 of the code under a key derived from the server secret; never the code. */
  code_hash: string;
  created_at: Date;
  expires_at: Date;
  attempts: ColumnType<number, number | undefined, number>;
  consumed_at: Date | null;
  /** The trusted device that asked for it, which alone may use it; NULL: a stranger's code. */
  device_id: ColumnType<string | null, string | null | undefined, never>;
}

export type OtpRequestOutcome = 'sent' | 'failed' | 'unknown_user';

/** One row per OTP request, so cooldowns and hourly caps hold across server instances. */
export interface OtpRequestsTable {
  id: Generated<number>;
  phone_number: string;
  ip: string;
  outcome: OtpRequestOutcome;
  /** As on otp_codes: whose limits it counts toward. */
  device_id: ColumnType<string | null, string | null | undefined, never>;
  created_at: Date;
}

/** One claimed `Idempotency-Key` of one user; `owner` marks the request now running it. */
export interface IdempotencyKeysTable {
  user_phone: string;
  key: string;
  request_path: string;
  fingerprint: string;
  status: 'running' | 'done';
  owner: string;
  response_status: number | null;
  /** Written as JSON text (so arrays stay JSON), read back parsed. */
  response_body: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Date;
  locked_at: Date;
  completed_at: Date | null;
}

export interface GolfCartRequestsTable {
  /** bigserial: read as a number (ids stay far below 2^53) and sent as text. */
  id: Generated<number>;
  user_phone: string;
  apartment_number: string;
  pickup_location: string;
  dropoff_location: string;
  duration: number;
  /** yyyy-MM-dd and HH:MM in India time. */
  ride_date: string;
  ride_time: string;
  comments: ColumnType<string, string | undefined, string>;
  status: ColumnType<string, string | undefined, string>;
  /** The note or reason of the latest move. */
  status_note: ColumnType<string, string | undefined, string>;
  created_at: Date;
  updated_at: Date | null;
}

export interface TendersTable {
  id: Generated<number>;
  name: string;
  description: string;
  /** yyyy-MM-dd */
  collection_date: string;
  return_date: string;
  /** numeric: the drivers read it as text, so it is written and read through Number. */
  cost_amount: ColumnType<string | number, number, number>;
  gst_percentage: ColumnType<string | number, number, number>;
  location: string;
  contact: string;
  created_at: Date;
  updated_at: Date;
}

export type BookingStatusValue = 'Booked' | 'Pending' | 'Confirmed' | 'Declined' | 'Cancelled';

/** Courts and banquet requests (sport_type 'Banquet'); see migration 0005. */
export interface BookingsTable {
  id: Generated<number>;
  user_phone: string;
  apartment_number: string;
  /** The slash form: 'TT/Yoga'. */
  sport_type: string;
  /** yyyy-MM-dd and HH:MM in India time; for a banquet, time_slot is its start. */
  booking_date: string;
  time_slot: string;
  duration: number;
  /**
   * India wall clock, written as 'yyyy-MM-dd HH:MM' text. Never read back: the drivers turn a
   * zone-less timestamp into a Date in the process's zone, so code reads date and time_slot.
   */
  starts_at: ColumnType<unknown, string, string>;
  ends_at: ColumnType<unknown, string, string>;
  status: BookingStatusValue;
  notes: ColumnType<string, string | undefined, string>;
  end_time: string | null;
  purpose: string | null;
  expected_guests: number | null;
  contact_name: string | null;
  contact_phone: string | null;
  special_requirements: string | null;
  catering_required: boolean | null;
  decoration_required: boolean | null;
  created_at: Date;
  updated_at: Date;
}

export interface Database {
  users: UsersTable;
  otp_codes: OtpCodesTable;
  otp_requests: OtpRequestsTable;
  otp_failures: OtpFailuresTable;
  trusted_devices: TrustedDevicesTable;
  sign_in_locks: SignInLocksTable;
  sessions: SessionsTable;
  audit_events: AuditEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  golf_cart_requests: GolfCartRequestsTable;
  request_history: RequestHistoryTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  broadcasts: BroadcastsTable;
  broadcast_acks: BroadcastAcksTable;
  push_subscriptions: PushSubscriptionsTable;
  push_queue: PushQueueTable;
  tenders: TendersTable;
  bookings: BookingsTable;
  menus: MenusTable;
  gallery_images: GalleryImagesTable;
  newsletters: NewslettersTable;
  events: EventsTable;
  event_registrations: EventRegistrationsTable;
  community_updates: CommunityUpdatesTable;
  lost_found_items: LostFoundItemsTable;
  apartment_documents: ApartmentDocumentsTable;
  assistant_files: AssistantFilesTable;
  assistant_passages: AssistantPassagesTable;
  passes: PassesTable;
  visits: VisitsTable;
  walk_ins: WalkInsTable;
  job_runs: JobRunsTable;
  helpdesk_categories: HelpdeskCategoriesTable;
  helpdesk_tickets: HelpdeskTicketsTable;
  helpdesk_comments: HelpdeskCommentsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
