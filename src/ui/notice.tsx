import type { ReactNode } from 'react';
import styles from './notice.module.css';

/**
 * Why something on the page cannot be used right now (offline, say). A status, not an alert:
 * it is read once, and controls it disables point at it with `aria-describedby`.
 */
export function Notice({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.notice} role="status">
      {children}
    </p>
  );
}
