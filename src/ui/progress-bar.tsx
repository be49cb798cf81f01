import styles from './progress-bar.module.css';

interface ProgressBarProps {
  /** What is progressing, e.g. "Uploading menu". */
  label: string;
  /** 0..1 */
  value: number;
}

/** How far an upload has gone: a labelled progressbar, so it is read as well as seen. */
export function ProgressBar({ label, value }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className={styles.wrap}>
      <div className={styles.caption} aria-hidden="true">
        <span>{label}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
