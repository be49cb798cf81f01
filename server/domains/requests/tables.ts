/**
 * Kysely's view of every move of a request, for its timeline (migration 0010). Merged into the
 * one `Database` (platform/db/schema.ts); like it, it follows the migrations by hand.
 */
import type { ColumnType, Generated } from 'kysely';

/** Every move of a request (DESIGN.md §8), for its timeline; append-only. */
export interface RequestHistoryTable {
  id: Generated<number>;
  kind: 'golf_cart' | 'banquet' | 'court' | 'helpdesk';
  request_id: number;
  status: string;
  note: ColumnType<string, string | undefined, string>;
  by_phone: string;
  by_role: 'rwa' | 'member';
  at: Date;
}

declare module '../../platform/db/schema' {
  interface Database {
    request_history: RequestHistoryTable;
  }
}
