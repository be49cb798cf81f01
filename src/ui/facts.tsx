import type { ReactNode } from 'react';
import styles from './facts.module.css';

/**
 * A list of label/value pairs (`<dt>`/`<dd>` children) in two aligned columns: the details of a
 * tender, a booking, the banquet hall. `className` adds a page's own spacing or size.
 */
export function Facts({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={className ? `${styles.facts} ${className}` : styles.facts}>{children}</dl>;
}
