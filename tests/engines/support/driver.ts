/**
 * One small driver every flow is written against, so each flow runs unchanged in Firefox
 * (puppeteer-core over WebDriver BiDi) and WebKit (WebKitWebDriver over W3C WebDriver classic).
 * Both implementations locate elements with the same in-page function (target.ts), then act
 * through the engine's own input (a real click); values are set as a program would, with the
 * events React listens to, since typing into date and time fields differs in every engine.
 */
import type { Target } from './target';

export type EngineName = 'firefox' | 'webkit';

export interface EngineDriver {
  readonly engine: EngineName;
  /**
   * Loads `path` of the app (relative to its origin) and waits for the page's load. First it
   * lets the page's database writes end, as a person would (core.ts `writesSettled`).
   */
  goto(path: string): Promise<void>;
  /** Sets a field's value (an input, a select's option value, a textarea). */
  fill(target: Target, value: string): Promise<void>;
  click(target: Target): Promise<void>;
  /** The text of what `target` names, or of the whole page without one. */
  text(target?: Target): Promise<string>;
  /** Waits until `target` is on screen (default 20 s). */
  waitFor(target: Target, timeoutMs?: number): Promise<void>;
  /** Runs `fn` in the page with JSON arguments; its (awaited) JSON result comes back. */
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>;
  close(): Promise<void>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns something other than undefined. */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error; // a page mid-navigation: try again
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for ${what}${last ? ` (${String(last)})` : ''}`);
    }
    await sleep(150);
  }
}
