/**
 * The engine-neutral half of every driver: waiting, reading text and setting values, built on
 * two things each engine provides — evaluating an expression, and a real click on the element
 * an expression yields. Expressions carry their arguments as JSON, so nothing is closed over.
 */
import { until, type EngineDriver, type EngineName } from './driver';
import { describeTarget, findInPage, toWire, type Target } from './target';

export interface EngineCore {
  readonly engine: EngineName;
  /** Navigates the tab and waits for its load event. */
  navigate(url: string): Promise<void>;
  /** Evaluates a JS expression in the page; a promise is awaited. */
  evaluateExpression<R>(expression: string): Promise<R>;
  /** Clicks, as the engine's input does, the element `expression` evaluates to. */
  clickExpression(expression: string): Promise<void>;
  close(): Promise<void>;
}

/** `op(element, ...args)` on what `target` finds, as one expression. */
export function onTarget(target: Target, op: string, ...args: unknown[]): string {
  const call = [JSON.stringify(toWire(target)), ...args.map((arg) => JSON.stringify(arg))];
  return `((wire, ...rest) => (${op})((${findInPage.toString()})(wire), ...rest))(${call.join(', ')})`;
}

/** Sets a value the way React sees typing: through the prototype's setter, then input/change. */
const setValue = `(element, value) => {
  if (!element) return false;
  const proto = Object.getPrototypeOf(element);
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  element.focus();
  if (setter) setter.call(element, value); else element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}`;

const exists = '(element) => element !== null';
const textOf = '(element) => element === null ? null : (element.innerText ?? element.textContent)';

export function driverOn(core: EngineCore, origin: string): EngineDriver {
  const waitFor = (target: Target, timeoutMs = 20_000) =>
    until(
      describeTarget(target),
      async () =>
        (await core.evaluateExpression<boolean>(onTarget(target, exists))) ? true : undefined,
      timeoutMs,
    ).then(() => undefined);

  return {
    engine: core.engine,
    goto: (path) => core.navigate(new URL(path, origin).href),
    waitFor,
    async fill(target, value) {
      await waitFor(target);
      if (!(await core.evaluateExpression<boolean>(onTarget(target, setValue, value)))) {
        throw new Error(`${describeTarget(target)} went away before it was filled`);
      }
    },
    async click(target) {
      await waitFor(target);
      await core.clickExpression(onTarget(target, '(element) => element'));
    },
    async text(target) {
      if (!target) return core.evaluateExpression<string>('document.body.innerText');
      await waitFor(target);
      return (await core.evaluateExpression<string | null>(onTarget(target, textOf))) ?? '';
    },
    evaluate: (fn, ...args) =>
      core.evaluateExpression(`(${fn.toString()})(...${JSON.stringify(args)})`),
    close: () => core.close(),
  };
}
