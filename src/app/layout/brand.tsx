import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { LogoMark } from '../../ui/logo-mark';
import styles from './top-bar.module.css';
import { estateName } from '../../../contract/platform/estate';

/** Labelled as well, so a phone's bar may show the logo alone and the link still has a name. */
export function Brand() {
  return (
    <Link to={paths.home} className={styles.brand} aria-label={estateName}>
      <LogoMark />
      <span>{estateName}</span>
    </Link>
  );
}
