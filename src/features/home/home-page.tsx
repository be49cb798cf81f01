/**
 * Home (SPEC.md §2 "/"): welcome, the court carousel, a member's bookings and the service tiles.
 * A signed-in resident has seen the welcome before: the hero shrinks and "Today" (what is coming
 * up, the latest update) comes first.
 */
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../../api/session';
import { readArrival } from '../../lib/arrival';
import { loginPath } from '../../lib/paths';
import { Banner } from '../../ui/banner';
import { CourtCarousel } from './court-carousel';
import { ServiceTiles } from './service-tiles';
import { YourBookingsPanel } from './your-bookings-panel';
import styles from './home-page.module.css';
import { estateName } from '../../../contract/platform/estate';

// Members only: its queries, Dexie and formatting stay out of a visitor's first download.
const TodayStrip = lazy(async () => {
  const { loadTodayStrip } = await import('./load-today-strip');
  return { default: (await loadTodayStrip()).TodayStrip };
});

// Only after a first request: the push code stays out of every other visit's download.
const ArrivalOffer = lazy(() => import('./arrival-offer'));

export default function HomePage() {
  const { user, isAuthenticated } = useSession();
  const signedIn = isAuthenticated && user !== null;
  const firstName = user?.name.trim().split(/\s+/)[0];
  const member = signedIn && user.role === 'MEMBER';
  // Sent home after a success (a banquet request): say so here too, and offer notifications.
  const arrival = readArrival(useLocation().state);

  return (
    <div className={styles.page}>
      {arrival && <Banner tone="success">{arrival.message}</Banner>}
      {arrival?.offerPush && (
        <Suspense fallback={null}>
          <ArrivalOffer />
        </Suspense>
      )}
      <section
        className={signedIn ? `${styles.hero} ${styles.compact}` : styles.hero}
        aria-labelledby="home-title"
      >
        {/* The largest paint of a phone's first screen (measured at 360×800): fetched first. */}
        <img
          className={styles.heroArt}
          src="/images/hero.svg"
          alt=""
          width={1600}
          height={600}
          fetchPriority="high"
        />
        <p className={styles.eyebrow}>Residents&apos; portal</p>
        <h1 id="home-title" className={styles.title}>
          Welcome to {estateName}
        </h1>
        {signedIn ? (
          <p className={styles.lead}>
            {firstName ? `Good to see you, ${firstName}.` : 'Good to see you.'}
          </p>
        ) : (
          <p className={styles.lead}>
            Book a court or the banquet hall, call a golf cart, read the newsletter and reach the
            RWA — from your phone, even when the network drops.
          </p>
        )}
        {!signedIn && (
          <Link className={styles.cta} to={loginPath()}>
            Resident Login
          </Link>
        )}
      </section>

      {member && (
        <Suspense fallback={null}>
          <TodayStrip />
        </Suspense>
      )}

      <section aria-labelledby="courts-title">
        <h2 id="courts-title">Courts and clubhouse</h2>
        <CourtCarousel />
      </section>

      {member && <YourBookingsPanel />}

      <ServiceTiles signedIn={signedIn} />
    </div>
  );
}
