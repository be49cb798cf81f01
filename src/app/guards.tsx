/**
 * Route access of SPEC.md §2, as layout routes around the pages they protect. They read the
 * session live, so a sign-out (or a token the server rejected) takes effect on the spot.
 */
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { useSession } from '../api/session';
import { loginPath, paths } from '../lib/paths';

/** Login required: strangers go to /login and come back here after it. */
export function RequireLogin() {
  const { user } = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  if (user) return <Outlet />;
  // Logout is already on its way to /login; a second redirect would race it and add ?from.
  if (navigation.state !== 'idle') return null;
  return <Navigate to={loginPath({ from: location.pathname + location.search })} replace />;
}

/**
 * RWA only: a signed-in resident goes home; a stranger, most likely an admin whose session
 * ended, goes to Admin Login and comes back here after it.
 */
export function RequireRwa() {
  const { user } = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  if (user?.role === 'RWA') return <Outlet />;
  if (navigation.state !== 'idle') return null;
  if (user) return <Navigate to={paths.home} replace />;
  const from = location.pathname + location.search;
  return <Navigate to={loginPath({ role: 'RWA', from })} replace />;
}

/**
 * A guard sees the gate desk and nothing else (issue 17): every other page of the app sends
 * them back to it. Everyone else passes.
 */
export function KeepGuardAtGate() {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (user?.role !== 'GUARD' || pathname === paths.gate) return <Outlet />;
  return <Navigate to={paths.gate} replace />;
}

/**
 * The gate desk is a guard's: residents and the RWA go home, and a stranger (a shift whose
 * session ended) goes to the gate's own sign-in.
 */
export function RequireGuard() {
  const { user } = useSession();
  const navigation = useNavigation();
  if (user?.role === 'GUARD') return <Outlet />;
  if (navigation.state !== 'idle') return null;
  if (user) return <Navigate to={paths.home} replace />;
  return <Navigate to={loginPath({ role: 'GUARD', from: paths.gate })} replace />;
}
