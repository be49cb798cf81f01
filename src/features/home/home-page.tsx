/** Home (SPEC.md §2 "/"): welcome, the court carousel, a member's bookings and the service tiles. */
import { Link } from 'react-router-dom';
import { useSession } from '../../api/session';
import { loginPath } from '../../lib/paths';
import { CourtCarousel } from './court-carousel';
import { ServiceTiles } from './service-tiles';
import { YourBookingsPanel } from './your-bookings-panel';
import styles from './home-page.module.css';

export default function HomePage() {
  const { user, isAuthenticated } = useSession();
  const signedIn = isAuthenticated && user !== null;
  const firstName = user?.name.trim().split(/\s+/)[0];

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <p className={styles.eyebrow}>Gatehouse Residency</p>
        <h1 id="home-title" className={styles.title}>
          Welcome to Gatehouse
        </h1>
        <p className={styles.lead}>
          {signedIn && firstName ? `Good to see you, ${firstName}. ` : ''}
          Book a court or the banquet hall, call a golf cart, read the newsletter and reach the RWA
          — from your phone, even when the network drops.
        </p>
        {!signedIn && (
          <Link className={styles.cta} to={loginPath()}>
            Resident Login
          </Link>
        )}
      </section>

      <section aria-labelledby="courts-title">
        <h2 id="courts-title">Courts and clubhouse</h2>
        <CourtCarousel />
      </section>

      {signedIn && user.role === 'MEMBER' && <YourBookingsPanel />}

      <ServiceTiles signedIn={signedIn} />
    </div>
  );
}
