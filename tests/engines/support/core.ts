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
  if (element.tagName === 'SELECT') {
    // A select is told its option by value or by the text a person reads.
    const option = [...element.options].find((o) => o.value === value || o.text.trim() === value);
    if (option) value = option.value;
  }
  const proto = Object.getPrototypeOf(element);
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  element.focus();
  if (setter) setter.call(element, value); else element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}`;

const exists = '(element) => element !== null';
/**
 * The page is prerendered: its HTML is there before React takes it over, and a click or a value
 * before then is lost. React marks each element it owns (a `__reactProps$…` key) on hydration.
 */
const ready = `(element) => element !== null &&
  Object.keys(element).some((key) => key.startsWith('__reactProps'))`;
const textOf = '(element) => element === null ? null : (element.innerText ?? element.textContent)';

/**
 * Resolves once the page has been quiet for a moment — no request ended in the last 400 ms, and
 * the database writes under way have ended (a read of every store queues behind them) — or after
 * 8 s. WebKit strands a write of a page left mid-write, and every later page then waits on the
 * database (src/offline/leave-no-frozen-page.ts); a write starts when a request ends, so a quiet
 * network and a quiet database leave nothing to strand. A person does not leave a page within
 * milliseconds of opening it, and a test that does finds that, not its flow.
 */
const writesSettled = `new Promise((resolve) => {
  const giveUp = Date.now() + 8000;
  const requests = () => performance.getEntriesByType('resource').length;
  const databaseIdle = () => new Promise((idle) => {
    let opening;
    try {
      opening = indexedDB.open('gatehouse');
    } catch {
      idle(); // about:blank has no database
      return;
    }
    opening.onerror = () => idle();
    opening.onsuccess = () => {
      const db = opening.result;
      const stores = Array.from(db.objectStoreNames);
      if (stores.length === 0) { db.close(); idle(); return; }
      const read = db.transaction(stores, 'readonly');
      read.oncomplete = read.onabort = () => { db.close(); idle(); };
      read.objectStore(stores[0]).count();
    };
  });
  const round = (seen) => setTimeout(async () => {
    await Promise.race([databaseIdle(), new Promise((later) => setTimeout(later, 3000))]);
    const now = requests();
    if (now === seen || Date.now() > giveUp) resolve();
    else round(now);
  }, 400);
  round(requests());
})`;

export function driverOn(core: EngineCore, origin: string): EngineDriver {
  const waitFor = async (target: Target, timeoutMs = 20_000, check = exists) => {
    try {
      await until(
        describeTarget(target),
        async () =>
          (await core.evaluateExpression<boolean>(onTarget(target, check))) ? true : undefined,
        timeoutMs,
      );
    } catch (error) {
      // Where the page was instead: the first thing to read when a flow fails.
      const where = await core
        .evaluateExpression<string>('location.href + " · " + document.body.innerText.slice(0, 600)')
        .catch((reason: unknown) => `(page unreadable: ${String(reason)})`);
      throw new Error(`${(error as Error).message}; the page was ${where}`);
    }
  };

  return {
    engine: core.engine,
    async goto(path) {
      await core.evaluateExpression(writesSettled).catch(() => undefined);
      await core.navigate(new URL(path, origin).href);
    },
    waitFor: (target, timeoutMs) => waitFor(target, timeoutMs),
    async fill(target, value) {
      await waitFor(target, undefined, ready);
      if (!(await core.evaluateExpression<boolean>(onTarget(target, setValue, value)))) {
        throw new Error(`${describeTarget(target)} went away before it was filled`);
      }
    },
    async click(target) {
      await waitFor(target, undefined, ready);
      // In the middle of the screen first: a sticky bar must not be what the click lands on.
      await core.clickExpression(
        onTarget(target, '(element) => (element.scrollIntoView({ block: "center" }), element)'),
      );
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
