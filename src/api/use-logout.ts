/**
 * Signing out for real: the server forgets the token (auth/logout), then this device forgets the
 * session (`endSessionOnThisDevice`) and goes to /login. "Sign out on all devices" ends every
 * session of the user on the server first.
 *
 * Their endpoints load with the click, not with the top bar: contract/auth brings full zod, which
 * a first visit's screen never calls. The service worker precaches that chunk like any other.
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { networkError } from '../../contract/network-message';
import { loginPath } from '../lib/paths';
import { isOnline } from '../offline/connectivity';
import { errorMessage } from './api-error';
import { callApi } from './client';
import { endSessionOnThisDevice } from './end-session';
import { getSession } from './session';

/** A logout that hangs on a bad network is given up: the device forgets the session anyway. */
export const LOGOUT_WAIT_MS = 2_000;

/** The sign-out endpoints; a chunk that will not load is told as the network failing. */
function authEndpoints() {
  return import('../../contract/auth').catch(() => {
    throw new Error(networkError);
  });
}

function useGoToLogin(): () => void {
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
      void authEndpoints()
        .then(({ logout }) => callApi(logout, { signal, token }))
        .catch(() => undefined);
    }
    goToLogin();
  }, [goToLogin]);
}

/**
 * Sign out on all devices (a lost phone). Unlike Logout it must reach the server, or it did
 * nothing the user asked for: a failure stays on screen and this device stays signed in. The
 * error's message is the sentence to show: the server's, else the endpoint's own.
 */
export function useSignOutEverywhere() {
  const goToLogin = useGoToLogin();
  return useMutation({
    mutationFn: async () => {
      const { signOutEverywhere } = await authEndpoints();
      return callApi(signOutEverywhere).catch((error: unknown) => {
        throw new Error(errorMessage(error, signOutEverywhere.failure));
      });
    },
    onSuccess: goToLogin,
  });
}
