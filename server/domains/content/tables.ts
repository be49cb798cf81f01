/**
 * Kysely's view of menus, gallery, newsletters, community updates (migration 0007) and tenders
 * (migration 0004). Merged into the
 * one `Database` (platform/db/schema.ts); like it, it follows the migrations by hand.
 */
import type { ColumnType, Generated } from 'kysely';

/** Uploaded content (migration 0007): files are kept by generated name (platform/files/file-store.ts). */
export interface MenusTable {
  id: Generated<number>;
  menu_name: string;
  menu_description: string;
  menu_type: 'default' | 'special';
  file_name: string;
  thumbnail_name: string;
  /** Of the image as shown; 0 for a menu stored before migration 0012. */
  width: ColumnType<number, number | undefined, number>;
  height: ColumnType<number, number | undefined, number>;
  uploaded_at: Date;
}

export interface GalleryImagesTable {
  id: Generated<number>;
  title: string;
  category: 'celebration' | 'sports' | 'amenities' | 'events';
  file_name: string;
  thumbnail_name: string;
  width: number;
  height: number;
  uploaded_at: Date;
}

export interface NewslettersTable {
  id: Generated<number>;
  title: string;
  file_name: string;
  size_bytes: number;
  uploaded_at: Date;
}

export interface CommunityUpdatesTable {
  id: Generated<number>;
  title: string;
  content: string;
  category: 'Maintenance' | 'Event' | 'Notice' | 'Other';
  /** yyyy-MM-dd in India. */
  date: string;
  created_at: Date;
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

declare module '../../platform/db/schema' {
  interface Database {
    menus: MenusTable;
    gallery_images: GalleryImagesTable;
    newsletters: NewslettersTable;
    community_updates: CommunityUpdatesTable;
    tenders: TendersTable;
  }
}
