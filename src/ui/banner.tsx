import type { ReactNode } from 'react';
import styles from './banner.module.css';

export type BannerTone = 'success' | 'error' | 'info';

interface BannerProps {
  tone: BannerTone;
  children: ReactNode;
  /** Optional control beside the message (Retry, Dismiss…). */
  action?: ReactNode;
}

/** A message in the flow of the page. Errors interrupt (alert); the rest wait their turn (status). */
export function Banner({ tone, children, action }: BannerProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`${styles.banner} ${styles[tone]}`}
    >
      <p>{children}</p>
      {action}
    </div>
  );
}
