/** About Us (SPEC.md §2 "/about"): mission, goals, the committee and the President's message. */
import { useSession } from '../../api/session';
import { CommitteeCarousel } from './committee-carousel';
import { committee } from './committee';
import { showPlaceholder } from '../../ui/image-fallback';
import styles from './about-page.module.css';
import { estateName, rwaName } from '../../../contract/platform/estate';

const president = committee.find((member) => member.role === 'President');

export default function AboutPage() {
  const { user } = useSession();
  // The RWA runs the association; this introduction is for residents and visitors (SPEC.md §2).
  if (user?.role === 'RWA') return null;

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="about-title">
        <h1 id="about-title">About Our RWA</h1>
        <p className={styles.lead}>
          The {rwaName} is run by residents, for residents: elected neighbours who look after our
          shared spaces, services and funds.
        </p>
      </section>

      <section aria-labelledby="mission-title" className={styles.card}>
        <h2 id="mission-title">Our Mission</h2>
        <p>
          To make {estateName} a safe, friendly and well-kept home for every family — by listening
          to residents, spending their contributions carefully and openly, and keeping the
          estate&apos;s facilities in good order for the years ahead.
        </p>
      </section>

      <section aria-labelledby="goals-title" className={styles.card}>
        <h2 id="goals-title">Our Goals</h2>
        <ul className={styles.goals}>
          <li>
            A thriving community
            <ul>
              <li>Social events that bring neighbours together through the year</li>
              <li>Inclusivity and diversity: every age, faith and background feels at home</li>
            </ul>
          </li>
          <li>Protecting property values through proactive management and maintenance</li>
          <li>Sustainability and environmental responsibility across the estate</li>
          <li>Transparent and efficient management of community resources</li>
        </ul>
      </section>

      <section aria-labelledby="committee-title">
        <h2 id="committee-title">Meet Your RWA</h2>
        <CommitteeCarousel />
      </section>

      {president && (
        <section aria-labelledby="president-title" className={`${styles.card} ${styles.message}`}>
          <img
            className={styles.presidentPhoto}
            src={president.photo}
            alt={`Portrait of ${president.name}`}
            width={96}
            height={96}
            loading="lazy"
            onError={showPlaceholder}
          />
          <div>
            <h2 id="president-title">A Message from the President</h2>
            <p>
              Dear neighbours, thank you for trusting this committee with the care of our estate.
              This year we are putting more of our work where you can see it: bookings, notices,
              accounts and documents are now a tap away, and they keep working when the mobile
              network does not.
            </p>
            <p>
              Our door at the estate office is always open. Tell us what is working and what is not
              — that is how {estateName} gets better for all of us.
            </p>
            <p className={styles.signature}>
              {president.name}, {president.role}
            </p>
          </div>
        </section>
      )}
    </div>
  );
}
