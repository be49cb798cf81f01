/**
 * Which built HTML file answers a page URL (issue 15). The public pages are prerendered at build
 * time to `<path>.html` (home to `index.html`); every other page gets the app shell, which paints
 * the layout and a skeleton until the app takes over. The server, the service worker and the
 * build share this rule, so a page is found the same way online and offline.
 */
export const APP_SHELL_FILE = 'app-shell.html';

/**
 * The prerendered file for a page URL, e.g. `/about` → `about.html`; undefined for none. A URL
 * with a query string gets the shell: the query can change what the page shows (`/login?role=RWA`
 * is the admin form), and a visitor must never type into a form that is about to be replaced.
 */
export function prerenderedFileFor(pathname: string, search = ''): string | undefined {
  if (search !== '' && search !== '?') return undefined;
  if (pathname === '/') return 'index.html';
  // One plain segment: anything else (`/event/7`, `/admin/users`) is never prerendered.
  const name = /^\/([a-z][a-z-]*)\/?$/.exec(pathname)?.[1];
  return name ? `${name}.html` : undefined;
}
