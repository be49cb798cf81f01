/**
 * Signing out for real: the server forgets the token (auth/logout), then this device forgets the
 * session (`endSessionOnThisDevice`) and goes to /login. "Sign out on all devices" ends every
 * session of the user on the server first (use-sign-out-everywhere.ts).
 *
 * Logout's call loads with the click, not with the top bar (logout-call.ts). The service worker
 * precaches that chunk like any other.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { loginPath } from '../lib/paths';
import { isOnline } from '../offline/connectivity';
import { endSessionOnThisDevice } from './end-session';
import { getSession } from './session';

/** A logout that hangs on a bad network is given up: the device forgets the session anyway. */
export const LOGOUT_WAIT_MS = 2_000;

/** Forgets the session on this device and opens the sign-in page the person will want next. */
export function useGoToLogin(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // A gate tablet goes back to the gate's own sign-in, ready for the next shift's guard.
    const to = loginPath({ role: getSession().user?.role === 'GUARD' ? 'GUARD' : undefined });
    endSessionOnThisDevice();
    // flushSync renders the cleared session together with the navigation under way, so
    // neither the route guards nor an already-loaded /login (which would send a signed-in
    // user on) get a render in between to redirect somewhere else.
    void navigate(to, { replace: true, flushSync: true });
  }, [navigate]);
}

/**
 * Logout: best effort on the server, never blocking. The request takes the token as it leaves,
 * so the device can forget the session at once; offline nothing is sent (the token then lives
 * on the server until it expires, which is all an offline phone can do).
 */
export function useLogout(): () => void {
  const goToLogin = useGoToLogin();
  return useCallback(() => {
    const { token } = getSession();
    if (isOnline() && token) {
      const signal = AbortSignal.timeout(LOGOUT_WAIT_MS);
      void import('./logout-call')
        .then((call) => call.endTokenOnServer(token, signal))
        .catch(() => undefined);
    }
    goToLogin();
  }, [goToLogin]);
}
