import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { dropPushWithSession, finishEndingSession } from './api/end-session';
import { checkStoredSession } from './api/session';
import { AppProviders } from './app/providers';
import { cacheSeenFilesOnFirstControl } from './app/pwa/cache-seen-files';
import { resolveLazyRoutes } from './app/resolve-lazy-routes';
import { routes } from './app/router';
import { keepTypedText } from './app/typed-before-hydration';
import { leaveNoFrozenPage } from './offline/leave-no-frozen-page';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

cacheSeenFilesOnFirstControl();
leaveNoFrozenPage();
// Loaded only when a session ends: push code is not needed on every page.
dropPushWithSession(() => {
  void import('./lib/push').then((push) => push.dropPushOnThisDevice()).catch(() => undefined);
});

// The page's code first, so the first render is the page (what the prerendered HTML shows), not
// a fallback. If it cannot load, the router tries again and shows its error page.
void resolveLazyRoutes(routes, window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    start(root);
    void checkStoredSession().catch(() => undefined);
    finishEndingSession();
  });

/** Runs `then` once, after the tree inside it has committed (for a hydration: hydrated). */
function AfterCommit({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then]);
  return children;
}

function start(container: HTMLElement): void {
  // The build prerendered this page for a visitor at this exact URL (scripts/prerender-plugin.ts):
  // take over its markup. Anything else (the app shell, a query string) is rendered afresh.
  const prerendered = container.dataset.prerendered;
  if (prerendered !== window.location.pathname || window.location.search !== '') {
    createRoot(container).render(
      <StrictMode>
        <AppProviders />
      </StrictMode>,
    );
    return;
  }
  const typed = keepTypedText(container);
  hydrateRoot(
    container,
    <StrictMode>
      <AfterCommit then={typed.replay}>
        <AppProviders />
      </AfterCommit>
    </StrictMode>,
  );
}
