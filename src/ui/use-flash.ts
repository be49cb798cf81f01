import { useEffect, useState } from 'react';

/** SPEC.md §4: success banners disappear after 3 seconds. */
export const SUCCESS_BANNER_MS = 3_000;

/**
 * A success message that clears itself after 3 s. Saying it again restarts its 3 s (each call
 * makes a new object); saying nothing (`undefined`) clears it at once.
 */
export function useFlash(): [string | undefined, (message?: string) => void] {
  const [shown, setShown] = useState<{ message: string }>();
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(undefined), SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);
  return [shown?.message, (message) => setShown(message === undefined ? undefined : { message })];
}
