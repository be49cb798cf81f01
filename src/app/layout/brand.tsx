import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { LogoMark } from '../../ui/logo-mark';
import styles from './top-bar.module.css';
import { estateName } from '../../../contract/platform/estate';

export function Brand() {
  return (
    <Link to={paths.home} className={styles.brand}>
      <LogoMark />
      <span>{estateName}</span>
    </Link>
  );
}
