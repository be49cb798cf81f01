/** A browser with (or without) Web Push, for the settings page and the one-time offer. */
import { vi } from 'vitest';
import { fakeServiceWorker, removeServiceWorker } from './support';

/** A 65-byte P-256 point as base64url, the shape of a VAPID public key. */
export const publicKey = `B${'A'.repeat(86)}`;
export const subscriptionJson = {
  endpoint: 'https://push.example.com/send/abc',
  expirationTime: null,
  keys: { p256dh: `B${'C'.repeat(86)}`, auth: 'D'.repeat(22) },
};

export const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const undo: (() => void)[] = [];

/** Call from afterEach: puts back every global changed here. */
export function restoreBrowser(): void {
  for (const step of undo.splice(0).reverse()) step();
  removeServiceWorker();
}

function setGlobal(name: string, value: unknown) {
  const had = Object.getOwnPropertyDescriptor(window, name);
  Object.defineProperty(window, name, { value, configurable: true, writable: true });
  undo.push(() => {
    if (had) Object.defineProperty(window, name, had);
    else Reflect.deleteProperty(window, name);
  });
}

export function setUserAgent(userAgent: string): void {
  const spy = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  undo.push(() => spy.mockRestore());
}

/** `navigator.standalone`, as iOS Safari reports it (false in a tab, true from the Home Screen). */
export function setStandalone(standalone: boolean): void {
  Object.defineProperty(navigator, 'standalone', { value: standalone, configurable: true });
  undo.push(() => Reflect.deleteProperty(navigator, 'standalone'));
}

/** A worker registration with a push manager, and a permission the user grants when asked. */
export function pushCapableBrowser(permission: NotificationPermission) {
  let current: { endpoint: string; unsubscribe: () => Promise<boolean> } | null = null;
  const subscription = {
    endpoint: subscriptionJson.endpoint,
    options: { applicationServerKey: null as ArrayBuffer | null },
    toJSON: () => subscriptionJson,
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      subscription.options.applicationServerKey = options.applicationServerKey.slice().buffer;
      current = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  fakeServiceWorker({
    ready: Promise.resolve(registration),
    getRegistration: async () => registration,
  });
  setGlobal('PushManager', class {});
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = 'granted';
      return 'granted' as const;
    }),
  };
  setGlobal('Notification', notification);
  return { pushManager, subscription, notification };
}
