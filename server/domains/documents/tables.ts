/**
 * Kysely's view of apartments' documents (migration 0008). Merged into the
 * one `Database` (platform/db/schema.ts); like it, it follows the migrations by hand.
 */
import type { Generated } from 'kysely';

export interface ApartmentDocumentsTable {
  id: Generated<number>;
  apartment_number: string;
  file_name: string | null;
  /** Generated name in the private file store. */
  storage_name: string;
  size_bytes: number;
  uploaded_by: string;
  uploaded_at: Date;
}

declare module '../../platform/db/schema' {
  interface Database {
    apartment_documents: ApartmentDocumentsTable;
  }
}
