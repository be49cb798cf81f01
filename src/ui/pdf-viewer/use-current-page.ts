/**
 * Which page is being read: the one crossing the middle of the viewer's frame. A zero-height
 * line as the observer's root is cheaper than measuring every page on each scroll event.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useCurrentPage(
  list: RefObject<HTMLOListElement | null>,
  ready: boolean,
  onPage: (index: number) => void,
): void {
  const report = useRef(onPage);

  useEffect(() => {
    report.current = onPage;
  });

  useEffect(() => {
    const element = list.current;
    if (!element || !ready || typeof IntersectionObserver !== 'function') return;
    const pages = [...element.children];
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) report.current(pages.indexOf(entry.target));
        }
      },
      { root: element.parentElement, rootMargin: '-50% 0px -50% 0px' },
    );
    pages.forEach((page) => observer.observe(page));
    return () => observer.disconnect();
  }, [list, ready]);
}
