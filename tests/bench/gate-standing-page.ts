/**
 * The plate lookup timed inside the page (issue 34's bench), so Playwright's own round trips
 * are never counted: the plate is typed into the desk's plate field as one input event, and the
 * clock stops when the answer first shows the flat, and again at the next frame. The function
 * given to `page.evaluate` uses no named inner functions: tsx would wrap them in its `__name`
 * helper, which does not exist in the page.
 */
import type { Page } from 'playwright-core';

export interface LookupTimes {
  shownMs: number;
  frameMs: number;
}

export function timePlateLookup(page: Page, typed: string, flat: string): Promise<LookupTimes> {
  return page.evaluate(
    ({ plate, text }) =>
      new Promise<LookupTimes>((resolve, reject) => {
        const section = document.getElementById('gate-plate')?.closest('section');
        const input = section?.querySelector('input');
        const answer = section?.querySelector('[aria-live]');
        if (!section || !input || !answer) return reject(new Error('No plate field on the desk'));
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        // Empty first, so each lookup starts from nothing shown.
        setValue?.call(input, '');
        input.dispatchEvent(new Event('input', { bubbles: true }));
        const late = setTimeout(() => reject(new Error(`No ${text} for ${plate}`)), 10_000);
        requestAnimationFrame(() =>
          setTimeout(() => {
            const observer = new MutationObserver(() => {
              if (!answer.textContent?.includes(text)) return;
              const shownAt = performance.now();
              observer.disconnect();
              clearTimeout(late);
              requestAnimationFrame(() =>
                setTimeout(() =>
                  resolve({ shownMs: shownAt - typedAt, frameMs: performance.now() - typedAt }),
                ),
              );
            });
            observer.observe(answer, { childList: true, subtree: true, characterData: true });
            const typedAt = performance.now();
            setValue?.call(input, plate);
            input.dispatchEvent(new Event('input', { bubbles: true }));
          }),
        );
      }),
    { plate: typed, text: flat },
  );
}
