import { Navigate, useLocation } from 'react-router-dom';
import { loginPath } from '../lib/paths';

/** /rwa-login is the admin form of /login, keeping where the visitor was going. */
export function RwaLoginRedirect() {
  const from = new URLSearchParams(useLocation().search).get('from') ?? undefined;
  return <Navigate to={loginPath({ role: 'RWA', from })} replace />;
}
