import { Link } from 'react-router-dom';
import { useSession } from '../../api/session';
import type { MoveOutcome } from '../../ui/request-actions';
import { useToast } from '../../ui/toast';
import { adminPages, sharedPages } from './admin-pages';
import { BookingCalendar } from './booking-calendar';
import { NeedsYou } from './needs-you';
import styles from './admin.module.css';

/**
 * /admin: the RWA's start page (SPEC.md §2 /admin), with what waits on the office first.
 * One toast tells how any change on the page went, at the bottom where the eye is on a phone.
 * Logout is the admin bar's (one per page).
 */
export default function AdminDashboardPage() {
  const { user } = useSession();
  const toast = useToast();
  const onResult = (outcome: MoveOutcome) =>
    toast.show(outcome.message, outcome.ok ? 'success' : 'error');
  return (
    <>
      <div className={styles.header}>
        <div>
          <h1>Admin Dashboard</h1>
          {user && <p className={styles.muted}>Signed in as {user.name}</p>}
        </div>
      </div>

      <NeedsYou onResult={onResult} />

      <nav aria-label="Admin tools">
        <ul className={styles.tiles}>
          {[...adminPages, ...sharedPages].map((page) => (
            <li key={page.path}>
              {/* The link is named by the title alone; its ::after stretches it over the tile. */}
              <div className={styles.tile}>
                <Link to={page.path} className={styles.tileTitle}>
                  {page.title}
                </Link>
                <span className={styles.tileSummary}>{page.summary}</span>
              </div>
            </li>
          ))}
        </ul>
      </nav>

      <BookingCalendar onResult={onResult} />
      {toast.element}
    </>
  );
}
