import { useId, useState } from 'react';
import styles from './your-bookings-panel.module.css';

/**
 * A member's upcoming bookings on the home page (SPEC.md §2, §4). A disclosure rather than
 * <details>, so the heading stays a heading for screen reader navigation.
 * The list itself arrives with the bookings issue.
 */
export function YourBookingsPanel() {
  const [open, setOpen] = useState(true);
  const contentId = useId();
  return (
    <section className={styles.panel} aria-labelledby={`${contentId}-heading`}>
      <h2 className={styles.heading} id={`${contentId}-heading`}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((o) => !o)}
        >
          Your Bookings
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
      </h2>
      <div id={contentId} className={styles.content} hidden={!open}>
        <p>Your upcoming court and hall bookings will appear here in a coming update.</p>
      </div>
    </section>
  );
}
