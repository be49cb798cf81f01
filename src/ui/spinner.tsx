import styles from './spinner.module.css';

interface SpinnerProps {
  size?: 'small' | 'large';
  /** Accessible text; ignored when `decorative` (the surrounding text already says it). */
  label?: string;
  decorative?: boolean;
}

export function Spinner({ size = 'large', label = 'Loading…', decorative = false }: SpinnerProps) {
  const className = [styles.spinner, size === 'small' ? styles.small : ''].join(' ');
  if (decorative) return <span className={className} aria-hidden="true" />;
  return (
    <span role="status" className={styles.wrap}>
      <span className={className} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
