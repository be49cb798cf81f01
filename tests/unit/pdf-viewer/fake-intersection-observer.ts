/**
 * jsdom has no layout, so no IntersectionObserver. This one lets a test say which elements
 * cross an observer's root, the way scrolling would in a browser.
 */
import { vi } from 'vitest';

export class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.all.push(this);
  }

  observe(target: Element): void {
    this.targets.push(target);
  }

  disconnect(): void {
    this.targets.length = 0;
  }

  unobserve(): void {}

  /** Reports `targets` as now crossing (or no longer crossing) the root. */
  cross(targets: Element[], isIntersecting = true): void {
    const entries = targets.map(
      (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Installs the fake for this test (setup.ts unstubs globals after each test). */
export function fakeIntersectionObserver(): typeof FakeIntersectionObserver {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return FakeIntersectionObserver;
}

/** The live observer whose root margin is `rootMargin`. */
export function observerWith(rootMargin: string): FakeIntersectionObserver {
  const found = FakeIntersectionObserver.all.findLast(
    (observer) => observer.options.rootMargin === rootMargin && observer.targets.length > 0,
  );
  if (!found) throw new Error(`No IntersectionObserver with rootMargin ${rootMargin}`);
  return found;
}
