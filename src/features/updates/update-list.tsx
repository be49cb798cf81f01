import type { CommunityUpdate } from '../../../contract/content/updates';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { JustAdded } from '../../ui/just-added';
import styles from './updates.module.css';
import { formatDay } from '../../lib/format-date';

interface UpdateListProps {
  updates: CommunityUpdate[];
  /** RWA only: Delete buttons (disabled offline, with the reason at `offlineId`). */
  manage?: { online: boolean; offlineId: string; onDelete: (update: CommunityUpdate) => void };
}

export function UpdateList({ updates, manage }: UpdateListProps) {
  if (updates.length === 0) return <p>No community updates yet.</p>;
  return (
    <ul className={styles.list} aria-label="Community updates">
      {updates.map((update) => (
        <li key={update.id} className={styles.item}>
          <article aria-labelledby={`update-${update.id}`}>
            <div className={styles.head}>
              <h2 id={`update-${update.id}`} className={styles.title}>
                {update.title}
              </h2>
              <Badge>{update.category}</Badge>
              <JustAdded itemKey={update.id} />
            </div>
            <p className={styles.date}>
              <time dateTime={update.date}>{formatDay(update.date)}</time>
            </p>
            <p className={styles.content}>{update.content}</p>
            {manage && (
              <Button
                variant="danger"
                aria-label={`Delete ${update.title}`}
                disabled={!manage.online}
                aria-describedby={manage.online ? undefined : manage.offlineId}
                onClick={() => manage.onDelete(update)}
              >
                Delete
              </Button>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
