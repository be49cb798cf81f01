import { NavLink } from 'react-router-dom';
import type { SessionUser } from '../../../contract/sign-in/auth';
import { useLogout } from '../../api/use-logout';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/button';
import { Brand } from './brand';
import { NotificationBellSlot } from './notification-bell-slot';
import styles from './top-bar.module.css';

/**
 * The RWA sees only their own way around (SPEC.md §2): logo, dashboard, the visitor log (the
 * gate is checked daily, issue 17), name, Logout.
 */
export function AdminBar({ user }: { user: SessionUser }) {
  const logout = useLogout();
  return (
    <header className={styles.bar}>
      <div className={`${styles.inner} ${styles.adminInner} ${styles.adminWithBell}`}>
        <Brand />
        <nav aria-label="Admin" className={styles.adminNav}>
          <NavLink to={paths.admin.dashboard} end className={styles.link}>
            Admin Dashboard
          </NavLink>
          <NavLink to={paths.admin.visitors} className={styles.link}>
            Visitors
          </NavLink>
        </nav>
        <div className={styles.account}>
          <span className={styles.adminBell}>
            <NotificationBellSlot userId={user.id} />
          </span>
          <span className={styles.name} title={user.name}>
            {user.name}
          </span>
          <Button variant="secondary" onClick={logout} className={styles.adminLogout}>
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
