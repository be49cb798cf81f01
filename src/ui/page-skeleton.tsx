import styles from './page-skeleton.module.css';

/** What a page looks like before its code and data arrive: a heading and two cards, in grey. */
export function PageSkeleton({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className={styles.skeleton}>
      <span className="visually-hidden">{label}</span>
      <div className={styles.line} aria-hidden="true" />
      <div className={styles.block} aria-hidden="true" />
      <div className={styles.block} aria-hidden="true" />
    </div>
  );
}
