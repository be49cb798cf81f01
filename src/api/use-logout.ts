import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';
import { clearPersistedQueries } from './query-persistence';
import { clearSession } from './session';

/** Signs out: forget the token and every cached answer fetched with it, then go to /login. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    // The next person on this phone must not see the last one's bookings.
    queryClient.clear();
    clearPersistedQueries();
    // flushSync renders the cleared session together with the navigation under way, so
    // neither the route guards nor an already-loaded /login (which would send a signed-in
    // user on) get a render in between to redirect somewhere else.
    void navigate(paths.login, { replace: true, flushSync: true });
  }, [queryClient, navigate]);
}
