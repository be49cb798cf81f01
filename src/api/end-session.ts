/**
 * Forgetting a session on this device, the one way for every path that ends one: Logout, "Sign
 * out on all devices", and a token the server refused (401). The next person on this phone must
 * not see the last one's answers, papers or notices. The outbox is left alone on purpose: its
 * items wait as `needsAuth` and go out after the next sign-in (DESIGN.md §5).
 *
 * No navigation here: the route guards read the session live and send the person to sign in.
 */
import { clearPersistedQueries } from './query-persistence';
import { clearSession } from './session';

/** What is cleared of the app's query cache; structural, so tests may pass any QueryClient. */
interface ClearableCache {
  clear(): void;
}

let queryCache: ClearableCache | undefined;

/**
 * The app's one query cache, cleared with the session. Registered by `createQueryClient`, because
 * the API client that sees a 401 lives outside React and cannot reach it through context.
 */
export function clearWithSession(cache: ClearableCache): void {
  queryCache = cache;
}

export function endSessionOnThisDevice(): void {
  clearSession();
  queryCache?.clear();
  clearPersistedQueries();
  // Noted first, so a page closed or reloaded before the papers are gone finishes the job on
  // its next start (finishEndingSession).
  localStorage.setItem(PAPERS_TO_FORGET, '1');
  forgetPapers();
  dropPush?.();
}

let dropPush: (() => void) | undefined;

/**
 * How this device stops its pushes when a session ends, registered at start (main.tsx): the
 * push code calls the API, whose refusals end sessions here, so it is not imported from here.
 */
export function dropPushWithSession(drop: () => void): void {
  dropPush = drop;
}

const PAPERS_TO_FORGET = 'gatehouse-forget-papers';

/** At start: the private papers of a session that ended while the page was going away. */
export function finishEndingSession(): void {
  if (localStorage.getItem(PAPERS_TO_FORGET)) forgetPapers();
}

// Imported when needed, not above: every page can sign out, IndexedDB code is not needed on
// every page.
function forgetPapers(): void {
  void import('../offline/files')
    .then((files) => files.forgetPrivatePapers())
    .then(() => localStorage.removeItem(PAPERS_TO_FORGET))
    .catch(() => undefined);
}
