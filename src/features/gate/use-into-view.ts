import { useEffect, useRef } from 'react';

/**
 * Brings a desk answer (a pass card, "Let in ✓", a refusal) on screen whenever `shown` changes:
 * a guard who tapped "Check in" on a search row or "Check out" further down would otherwise
 * have the answer above the fold. When the tapped button has gone (or is about to: `takeFocus`,
 * a checked-out row leaves "Inside now"), focus goes to the answer rather than the page's start.
 */
export function useIntoView<T extends HTMLElement>(shown: unknown, takeFocus = false) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || element.childElementCount === 0) return;
    element.scrollIntoView?.({ block: 'nearest' });
    const active = document.activeElement;
    if (takeFocus || !active || active === document.body) element.focus({ preventScroll: true });
  }, [shown, takeFocus]);
  return ref;
}
