import type { Broadcast } from '../../../contract/notices/broadcasts';
import styles from './broadcasts.module.css';

interface FoldedNoticeProps {
  notice: Broadcast;
  onOpen: () => void;
}

/** A notice already seen, as one line over the page: still there, the whole of it a tap away. */
export function FoldedNotice({ notice, onOpen }: FoldedNoticeProps) {
  const emergency = notice.severity === 'emergency';
  const kind = emergency ? 'Emergency' : 'Urgent';
  return (
    <section
      aria-label={`${kind} notice`}
      className={`${emergency ? styles.emergency : styles.urgent} ${styles.folded}`}
    >
      <button type="button" className={styles.foldedLine} onClick={onOpen}>
        <span className={styles.kicker}>{kind}</span>
        <span className={styles.foldedTitle}>{notice.title}</span>
        <span className={styles.foldedOpen} aria-hidden="true">
          Show
        </span>
      </button>
    </section>
  );
}
