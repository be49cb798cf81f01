/**
 * Kysely's view of golf-cart rides (migration 0003). Merged into the
 * one `Database` (platform/db/schema.ts); like it, it follows the migrations by hand.
 */
import type { ColumnType, Generated } from 'kysely';

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

declare module '../../platform/db/schema' {
  interface Database {
    golf_cart_requests: GolfCartRequestsTable;
  }
}
