import { Link } from 'react-router-dom';
import { useSession } from '../../api/session';
import { adminPages, sharedPages } from './admin-pages';
import { BookingCalendar } from './booking-calendar';
import { NeedsYou } from './needs-you';
import styles from './admin.module.css';

/**
 * /admin: the RWA's start page (SPEC.md §2 /admin), with what waits on the office first.
 * "Needs you" and the calendar each say how a change went next to it
 * (docs/adr/005-results-in-view.md).
 * Logout is the admin bar's (one per page).
 */
export default function AdminDashboardPage() {
  const { user } = useSession();
  return (
    <>
      <div className={styles.header}>
        <div>
          <h1>Admin Dashboard</h1>
          {user && <p className={styles.muted}>Signed in as {user.name}</p>}
        </div>
      </div>

      <NeedsYou />

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

      <BookingCalendar />
    </>
  );
}
