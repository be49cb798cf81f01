import { lazy, Suspense, useId, useState } from 'react';
import { Spinner } from '../../ui/spinner';
import styles from './your-bookings-panel.module.css';

// Members only: the list, its queries and date formatting stay out of a visitor's first download.
const YourBookings = lazy(async () => {
  const { loadYourBookings } = await import('./load-your-bookings');
  return { default: (await loadYourBookings()).YourBookings };
});

/**
 * A member's upcoming bookings on the home page (SPEC.md §2, §4). A disclosure rather than
 * <details>, so the heading stays a heading for screen reader navigation.
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
        <Suspense fallback={<Spinner label="Loading your bookings…" />}>
          <YourBookings />
        </Suspense>
      </div>
    </section>
  );
}
