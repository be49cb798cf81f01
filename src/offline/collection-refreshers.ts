/**
 * How to fetch a saved list again when no page of it is open (issue 35: Offline data said
 * "Updated 4 min ago" after the queue had sent an item into that list). The app registers one
 * refresher per list that queued writes change; each loads its feature's definition on demand,
 * so this file names no feature and the offline layer stays below them.
 */
import type { SessionUser } from '../../contract/sign-in/auth';

export type CollectionRefresher = (user: SessionUser) => Promise<unknown>;

const refreshers = new Map<string, CollectionRefresher>();

export function registerCollectionRefreshers(entries: Record<string, CollectionRefresher>): void {
  for (const [name, refresh] of Object.entries(entries)) refreshers.set(name, refresh);
}

/** Fetches the saved list `name` again for `user`; false when nothing knows how. */
export async function refreshSavedCollection(name: string, user: SessionUser): Promise<boolean> {
  const refresh = refreshers.get(name);
  if (!refresh) return false;
  await refresh(user);
  return true;
}
