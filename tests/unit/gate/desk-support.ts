/** The guard desk rendered alone, with a saved list on the device and the network as a test says. */
import { screen } from '@testing-library/react';
import type { DeskSnapshot } from '../../../contract/gate/desk';
import GateDeskPage from '../../../src/features/gate/gate-desk-page';
import { deskCollection } from '../../../src/features/gate/desk-collection';
import { refreshCollection } from '../../../src/offline/collections';
import { reportApiSuccess } from '../../../src/offline/connectivity';
import { db } from '../../../src/offline/db';
import { renderPage } from '../golf-cart-support';
import { signInAs } from '../support/render-app';
import { guard } from './passes';

/**
 * Each test starts online with an empty device. Online here, not after the last test: a desk
 * still on screen then would refresh on the spot and, its fetch stubbed dead, go offline again.
 */
export async function resetDesk(): Promise<void> {
  reportApiSuccess();
  await Promise.all([db.outbox.clear(), db.cached.clear(), db.collections.clear()]);
}

/** Saves `list` as the guard's desk list, as a refresh at `savedAt` would have. */
export async function saveDeskList(list: DeskSnapshot, savedAt = Date.now()): Promise<void> {
  await refreshCollection(deskCollection, async () => list, { scope: guard.id, now: savedAt });
}

export async function openDesk() {
  signInAs(guard);
  const app = renderPage('/gate', GateDeskPage, '/gate', { retry: false });
  await app.screen.findByRole('heading', { name: 'Gate desk' }, { timeout: 5_000 });
  return app;
}

/** The answer region, once it says something. */
export function answer(): HTMLElement | undefined {
  return [...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')].find(
    (element) => element.getAttribute('data-tone') !== null,
  );
}

export async function gateRecords(kind: string) {
  return (await db.outbox.toArray()).filter((record) => record.kind === kind);
}
