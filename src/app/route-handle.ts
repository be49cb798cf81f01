/** What a route tells the layout about itself: the title for the tab and the history list. */
export interface RouteHandle {
  title: string | ((search: URLSearchParams) => string);
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value;
}

export function documentTitle(title: string | undefined): string {
  return title ? `${title} · Gatehouse` : 'Gatehouse';
}
