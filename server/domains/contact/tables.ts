/**
 * Kysely's view of Contact Us messages (migration 0028). Merged into the one `Database`
 * (platform/db/schema.ts); like it, it follows the migrations by hand.
 */
import type { Generated } from 'kysely';

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  /** Where the visitor wants the answer. */
  email: string;
  message: string;
  /** What the per-address limit counted (an IPv4 address or an IPv6 /64). */
  sender_address: string;
  created_at: Date;
}

declare module '../../platform/db/schema' {
  interface Database {
    contact_messages: ContactMessagesTable;
  }
}
