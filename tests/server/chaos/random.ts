/** A seeded PRNG (mulberry32), so a failing chaos run is replayed exactly with its seed. */
export interface Random {
  /** In [0, 1), like Math.random. */
  next(): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** One of `items`, each with its weight. */
  weighted<T extends string>(weights: Record<T, number>): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    chance: (p) => next() < p,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    weighted<T extends string>(weights: Record<T, number>): T {
      const entries = Object.entries(weights) as [T, number][];
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let pick = next() * total;
      for (const [item, weight] of entries) {
        pick -= weight;
        if (pick < 0) return item;
      }
      return entries[entries.length - 1]![0];
    },
  };
}
