import type { LostFoundItem } from '../../../contract/lost-found/lost-found';
import { messages } from '../../../contract/messages';
import { formatDay } from '../../lib/format-date';
import { Banner } from '../../ui/banner';
import { JustAdded } from '../../ui/just-added';
import { LostFoundBadges } from '../../ui/lost-found/lost-found-badges';
import { LostFoundItemActions } from '../../ui/lost-found/lost-found-item-actions';
import { useItemActions } from '../../ui/lost-found/use-item-actions';
import { Spinner } from '../../ui/spinner';
import { useAdminLostFound, useRefreshLostFound } from './use-admin-lost-found';
import listStyles from '../../ui/admin-list.module.css';
import styles from './admin-lost-found.module.css';

export const noItemsYet = 'No items yet.';

interface ItemListProps {
  online: boolean;
  onEdit: (item: LostFoundItem) => void;
  onDone: (message: string) => void;
}

/** Items: every report, newest first, with Close / Reopen, Edit and Delete (SPEC.md §2, §4). */
export function ItemList({ online, onEdit, onDone }: ItemListProps) {
  const items = useAdminLostFound();
  const refresh = useRefreshLostFound();
  const actions = useItemActions({
    refresh,
    statusFailure: messages.lostFoundStatusFailed,
    onDone,
  });

  const list = items.data;
  return (
    <section aria-label="Items">
      {actions.errorBanner}
      {!list ? (
        items.isError ? (
          <Banner tone="error">{messages.lostFoundLoadFailed}</Banner>
        ) : (
          items.isPending && online && <Spinner label="Loading items…" />
        )
      ) : list.length === 0 ? (
        <p>{noItemsYet}</p>
      ) : (
        <ul className={listStyles.list}>
          {list.map((item) => (
            <li key={item.id} className={listStyles.row}>
              <div className={listStyles.rowText}>
                <p className={listStyles.muted}>
                  {formatDay(item.date)} · {item.location}
                </p>
                <p>
                  <strong>{item.title}</strong> <JustAdded itemKey={item.id} />
                </p>
                <p className={listStyles.muted}>
                  {item.category} · {item.contactName}, {item.contactPhone}
                </p>
                <p className={styles.badges}>
                  <LostFoundBadges type={item.type} status={item.status} />
                </p>
              </div>
              <LostFoundItemActions
                item={item}
                online={online}
                busy={actions.changingId === item.id}
                onToggleStatus={actions.toggleStatus}
                onEdit={onEdit}
                onDelete={actions.askDelete}
              />
            </li>
          ))}
        </ul>
      )}
      {actions.dialog}
    </section>
  );
}
