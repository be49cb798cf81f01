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

/** RWA only: everyone else, strangers included, goes home. */
export function RequireRwa() {
  const { user } = useSession();
  const navigation = useNavigation();
  if (user?.role === 'RWA') return <Outlet />;
  if (navigation.state !== 'idle') return null;
  return <Navigate to={paths.home} replace />;
}
