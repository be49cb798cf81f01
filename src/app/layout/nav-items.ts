import { loginPath, paths } from '../../lib/paths';

export interface NavItem {
  to: string;
  label: string;
}

/** The public top bar (SPEC.md §2 Layout). */
export const desktopNav: NavItem[] = [
  { to: paths.home, label: 'Home' },
  { to: paths.about, label: 'About Us' },
  { to: paths.tenders, label: 'Tenders' },
  { to: paths.contact, label: 'Contact Us' },
];

/** The mobile menu adds Gallery (SPEC.md §2 Layout). */
export const mobileNav: NavItem[] = [
  { to: paths.home, label: 'Home' },
  { to: paths.about, label: 'About Us' },
  { to: paths.tenders, label: 'Tenders' },
  { to: paths.gallery, label: 'Gallery' },
  { to: paths.contact, label: 'Contact Us' },
];

/** A signed-in resident's own pages (issue 14: their rides and bookings, with answers). */
export const memberNav: NavItem[] = [{ to: paths.myRequests, label: 'My Requests' }];

/** What this phone keeps for offline use and what waits to be sent (DESIGN.md §4). */
export const offlineDataItem: NavItem = { to: paths.offlineData, label: 'Offline data' };

export const residentLogin = paths.login;
export const adminLogin = loginPath({ role: 'RWA' });
