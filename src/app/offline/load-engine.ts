/**
 * The offline engine (Dexie, the outbox, its triggers) loads on demand: a visitor opening the
 * home page never downloads it, a signed-in resident or any page that may read a cached
 * collection gets it at once. This module is tiny and Dexie-free on purpose.
 */
import type * as EngineModule from './engine';

type Engine = typeof EngineModule;

let loading: Promise<Engine> | undefined;

/** Loads and starts the engine once; later calls share the same promise. */
export function loadOfflineEngine(): Promise<Engine> {
  loading ??= import('./engine').then((engine) => {
    engine.startOfflineEngine();
    return engine;
  });
  // A failed chunk download (offline on a cold start) may be retried by the next caller.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
