import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';
import { clearSession } from './session';

/** Signs out: forget the token and every cached answer fetched with it, then go to /login. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    // Start for /login first, committed synchronously: the route guards then see a navigation
    // under way when the session goes, and do not race it with redirects of their own.
    void navigate(paths.login, { replace: true, flushSync: true });
    clearSession();
    // The next person on this phone must not see the last one's bookings.
    queryClient.clear();
  }, [queryClient, navigate]);
}
