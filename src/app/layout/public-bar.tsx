import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { SessionUser } from '../../../contract/sign-in/auth';
import { useLogout } from '../../api/use-logout';
import { Button } from '../../ui/button';
import { Brand } from './brand';
import { MobileMenu } from './mobile-menu';
import { NotificationBellSlot } from './notification-bell-slot';
import { PendingBadgeSlot } from './pending-badge-slot';
import { adminLogin, desktopNav, memberNav, offlineDataItem, residentLogin } from './nav-items';
import styles from './top-bar.module.css';

const MENU_ID = 'mobile-menu';

/** Visitors' and residents' top bar; on phones the links fold into a menu. */
export function PublicBar({ user }: { user: SessionUser | null }) {
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // Escape closes the menu from wherever focus is, and hands focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className={user ? `${styles.bar} ${styles.signedIn}` : styles.bar}>
      <div className={styles.inner}>
        <Brand />
        <nav aria-label="Main" className={styles.desktopNav}>
          {[...desktopNav, ...(user ? memberNav : [])].map((item) => (
            <NavLink key={item.to} to={item.to} end className={styles.link}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className={`${styles.account} ${styles.desktopOnly}`}>
          {user ? (
            <>
              <Link to={offlineDataItem.to} className={styles.link}>
                {offlineDataItem.label}
              </Link>
              <span className={styles.name} title={user.name}>
                {user.name}
              </span>
              <Button variant="secondary" onClick={logout}>
                Logout
              </Button>
            </>
          ) : (
            <>
              {[residentLogin, adminLogin].map((item) => (
                <Link key={item.to} to={item.to} className={styles.link}>
                  {item.label}
                </Link>
              ))}
            </>
          )}
        </div>
        {user && <PendingBadgeSlot userId={user.id} />}
        {user && <NotificationBellSlot userId={user.id} />}
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className={styles.burger} />
          Menu
        </button>
      </div>
      <MobileMenu
        id={MENU_ID}
        open={menuOpen}
        user={user}
        onClose={() => setMenuOpen(false)}
        onLogout={logout}
      />
    </header>
  );
}
