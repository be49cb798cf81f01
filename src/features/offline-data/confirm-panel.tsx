import { useId, type ReactNode } from 'react';
import styles from './offline-data.module.css';

interface ConfirmPanelProps {
  title: string;
  children: ReactNode;
  /** The buttons; the first is the safe default and gets focus. */
  actions: ReactNode;
}

/**
 * A confirmation shown in place (a non-modal <dialog open>): it needs no focus trap or
 * top layer, works in every browser the app supports, and keeps the question next to the
 * thing it is about.
 */
export function ConfirmPanel({ title, children, actions }: ConfirmPanelProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <dialog open className={styles.confirm} aria-labelledby={titleId} aria-describedby={bodyId}>
      <h3 id={titleId}>{title}</h3>
      <div id={bodyId}>{children}</div>
      <div className={styles.actions}>{actions}</div>
    </dialog>
  );
}
