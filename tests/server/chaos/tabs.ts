/**
 * Tabs and the service worker, as one node process can have them. They share the device's
 * IndexedDB (one fake-indexeddb, as real tabs share one database) and race to drain it. What
 * keeps them apart in a browser is the `outbox` Web Lock, which node lacks, so each round picks:
 * - `webLocks`: an origin-wide lock manager (Chromium: one drainer across tabs and the worker);
 * - `perTab`: each context gets its own lock, so nothing stops a second drainer — harsher than
 *   any real browser, because the drainer then takes every `sending` record for a crashed send
 *   and sends it again while the first copy is still in flight;
 * - `moduleMutex`: no `navigator.locks` at all (old browsers): the drain module's own flag, which
 *   serializes drains of this one process, as it does within one tab.
 * Which context asks for a lock is carried by AsyncLocalStorage, as each tab has its own realm.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type LockMode = 'webLocks' | 'perTab' | 'moduleMutex';

const currentContext = new AsyncLocalStorage<string>();
const held = new Set<string>();
let mode: LockMode = 'moduleMutex';

const locks = {
  async request<T>(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: { name: string } | null) => Promise<T>,
  ): Promise<T> {
    const key = mode === 'perTab' ? `${currentContext.getStore() ?? 'main'}:${name}` : name;
    if (held.has(key)) {
      if (options.ifAvailable) return callback(null);
      throw new Error('only ifAvailable requests are simulated');
    }
    held.add(key);
    try {
      return await callback({ name });
    } finally {
      held.delete(key);
    }
  },
};

const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');

export function useLockMode(next: LockMode): void {
  mode = next;
  if (next === 'moduleMutex') {
    restoreNavigator();
    return;
  }
  Object.defineProperty(globalThis, 'navigator', {
    value: { locks, userAgent: 'gatehouse-chaos', onLine: true },
    configurable: true,
    writable: true,
  });
}

export function restoreNavigator(): void {
  if (original) Object.defineProperty(globalThis, 'navigator', original);
  else delete (globalThis as { navigator?: unknown }).navigator;
}

/** Runs `work` as the named tab or worker (its lock, under `perTab`). */
export function inContext<T>(name: string, work: () => Promise<T>): Promise<T> {
  return currentContext.run(name, work);
}
