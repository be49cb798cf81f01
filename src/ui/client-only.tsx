import { useSyncExternalStore, type ReactNode } from 'react';

const neverChanges = () => () => {};

/**
 * False while React hydrates prerendered HTML (and in the prerender itself), true from then on
 * and in any render that is not a hydration. The first render then matches the HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * Renders its children only in the browser, after hydration: for parts that only exist there
 * (the service worker's prompts). React renders them in a second pass.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
