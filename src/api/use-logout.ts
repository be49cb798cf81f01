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
    // Nor find this apartment's private papers among the files kept for offline reading.
    // Imported here, not above: the sign-out button is on every page, IndexedDB code is not.
    void import('../offline/files').then((files) =>
      files.deleteSavedFiles(files.DOCUMENT_FILES_PREFIX),
    );
    // Nor get the last one's notices on its lock screen.
    void import('../lib/push').then((push) => push.dropPushOnThisDevice());
    // flushSync renders the cleared session together with the navigation under way, so
    // neither the route guards nor an already-loaded /login (which would send a signed-in
    // user on) get a render in between to redirect somewhere else.
    void navigate(paths.login, { replace: true, flushSync: true });
  }, [queryClient, navigate]);
}
