/**
 * Cached collections (DESIGN.md §4): a list the server owns (tenders, menus, events…) kept on the
 * phone so a page shows the last copy at once, offline too. A refresh validates each item and
 * replaces the copy in one transaction, so a failed or half-bad refresh never loses what was
 * there. No React here; `useCollection` is the hook.
 */
import type { z } from 'zod';
import type { SessionUser } from '../../contract/sign-in/auth';
import type { EndpointDef } from '../../contract/platform/endpoint';
import { Dexie } from 'dexie';
import { db, type CachedRow } from './db';

export interface CollectionRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
}

/** How a collection reaches the API; the app passes its client (without whole-response checks). */
export type CollectionFetcher = (
  endpoint: EndpointDef,
  request: CollectionRequest & { signal?: AbortSignal },
) => Promise<unknown>;

export interface CollectionDef<T> {
  name: string;
  endpoint: EndpointDef;
  request?: CollectionRequest;
  /** Schema of one item: a bad item is dropped, never the whole list. */
  schema: z.ZodType<T>;
  idOf(item: T): string | number;
  /** Picks the items out of the response; defaults to the response itself. */
  select?(response: unknown): unknown;
  /** Whose copy it is (an apartment number); undefined means "no copy for this user". */
  scope?(user: SessionUser | null): string | undefined;
}

export function defineCollection<T>(definition: CollectionDef<T>): CollectionDef<T> {
  return definition;
}

export interface RefreshResult {
  stored: number;
  dropped: number;
  refreshedAt: number;
}

export async function refreshCollection<T>(
  def: CollectionDef<T>,
  fetcher: CollectionFetcher,
  options: { scope?: string; now?: number; signal?: AbortSignal } = {},
): Promise<RefreshResult> {
  const response = await fetcher(def.endpoint, { ...def.request, signal: options.signal });
  const raw = def.select ? def.select(response) : response;
  if (!Array.isArray(raw)) throw new Error(`${def.name}: the server did not send a list`);

  const rows: CachedRow[] = [];
  const seen = new Set<string>();
  for (const item of raw) {
    const parsed = def.schema.safeParse(item);
    if (!parsed.success) continue;
    const id = String(def.idOf(parsed.data));
    if (seen.has(id)) continue; // keep the first, as the server listed it
    seen.add(id);
    // The item as received (valid JSON): parsed again on read, so schema transforms still apply.
    rows.push({ collection: def.name, id, data: item as unknown, position: rows.length });
  }
  // Every item failing means our schema and the server disagree, not that the list is empty.
  if (raw.length > 0 && rows.length === 0) {
    throw new Error(`${def.name}: no item of the server's list is valid`);
  }

  const refreshedAt = options.now ?? Date.now();
  await db.transaction('rw', db.cached, db.collections, async () => {
    await rowsOf(def.name).delete();
    await db.cached.bulkPut(rows);
    await db.collections.put({ name: def.name, refreshedAt, ...scoped(options.scope) });
  });
  return { stored: rows.length, dropped: raw.length - rows.length, refreshedAt };
}

export interface CollectionSnapshot<T> {
  items: T[];
  /** Undefined when nothing was ever saved for this scope. */
  refreshedAt: number | undefined;
}

/** The saved copy in server order; another scope's copy reads as nothing. */
export async function readCollection<T>(
  def: CollectionDef<T>,
  scope?: string,
): Promise<CollectionSnapshot<T>> {
  const meta = await db.collections.get(def.name);
  if (!meta || meta.scope !== scope) return { items: [], refreshedAt: undefined };
  const rows = await rowsOf(def.name).toArray();
  const items: T[] = [];
  for (const row of rows) {
    // Re-checked on read: an app update may have changed the schema since this was saved.
    const parsed = def.schema.safeParse(row.data);
    if (parsed.success) items.push(parsed.data);
  }
  return { items, refreshedAt: meta.refreshedAt };
}

export async function clearCollection(name: string): Promise<void> {
  await db.transaction('rw', db.cached, db.collections, async () => {
    await rowsOf(name).delete();
    await db.collections.delete(name);
  });
}

function rowsOf(name: string) {
  return db.cached
    .where('[collection+position]')
    .between([name, Dexie.minKey], [name, Dexie.maxKey], true, true);
}

function scoped(scope: string | undefined): { scope?: string } {
  return scope === undefined ? {} : { scope };
}

export { freshnessLabel } from './freshness';
