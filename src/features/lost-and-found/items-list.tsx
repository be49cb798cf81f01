import type { LostFoundItem } from '../../../contract/lost-found/lost-found';
import type { LostFoundReportPayload } from '../../offline/kinds';
import type { OutboxRecord } from '../../offline/db';
import { apiUrl } from '../../api/client';
import { LostFoundItemActions } from '../../ui/lost-found/lost-found-item-actions';
import { ItemCard } from './item-card';
import { isFiltering, matchesFilters, type ItemFilters } from './item-filters';
import { QueuedReportCard } from './queued-report-card';
import cardStyles from '../../ui/cards.module.css';

export const noItems = 'No items reported yet.';
export const noMatches = 'No items match your search.';

interface ItemsListProps {
  items: LostFoundItem[];
  /** This resident's reports still on the phone, newest first. */
  queued: OutboxRecord[];
  filters: ItemFilters;
  online: boolean;
  offlineNoticeId: string;
  changingId: string | undefined;
  onFixQueued: (record: OutboxRecord) => void;
  onToggleStatus: (item: LostFoundItem) => void;
  onEdit: (item: LostFoundItem) => void;
  onDelete: (item: LostFoundItem) => void;
}

/** Reports still on the phone first, then the items as the server lists them (newest first). */
export function ItemsList(props: ItemsListProps) {
  const { items, queued, filters } = props;
  const queuedShown = queued.filter((record) =>
    matchesFilters(record.payload as LostFoundReportPayload, filters),
  );
  const itemsShown = items.filter((item) => matchesFilters(item, filters));

  if (queuedShown.length + itemsShown.length === 0) {
    return <p>{isFiltering(filters) ? noMatches : noItems}</p>;
  }
  return (
    <ul className={cardStyles.cards} aria-label="Lost and found items">
      {queuedShown.map((record) => (
        <QueuedReportCard key={record.id} record={record} onEdit={props.onFixQueued} />
      ))}
      {itemsShown.map((item) => {
        const photo = item.thumbnailUrl || item.imageUrl;
        return (
          <ItemCard
            key={item.id}
            item={item}
            image={photo ? apiUrl(photo) : undefined}
            status={item.status}
          >
            {item.mine && (
              <LostFoundItemActions
                item={item}
                online={props.online}
                offlineNoticeId={props.offlineNoticeId}
                busy={props.changingId === item.id}
                onToggleStatus={props.onToggleStatus}
                onEdit={props.onEdit}
                onDelete={props.onDelete}
              />
            )}
          </ItemCard>
        );
      })}
    </ul>
  );
}
