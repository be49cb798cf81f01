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

/** The mobile menu adds Gallery (SPEC.md §2 Layout) for residents: it is theirs only. */
export const mobileNav: NavItem[] = [
  { to: paths.home, label: 'Home' },
  { to: paths.about, label: 'About Us' },
  { to: paths.tenders, label: 'Tenders' },
  { to: paths.gallery, label: 'Gallery' },
  { to: paths.contact, label: 'Contact Us' },
];

/** A visitor's menu: no Gallery, which would only send them to sign in (issue 35). */
export const publicMobileNav: NavItem[] = mobileNav.filter((item) => item.to !== paths.gallery);

/**
 * Pages only a signed-in user reaches: SOS to the gate (issue 34), their visitors and parcels at
 * the gate (issues 17 and 34), their rides and bookings with answers (issue 14), their home's
 * complaints (the helpdesk, issue 18), their maintenance dues (issue 33), polls (issue 36), and Community Updates
 * (SPEC.md §2 /updates), which no tile or link led to before.
 */
export const memberNav: NavItem[] = [
  { to: paths.sos, label: 'SOS' },
  { to: paths.visitors, label: 'Visitors' },
  { to: paths.parcels, label: 'Parcels' },
  { to: paths.vehicles, label: 'Vehicles' },
  { to: paths.myRequests, label: 'My Requests' },
  { to: paths.helpdesk, label: 'Helpdesk' },
  { to: paths.dues, label: 'Dues' },
  { to: paths.polls, label: 'Polls' },
  { to: paths.updates, label: 'Community Updates' },
];

/**
 * What this phone keeps for offline use and what waits to be sent (DESIGN.md §4). Signed-in
 * users only: a visitor has nothing saved and nothing to send.
 */
export const offlineDataItem: NavItem = { to: paths.offlineData, label: 'Offline data' };

/** The two ways in, named as the login page names them (SPEC.md §2 /login). */
export const residentLogin: NavItem = { to: paths.login, label: 'Resident Login' };
export const adminLogin: NavItem = { to: loginPath({ role: 'RWA' }), label: 'Admin Login' };
