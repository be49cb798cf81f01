import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { documentTitle, isRouteHandle } from './route-handle';

/** Sets document.title from the deepest route that names itself ("<Title> · Gatehouse"). */
export function useRouteTitle(): void {
  const matches = useMatches();
  const location = useLocation();
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  let title: string | undefined;
  if (isRouteHandle(handle)) {
    title =
      typeof handle.title === 'function'
        ? handle.title(new URLSearchParams(location.search))
        : handle.title;
  }
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
