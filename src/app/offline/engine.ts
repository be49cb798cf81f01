/**
 * Starts the window's half of the offline engine (DESIGN.md §4–§5): queued kinds registered,
 * cached collections fetched through our API client, the outbox drained on every trigger with
 * the signed-in user's token. Loaded lazily (see load-engine.ts): it pulls in Dexie.
 */
import { apiBase } from '../../api/api-base';
import { fetchCollectionJson } from '../../api/client';
import { getSession } from '../../api/session';
import { drainOutbox } from '../../offline/drain';
import { createFetchTransport } from '../../offline/fetch-transport';
import { registerOutboxKinds } from '../../offline/kinds';
import { onOutboxWork, resumeNeedsAuth } from '../../offline/outbox';
import { requestPersistentStorage } from '../../offline/storage';
import { startOutboxTriggers } from '../../offline/triggers';
import { configureCollections } from '../../offline/use-collection';
import { registerListRefreshers } from './list-refreshers';

let started = false;

/** A fresh token for a queued record: the session's, and only when it is the same user's. */
export function tokenFor(userId: string): string | null {
  const { user, token } = getSession();
  return user?.id === userId ? token : null;
}

export function startOfflineEngine(): void {
  if (started) return;
  started = true;
  registerOutboxKinds();
  configureCollections({ fetcher: fetchCollectionJson });
  registerListRefreshers();
  const transport = createFetchTransport({ baseUrl: apiBase });
  startOutboxTriggers({ drain: () => drainOutbox({ transport, getToken: tokenFor }) });
  // The first queued write is when eviction would cost the user something: ask then (once).
  onOutboxWork(() => void askForPersistentStorage());
}

/** After a sign-in: the user's signed-out items go back in the queue (which drains them). */
export async function afterSignIn(userId: string): Promise<void> {
  await resumeNeedsAuth(userId).catch(() => 0);
  await askForPersistentStorage();
}

async function askForPersistentStorage(): Promise<void> {
  await requestPersistentStorage().catch(() => false);
}
