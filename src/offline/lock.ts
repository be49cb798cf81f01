/**
 * One drainer at a time. Web Locks span every window and the service worker of the origin and
 * are released when a context dies, so a crashed tab never wedges the queue. Where they are
 * missing (old browsers, jsdom) an in-module flag at least keeps this context to one drainer.
 */
interface LockManagerLike {
  request<T>(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>;
}

export type LockResult<T> = { acquired: true; value: T } | { acquired: false };

const heldHere = new Set<string>();

function webLocks(): LockManagerLike | undefined {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return typeof nav?.locks?.request === 'function' ? nav.locks : undefined;
}

/**
 * Runs `task` only if nobody holds `name`; otherwise returns at once. `task` learns whether the
 * lock is origin-wide (then nothing else can be mid-send) or only this context's.
 */
export async function withExclusiveLock<T>(
  name: string,
  task: (originWide: boolean) => Promise<T>,
): Promise<LockResult<T>> {
  const locks = webLocks();
  if (locks) {
    return locks.request(name, { ifAvailable: true }, async (lock) =>
      lock ? { acquired: true as const, value: await task(true) } : { acquired: false as const },
    );
  }
  if (heldHere.has(name)) return { acquired: false };
  heldHere.add(name);
  try {
    return { acquired: true, value: await task(false) };
  } finally {
    heldHere.delete(name);
  }
}
