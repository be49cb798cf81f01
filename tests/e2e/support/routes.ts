/**
 * Every route of the app (src/app/router.tsx) and how a walk over them moves: inside the running
 * app, as a tap does, waiting until each page has settled (every-route.test.ts).
 */
import type { Page } from 'playwright-core';

/** src/app/router.tsx's routes, with a real id where a route takes one. */
export const routes = [
  '/',
  '/about',
  '/contact',
  '/tenders',
  '/login',
  '/login?role=RWA',
  '/offline-data',
  '/no-such-page',
  '/gallery',
  '/events',
  '/event-calendar',
  '/event/1',
  '/newsletter',
  '/lost-and-found',
  '/ask-rwa',
  '/restaurant-menu',
  '/facilities',
  '/facilities?category=sports',
  '/booking/1',
  '/banquet-hall-booking',
  '/golf-cart',
  '/concierge',
  '/documents',
  '/my-requests',
  '/dues',
  '/sos',
  '/parcels',
  '/vehicles',
  '/polls',
  '/updates',
  '/notifications',
  '/notifications/settings',
  '/admin',
  '/admin/users',
  '/admin/restaurant-menu',
  '/admin/chatbot',
  '/admin/gallery',
  '/admin/events',
  '/admin/newsletter',
  '/admin/lost-found',
  '/admin/tenders',
  '/admin/golf-cart',
  '/admin/documents',
  '/admin/broadcasts',
  '/admin/dues',
  '/admin/vehicles',
  '/admin/polls',
];

/** Lets the router take the app to `path` as a link would, without reloading the page. */
export function navigateInApp(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/**
 * The page is shown with nothing left loading in it: its heading is there (or the page is empty
 * by design: About renders nothing for the RWA), and no list in view still says "Loading…".
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    if (!main || document.querySelector('[role="progressbar"][aria-label="Loading page"]')) {
      return false;
    }
    const shown = main.querySelector('h1') !== null || main.childElementCount === 0;
    // A tab not chosen (hidden) may hold a list that loads only when it is opened.
    const loading = Array.from(main.querySelectorAll('[role="status"]')).some(
      (status) => status.checkVisibility() && /Loading|Opening/.test(status.textContent ?? ''),
    );
    return shown && !loading;
  });
  // Late images and fonts may still shift the layout by a frame or two.
  await page.waitForTimeout(100);
}
