import { NavLink } from 'react-router-dom';
import type { SessionUser } from '../../../contract/auth';
import { Button } from '../../ui/button';
import { SignOutEverywhere } from './sign-out-everywhere';
import { adminLogin, memberNav, mobileNav, offlineDataItem, residentLogin } from './nav-items';
import styles from './top-bar.module.css';

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
  const items = user
    ? [...mobileNav, ...memberNav, offlineDataItem]
    : [...mobileNav, residentLogin, adminLogin];

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
          <SignOutEverywhere />
        </div>
      )}
    </nav>
  );
}
