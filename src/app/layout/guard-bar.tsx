import { NavLink } from 'react-router-dom';
import type { SessionUser } from '../../../contract/sign-in/auth';
import { useLogout } from '../../api/use-logout';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/button';
import { Brand } from './brand';
import styles from './top-bar.module.css';

/**
 * A guard's whole way around (issue 17): the gate desk and Logout, nothing else. Short enough
 * for a 360 px phone in one row, so there is no menu to open.
 */
export function GuardBar({ user }: { user: SessionUser }) {
  const logout = useLogout();
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Brand />
        <nav aria-label="Main" className={styles.guardNav}>
          <NavLink to={paths.gate} end className={styles.link}>
            Gate desk
          </NavLink>
          <Button variant="secondary" onClick={logout}>
            Logout
          </Button>
        </nav>
        <span className={`${styles.name} ${styles.desktopOnly}`} title={user.name}>
          {user.name}
        </span>
      </div>
    </header>
  );
}
