/**
 * Kysely's view of court bookings and banquet requests (migrations 0005, 0006). Merged into the
 * one `Database` (platform/db/schema.ts); like it, it follows the migrations by hand.
 */
import type { ColumnType, Generated } from 'kysely';

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

declare module '../../platform/db/schema' {
  interface Database {
    bookings: BookingsTable;
  }
}
