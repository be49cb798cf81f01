import { useSyncExternalStore, type ReactNode } from 'react';

const neverChanges = () => () => {};

/**
 * Renders its children only in the browser, after hydration: for parts that only exist there
 * (the service worker's prompts). The prerendered HTML and the hydrating render both leave them
 * out, so they match; React then renders them in a second pass.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  return inBrowser ? children : null;
}
