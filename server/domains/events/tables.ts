/**
 * Kysely's view of events and their registrations (migrations 0007, 0019). Merged into the
 * one `Database` (platform/db/schema.ts); like it, it follows the migrations by hand.
 */
import type { ColumnType, Generated } from 'kysely';
import type { RegistrationStanding } from '../../../contract/events/events';

export interface EventsTable {
  id: Generated<number>;
  title: string;
  /** yyyy-MM-dd */
  date: string;
  time: string;
  location: string;
  description: string;
  category: 'Cultural' | 'Sports' | 'Community' | 'Festival';
  registration_required: boolean;
  registration_deadline: string | null;
  organizer: ColumnType<string, string | undefined, string>;
  contact_email: ColumnType<string, string | undefined, string>;
  /** jsonb list of lines: written as JSON text, read back parsed. */
  agenda: ColumnType<string[], string, string>;
  image_name: string;
  thumbnail_name: string;
  /** Seats (attendees); null: no limit. */
  capacity: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Date;
}

export interface EventRegistrationsTable {
  id: Generated<number>;
  event_id: number;
  user_phone: string;
  name: string;
  email: string;
  phone: string;
  apartment_number: string;
  number_of_attendees: number;
  special_requests: ColumnType<string, string | undefined, string>;
  /** `waitlisted` waits for seats, in `id` order (the first registration's arrival). */
  standing: ColumnType<
    RegistrationStanding,
    RegistrationStanding | undefined,
    RegistrationStanding
  >;
  created_at: Date;
  updated_at: Date;
}

declare module '../../platform/db/schema' {
  interface Database {
    events: EventsTable;
    event_registrations: EventRegistrationsTable;
  }
}
