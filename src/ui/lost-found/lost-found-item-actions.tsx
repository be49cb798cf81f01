import type { LostFoundItem } from '../../../contract/lost-found/lost-found';
import { Button } from '../button';
import styles from './lost-found.module.css';

interface LostFoundItemActionsProps {
  item: LostFoundItem;
  /** Offline these writes cannot run; the buttons point at the notice that says why. */
  online: boolean;
  offlineNoticeId?: string;
  /** Its status is being changed. */
  busy: boolean;
  onToggleStatus: (item: LostFoundItem) => void;
  onEdit: (item: LostFoundItem) => void;
  onDelete: (item: LostFoundItem) => void;
}

/**
 * Close or Reopen, Edit and Delete (SPEC.md §4): on a resident's own items and on every item for
 * the RWA. Each button names its item, so a list of them reads right to a screen reader.
 */
export function LostFoundItemActions(props: LostFoundItemActionsProps) {
  const { item, online, offlineNoticeId, busy } = props;
  const shared = {
    variant: 'secondary' as const,
    disabled: !online,
    'aria-describedby': online ? undefined : offlineNoticeId,
  };
  return (
    <div className={styles.actions}>
      <Button
        {...shared}
        busy={busy}
        aria-label={`${item.status === 'open' ? 'Close' : 'Reopen'} ${item.title}`}
        onClick={() => props.onToggleStatus(item)}
      >
        {item.status === 'open' ? 'Close' : 'Reopen'}
      </Button>
      <Button {...shared} aria-label={`Edit ${item.title}`} onClick={() => props.onEdit(item)}>
        Edit
      </Button>
      <Button
        {...shared}
        variant="danger"
        aria-label={`Delete ${item.title}`}
        onClick={() => props.onDelete(item)}
      >
        Delete
      </Button>
    </div>
  );
}
