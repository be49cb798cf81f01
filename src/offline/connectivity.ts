/**
 * One online/offline signal for the whole app. `navigator.onLine` only knows about the local
 * link (it says "online" on a captive Wi-Fi or with one dead bar), so a request to our API that
 * got no answer also counts as offline, and any answer counts as online again.
 * No React here: the API client reports into it; `useConnectivity` reads it.
 */
type Listener = () => void;

interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void;
}

const listeners = new Set<Listener>();
let linkUp = readNavigatorOnline();
let apiReachable = true;
let online = linkUp && apiReachable;

function readNavigatorOnline(): boolean {
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  return nav?.onLine ?? true;
}

function publish(): void {
  const next = linkUp && apiReachable;
  if (next === online) return;
  online = next;
  for (const listener of listeners) listener();
}

const onOnline = () => {
  linkUp = true;
  apiReachable = true; // give the API the benefit of the doubt; the next failure says otherwise
  publish();
};
const onOffline = () => {
  linkUp = false;
  publish();
};

export function isOnline(): boolean {
  return online;
}

// Listened to for the module's lifetime: the signal must be right even before anyone subscribes.
const events = globalThis as unknown as Partial<EventTargetLike>;
events.addEventListener?.('online', onOnline);
events.addEventListener?.('offline', onOffline);

export function subscribeConnectivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A request to our API got no answer at all (not an HTTP error: that is an answer). */
export function reportApiFailure(): void {
  apiReachable = false;
  publish();
}

/** Any answer from our API proves we are online, whatever `navigator.onLine` says. */
export function reportApiSuccess(): void {
  apiReachable = true;
  linkUp = true;
  publish();
}
