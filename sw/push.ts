/**
 * Web Push in the service worker (DESIGN.md §8): show the notice the server pushed, set the app
 * badge to the unread count, tell open windows so they refresh the inbox, and open the notice's
 * page on a tap. A push is only a wake-up: the inbox, fetched by the app, stays the record.
 */

declare let self: ServiceWorkerGlobalScope;

/** Worker → page: `{ type, payload }` when a push arrives, so an open app refreshes its count. */
export const PUSH_RECEIVED = 'push';

const ICON = '/icons/icon-192.png';

/** What the server puts in a push (server/platform/db/schema.ts PushPayload). */
interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  unread?: number;
}

/** `renotify` is in the Notifications standard and in Chromium, not yet in TypeScript's lib. */
interface GatehouseNotificationOptions extends NotificationOptions {
  renotify?: boolean;
}

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

/** The payload, or a plain notice when it is missing or not ours: a push must never be lost. */
function readPayload(event: PushEvent): PushPayload {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = event.data?.json();
    if (typeof parsed === 'object' && parsed !== null) raw = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: show the generic notice below.
  }
  const unread = typeof raw.unread === 'number' && raw.unread >= 0 ? raw.unread : undefined;
  return {
    title: text(raw.title, 'Gatehouse'),
    body: text(raw.body, 'You have a new notice.'),
    url: text(raw.url, '/'),
    tag: text(raw.tag, 'gatehouse'),
    ...(unread === undefined ? {} : { unread }),
  };
}

/** Only our own pages are opened from a notice, whatever a payload says. */
function sameOrigin(url: string): string {
  const target = new URL(url, self.location.origin);
  return target.origin === self.location.origin ? target.href : self.location.origin;
}

async function setBadge(unread: number | undefined): Promise<void> {
  if (unread === undefined || !('setAppBadge' in self.navigator)) return;
  try {
    if (unread > 0) await self.navigator.setAppBadge(unread);
    else await self.navigator.clearAppBadge();
  } catch {
    // Badging is a nicety; a platform that refuses it must not stop the notice.
  }
}

async function showPush(payload: PushPayload): Promise<void> {
  // A second notice on one tag (the same ride, updated) replaces the first; renotify makes
  // the phone buzz again instead of changing the text silently.
  const shown = await self.registration.getNotifications({ tag: payload.tag });
  const options: GatehouseNotificationOptions = {
    body: payload.body,
    icon: ICON,
    badge: ICON,
    tag: payload.tag,
    renotify: shown.length > 0,
    data: { url: sameOrigin(payload.url) },
  };
  await self.registration.showNotification(payload.title, options);
  await setBadge(payload.unread);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: PUSH_RECEIVED, payload });
}

/** Brings the app forward on the notice's page: an open window if there is one, else a new one. */
async function openNotice(href: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windows.find((c) => c.url === href) ?? windows[0];
  if (!client) {
    await self.clients.openWindow(href);
    return;
  }
  // Focusing needs the tap's user activation; without it the window is still taken there.
  const focused = await client.focus().catch(() => client);
  if (focused.url === href) return;
  // navigate() works only on windows this worker controls; anything else gets a new window.
  const navigated = await focused.navigate(href).catch(() => null);
  if (!navigated) await self.clients.openWindow(href);
}

export function registerPushHandlers(): void {
  self.addEventListener('push', (event) => {
    event.waitUntil(showPush(readPayload(event)));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(openNotice(sameOrigin(typeof data?.url === 'string' ? data.url : '/')));
  });
}
