import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import type { SessionUser } from '../../../contract/sign-in/auth';
import { useGoToLogin } from '../../api/use-logout';
import { Button } from '../../ui/button';
import {
  adminLogin,
  memberNav,
  mobileNav,
  offlineDataItem,
  publicMobileNav,
  residentLogin,
} from './nav-items';
import styles from './top-bar.module.css';

// Lazy: only a signed-in menu offers it, and its endpoint and confirm dialog bring zod and
// react-query's mutations, which a visitor's first download never needs.
const SignOutEverywhere = lazy(() =>
  import('./sign-out-everywhere').then((module) => ({ default: module.SignOutEverywhere })),
);

interface MobileMenuProps {
  id: string;
  open: boolean;
  user: SessionUser | null;
  onClose: () => void;
  onLogout: () => void;
}

/**
 * The phone menu of SPEC.md §2. Its logins carry the names the desktop bar and the login page
 * use (Resident Login, Admin Login), not the spec's older Member/RWA Login. Any choice closes
 * it (Escape is handled by the bar).
 */
export function MobileMenu({ id, open, user, onClose, onLogout }: MobileMenuProps) {
  const goToLogin = useGoToLogin();
  const items = user
    ? [...mobileNav, ...memberNav, offlineDataItem]
    : [...publicMobileNav, residentLogin, adminLogin];

  return (
    <nav id={id} aria-label="Mobile" className={styles.mobileMenu} hidden={!open}>
      <ul>
        {items.map((item) => (
          <li key={item.label}>
            <NavLink to={item.to} end className={styles.mobileLink} onClick={onClose}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      {user && (
        <div className={styles.mobileAccount}>
          <p>Logged in as {user.name}</p>
          <Button
            variant="secondary"
            block
            onClick={() => {
              onClose();
              onLogout();
            }}
          >
            Logout
          </Button>
          <Suspense fallback={null}>
            <SignOutEverywhere goToLogin={goToLogin} />
          </Suspense>
        </div>
      )}
    </nav>
  );
}
