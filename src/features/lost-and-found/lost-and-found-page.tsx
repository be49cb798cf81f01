/**
 * /lost-and-found (SPEC.md §2): report an item, search and filter what was reported. Reports go
 * through the outbox, online or not (DESIGN.md §5), and show among the items until the server
 * has them; the list itself is the phone's saved copy, refreshed when online. Closing, reopening,
 * editing and deleting one's own items are online-only and say so.
 */
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../contract/messages';
import { useSession } from '../../api/session';
import { LOST_FOUND_REPORT_KIND, registerOutboxKinds } from '../../offline/kinds';
import { useConnectivity } from '../../offline/use-connectivity';
import { useItemActions } from '../../ui/lost-found/use-item-actions';
import { Notice } from '../../ui/notice';
import { PageHeader } from '../../ui/page-header';
import { SavedCopy, type SavedCopyWords } from '../../ui/saved-copy';
import { useEditLink } from '../../ui/use-edit-link';
import { useResult } from '../../ui/result-line';
import { FiltersBar } from './filters-bar';
import { noFilters } from './item-filters';
import { ItemsList } from './items-list';
import { lostFoundQueryKey, useLostFoundItems } from './lost-found-collection';
import { ReportSection, type Editing } from './report-section';
import { useQueuedReports } from './use-queued-reports';
import styles from './lost-and-found.module.css';

// Idempotent; the app registers at start too, but this page must work however it is reached.
registerOutboxKinds();

export const ownItemsOffline =
  "You're offline. Your items can be closed, reopened, edited and deleted when you're back online.";

const words: SavedCopyWords = {
  nothingSaved: messages.lostFoundNothingSaved,
  loadFailed: messages.lostFoundLoadFailed,
  savedOffline: messages.lostFoundSavedOffline,
  loading: 'Loading items…',
};

export default function LostAndFoundPage() {
  const { user } = useSession();
  const { online } = useConnectivity();
  const queryClient = useQueryClient();
  const items = useLostFoundItems();
  const { records, shown: queued } = useQueuedReports(user?.id, items.refreshedAt);
  const [filters, setFilters] = useState(noFilters);
  const [picked, setPicked] = useState<Editing | null>(null);
  const result = useResult();
  const offlineNoticeId = useId();

  const refresh = () => queryClient.invalidateQueries({ queryKey: lostFoundQueryKey(user?.id) });
  const actions = useItemActions({
    refresh,
    statusFailure: messages.lostFoundStatusUpdateFailed,
    onDone: result.show,
  });

  // /lost-and-found?edit=<id>: the Offline data page sends a refused report here to be fixed.
  const link = useEditLink(LOST_FOUND_REPORT_KIND, user?.id);
  const editing: Editing | null = picked ?? (link.record && { mode: 'fix', record: link.record });
  const stopEditing = () => {
    setPicked(null);
    link.clear();
  };

  const list = (serverItems: typeof items.items) => (
    <ItemsList
      items={serverItems}
      queued={queued}
      filters={filters}
      online={online}
      offlineNoticeId={offlineNoticeId}
      changingId={actions.changingId}
      onFixQueued={(record) => setPicked({ mode: 'fix', record })}
      onToggleStatus={actions.toggleStatus}
      onEdit={(item) => setPicked({ mode: 'edit', item })}
      onDelete={actions.askDelete}
    />
  );
  const saved = items.refreshedAt !== undefined;

  return (
    <>
      <PageHeader
        title="Lost & Found"
        subtitle="Report what you lost or found; see what others reported."
      />
      <div className={styles.page}>
        <ReportSection
          user={user}
          online={online}
          records={records ?? []}
          editing={editing}
          onStopEditing={stopEditing}
          onItemSaved={async (message) => {
            await refresh();
            result.show(message);
          }}
        />
        <section aria-labelledby="reported-items">
          <h2 id="reported-items">Reported items</h2>
          <FiltersBar filters={filters} onChange={setFilters} />
          {result.line}
          {actions.errorBanner}
          {!online && items.items.some((item) => item.mine) && (
            <Notice id={offlineNoticeId}>{ownItemsOffline}</Notice>
          )}
          <SavedCopy collection={items} words={words}>
            {list(items.items)}
          </SavedCopy>
          {/* With no saved copy at all, the resident's own queued reports still show. */}
          {items.isLoaded && !saved && queued.length > 0 && list([])}
          {actions.dialog}
        </section>
      </div>
    </>
  );
}
