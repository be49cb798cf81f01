import { Link } from 'react-router-dom';
import { useLogout } from '../../api/use-logout';
import { useSession } from '../../api/session';
import { Button } from '../../ui/button';
import { adminPages } from './admin-pages';
import styles from './admin.module.css';

const summaryId = (path: string) => `tile-${path.replaceAll('/', '-')}`;

/** /admin: the RWA's start page (SPEC.md §2 /admin). */
export default function AdminDashboardPage() {
  const { user } = useSession();
  const logout = useLogout();
  return (
    <>
      <header className={styles.header}>
        <div>
          <h1>Admin Dashboard</h1>
          {user && <p className={styles.muted}>Signed in as {user.name}</p>}
        </div>
        <Button variant="secondary" onClick={logout}>
          Logout
        </Button>
      </header>

      <nav aria-label="Admin tools">
        <ul className={styles.tiles}>
          {adminPages.map((page) => (
            <li key={page.path}>
              {/* The title is the name; the summary is read after it as a description. */}
              <Link
                to={page.path}
                className={styles.tile}
                aria-label={page.title}
                aria-describedby={summaryId(page.path)}
              >
                <span className={styles.tileTitle}>{page.title}</span>
                <span id={summaryId(page.path)} className={styles.tileSummary}>
                  {page.summary}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className={styles.card} aria-labelledby="booking-calendar-heading">
        <h2 id="booking-calendar-heading">Booking Calendar</h2>
        <p>
          Coming soon: today&apos;s and tomorrow&apos;s bookings for every facility, in one place.
        </p>
      </section>
    </>
  );
}
