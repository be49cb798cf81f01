import { useEffect, useRef, type ReactNode } from 'react';
import styles from './banner.module.css';

export type BannerTone = 'success' | 'error' | 'info';

interface BannerProps {
  tone: BannerTone;
  children: ReactNode;
  /** Optional control beside the message (Retry, Dismiss…). */
  action?: ReactNode;
}

/**
 * A message in the flow of the page. Errors interrupt (alert); the rest wait their turn (status).
 * An error also comes into view: a form's answer sits at its top, and on a phone the person who
 * tapped its button at the bottom would otherwise see nothing happen (html's scroll-padding
 * keeps it clear of the sticky top bar).
 */
export function Banner({ tone, children, action }: BannerProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (tone === 'error') ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [tone, children]);
  return (
    <div
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`${styles.banner} ${styles[tone]}`}
    >
      <p>{children}</p>
      {action}
    </div>
  );
}
