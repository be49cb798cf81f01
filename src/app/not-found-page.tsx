import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { buttonClassName } from '../ui/button';
import styles from './pages.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.centered}>
      <h1>Page not found</h1>
      <p>We couldn&apos;t find that page. It may have moved, or the link may be mistyped.</p>
      <div className={styles.actions}>
        <Link to={paths.home} className={buttonClassName('primary')}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
