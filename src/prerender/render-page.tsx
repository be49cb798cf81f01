/**
 * The build's server-side entry (issue 15): renders a public page, or the app shell, to HTML
 * with the same components, routes and providers the browser hydrates. Built by Vite in SSR
 * mode and run once per page at build time (scripts/prerender-plugin.ts); never shipped.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { RootLayout } from '../app/layout/root-layout';
import { createQueryClient } from '../app/query-client';
import { resolveLazyRoutes } from '../app/resolve-lazy-routes';
import { documentTitle, isRouteHandle } from '../app/route-handle';
import { routes } from '../app/router';
import { PageSkeleton } from '../ui/page-skeleton';
import type { RenderedPage } from './rendered-page';

/** Every other page: the layout as a visitor sees it, with a skeleton where the page goes. */
const shellRoutes: RouteObject[] = [
  { element: <RootLayout />, children: [{ path: '*', element: <PageSkeleton /> }] },
];

async function toHtml(tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(tree);
  return new Response(prelude).text();
}

async function renderAt(routeList: RouteObject[], pathname: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routeList);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response)
    throw new Error(`${pathname} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const handle = context.matches
    .map((match) => match.route.handle as unknown)
    .findLast(isRouteHandle);
  const title =
    typeof handle?.title === 'function' ? handle.title(new URLSearchParams()) : handle?.title;
  const queryClient = createQueryClient();
  const html = await toHtml(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {/* No inline hydration script: the CSP forbids it, and these pages have no loader data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
  // Each query the page created holds a garbage-collection timer (days long): clearing the
  // cache stops them, so the build's process can end.
  queryClient.clear();
  return { html, title: documentTitle(title) };
}

/** A public page as a visitor first sees it. */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  await resolveLazyRoutes(routes, pathname);
  return renderAt(routes, pathname);
}

/** The layout and a skeleton, for every page that is not prerendered. */
export function renderShell(): Promise<RenderedPage> {
  return renderAt(shellRoutes, '/');
}
