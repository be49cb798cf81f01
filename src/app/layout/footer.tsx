import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import styles from './layout.module.css';
import { rwaName } from '../../../contract/platform/estate';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p>
          © {new Date().getFullYear()} {rwaName} ·{' '}
          <Link to={paths.contact}>Contact the RWA office</Link>
        </p>
        <p>Technology by Gatehouse Labs</p>
      </div>
    </footer>
  );
}
