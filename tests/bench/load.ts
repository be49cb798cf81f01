/** Many clients at once, as the latency benches (bookings, assistant) drive the server. */
export const CLIENTS = 10;

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * Runs `total` calls of `once` from CLIENTS loops at once; returns each call's milliseconds,
 * sorted. What `once` returns (a follow-up such as freeing a slot again) runs untimed.
 */
export async function load(
  total: number,
  once: () => Promise<(() => Promise<unknown>) | undefined>,
): Promise<number[]> {
  const times: number[] = [];
  let left = total;
  const client = async () => {
    while (left-- > 0) {
      const started = performance.now();
      const followUp = await once();
      times.push(performance.now() - started);
      await followUp?.();
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return times.sort((a, b) => a - b);
}
