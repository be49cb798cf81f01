import { useId } from 'react';
import { Link } from 'react-router-dom';
import { loginPath } from '../../lib/paths';
import { ServiceIcon } from './service-icon';
import { services } from './services';
import styles from './service-tiles.module.css';

/**
 * The service tiles. Every service needs a signed-in resident (SPEC.md §2), so for a visitor
 * each tile leads to the login page, which sends them on to the tile once they are in.
 */
export function ServiceTiles({ signedIn }: { signedIn: boolean }) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Services</h2>
      {!signedIn && (
        <p id={noteId} className={styles.note}>
          Sign in as a resident to use these services.
        </p>
      )}
      <ul className={styles.grid}>
        {services.map((service, i) => (
          <li key={service.to} className={styles.tile}>
            <span className={styles.icon}>
              <ServiceIcon name={service.icon} />
            </span>
            <span className={styles.text}>
              {/* Only the title names the link; its ::after stretches it over the whole tile. */}
              <Link
                className={styles.link}
                to={signedIn ? service.to : loginPath({ from: service.to })}
                aria-describedby={[`${id}-d${i}`, signedIn ? '' : noteId].join(' ').trim()}
              >
                {service.title}
              </Link>
              <span id={`${id}-d${i}`} className={styles.description}>
                {service.description}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
