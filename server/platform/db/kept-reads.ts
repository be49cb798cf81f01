/**
 * Reads kept in memory for a while (issue 19's booking rush): one read in flight is shared by
 * every caller asking for the same key, and its answer is kept for at most `maxAgeMs`. What a
 * change makes old is forgotten by whoever hears of the change (the database's change feed).
 *
 * A read is kept only while `keep()` says so (the feed is live): otherwise a change could go
 * unheard and an old answer stay. A read forgotten while in flight still answers the callers
 * already waiting, and is not kept: the next caller reads again.
 */

export interface KeptReads<V> {
  read(key: string, load: () => Promise<V>): Promise<V>;
  forget(key: string): void;
  /** Forgets each answer `matches` and every read still in flight (its answer is not known). */
  forgetWhere(matches: (value: V) => boolean): void;
  clear(): void;
}

interface Entry<V> {
  at: number;
  pending: Promise<V>;
  settled?: { value: V };
}

export function keptReads<V>(options: {
  maxAgeMs: number;
  keep: () => boolean;
  clock?: () => number;
}): KeptReads<V> {
  const { maxAgeMs, keep } = options;
  const clock = options.clock ?? (() => performance.now());
  const kept = new Map<string, Entry<V>>();

  return {
    read(key, load) {
      const now = clock();
      const entry = kept.get(key);
      if (entry && now - entry.at < maxAgeMs) return entry.pending;
      const pending = load();
      // Deleted first, so the map stays in order of age for the sweep below.
      kept.delete(key);
      if (!keep()) return pending;
      const fresh: Entry<V> = { at: now, pending };
      kept.set(key, fresh);
      pending.then(
        (value) => (fresh.settled = { value }),
        // A failed read is not kept: the next caller asks again.
        () => kept.get(key) === fresh && kept.delete(key),
      );
      // Old entries go as new ones come: the map holds what was read within `maxAgeMs`.
      for (const [old, { at }] of kept) {
        if (now - at < maxAgeMs) break;
        kept.delete(old);
      }
      return pending;
    },
    forget(key) {
      kept.delete(key);
    },
    forgetWhere(matches) {
      for (const [key, entry] of kept) {
        if (!entry.settled || matches(entry.settled.value)) kept.delete(key);
      }
    },
    clear() {
      kept.clear();
    },
  };
}
