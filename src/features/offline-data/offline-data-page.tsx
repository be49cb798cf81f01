/**
 * /offline-data (DESIGN.md §4): what this phone keeps for offline use, how big it is, what
 * waits to be sent, and a way to clear the cache that never loses an unsent item silently.
 */
import { UNSENT_STATUSES } from '../../offline/db';
import { PageHeader } from '../../ui/page-header';
import { ClearCachedData } from './clear-cached-data';
import { OutboxSection } from './outbox-section';
import { StoredDataSection } from './stored-data-section';
import { useRefreshListsAfterSending } from './use-refresh-lists-after-sending';
import { useStorageStatus } from './use-storage-status';

export default function OfflineDataPage() {
  const status = useStorageStatus();
  const outbox = status.report?.outbox;
  const unsent = outbox ? UNSENT_STATUSES.reduce((sum, s) => sum + outbox[s], 0) : 0;
  useRefreshListsAfterSending(status.report?.collections);

  return (
    <>
      <PageHeader
        title="Offline data"
        subtitle="What Gatehouse keeps on this phone, and what is waiting to be sent."
      />
      <OutboxSection />
      <StoredDataSection status={status} />
      <ClearCachedData unsent={unsent} onCleared={status.refresh} />
    </>
  );
}
