/**
 * Kysely's view of Contact Us messages (migrations 0028 and 0034). Merged into the one `Database`
 * (platform/db/schema.ts); like it, it follows the migrations by hand.
 */
import type { ColumnType, Generated } from 'kysely';

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  /** Where the visitor wants the answer. */
  email: string;
  message: string;
  /** What the per-address limit counted (an IPv4 address or an IPv6 /64). */
  sender_address: string;
  created_at: Date;
  /** When the office marked it handled; null while it waits in "Needs you". */
  handled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The admin who did (their name, as the audit trail's actor is kept too). */
  handled_by: ColumnType<string | null, string | null | undefined, string | null>;
}

declare module '../../platform/db/schema' {
  interface Database {
    contact_messages: ContactMessagesTable;
  }
}
