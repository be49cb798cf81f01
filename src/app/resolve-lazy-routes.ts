import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy modules of the routes that match `pathname` and makes them part of the routes,
 * so the first render is the page itself, not a loading fallback. The prerender does it before
 * rendering and the browser before hydrating: both then render the same tree, and hydration
 * matches. Mutates `routes` (the router copies them when it is created, after this).
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
