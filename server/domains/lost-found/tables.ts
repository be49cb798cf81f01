/**
 * Kysely's view of lost & found reports (migration 0008). Merged into the
 * one `Database` (platform/db/schema.ts); like it, it follows the migrations by hand.
 */
import type { ColumnType, Generated } from 'kysely';

export interface LostFoundItemsTable {
  id: Generated<number>;
  type: 'lost' | 'found';
  title: string;
  description: string;
  /** yyyy-MM-dd */
  date: string;
  location: string;
  category:
    'Keys' | 'Documents' | 'Electronics' | 'Jewelry' | 'Accessories' | 'Clothing' | 'Others';
  contact_name: string;
  contact_phone: string;
  status: ColumnType<'open' | 'closed', 'open' | 'closed' | undefined, 'open' | 'closed'>;
  image_name: ColumnType<string, string | undefined, string>;
  thumbnail_name: ColumnType<string, string | undefined, string>;
  /** The reporter's phone number (users.phone_number). */
  reported_by: string;
  created_at: Date;
  updated_at: Date;
}

declare module '../../platform/db/schema' {
  interface Database {
    lost_found_items: LostFoundItemsTable;
  }
}
