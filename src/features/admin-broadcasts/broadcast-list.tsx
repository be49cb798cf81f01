import type { Broadcast } from '../../../contract/notices/broadcasts';
import { formatMoment } from '../../lib/format-date';
import { Badge } from '../../ui/badge';
import { JustAdded } from '../../ui/just-added';
import { severityWords } from './severity';
import styles from './admin-broadcasts.module.css';

/** 'Acknowledged by 12 of 640 apartments'. */
export function acknowledgedLine(broadcast: Pick<Broadcast, 'acknowledged' | 'recipients'>) {
  const apartments = broadcast.recipients === 1 ? 'apartment' : 'apartments';
  return `Acknowledged by ${broadcast.acknowledged} of ${broadcast.recipients} ${apartments}`;
}

/** The notices sent, newest first, each with how many apartments have acknowledged it. */
export function BroadcastList({ broadcasts, now }: { broadcasts: Broadcast[]; now: number }) {
  if (broadcasts.length === 0) return <p>No broadcasts sent yet.</p>;
  return (
    <ul className={styles.list} aria-label="Sent broadcasts">
      {broadcasts.map((broadcast) => {
        const share = broadcast.recipients ? broadcast.acknowledged / broadcast.recipients : 0;
        return (
          <li key={broadcast.id} className={styles.item}>
            <article aria-labelledby={`broadcast-${broadcast.id}`}>
              <div className={styles.itemHead}>
                <h3 id={`broadcast-${broadcast.id}`} className={styles.itemTitle}>
                  {broadcast.title}
                </h3>
                <Badge tone={severityWords[broadcast.severity].tone}>
                  {severityWords[broadcast.severity].label}
                </Badge>
                <JustAdded itemKey={broadcast.id} />
              </div>
              <p className={styles.sent}>
                Sent{' '}
                <time dateTime={broadcast.created_at}>
                  {formatMoment(broadcast.created_at, now)}
                </time>
              </p>
              <p className={styles.body}>{broadcast.body}</p>
              <p className={styles.acks}>{acknowledgedLine(broadcast)}</p>
              {/* The share as a bar too; the sentence above is what is read out. */}
              <div className={styles.track} aria-hidden="true">
                <div className={styles.fill} style={{ width: `${Math.round(share * 100)}%` }} />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
