/**
 * Web Push on this device (DESIGN.md §8): whether it can work here, turning it on and off, and
 * whether the one-time offer was answered. Shared by the notification settings and the offer
 * after a first request, which live in different features. A push only wakes the phone; the
 * inbox stays the channel of record, so every failure here leaves the inbox working.
 */
import {
  getPushPublicKey,
  pushMessages,
  subscribePush,
  unsubscribePush,
  type PushSubscriptionInput,
} from '../../contract/notices/push';
import { isApiError } from '../api/api-error';
import { callApi } from '../api/client';

/**
 * - `available`: a button can turn it on (permission not yet refused).
 * - `needs-home-screen`: iPhone or iPad in a browser tab; iOS 16.4+ pushes only to Home-Screen apps.
 * - `denied`: the user refused; only the browser's settings can undo that.
 * - `unsupported`: this browser has no Web Push at all.
 */
export type PushSupport = 'available' | 'needs-home-screen' | 'denied' | 'unsupported';

type PushNavigator = Navigator & { standalone?: boolean };

/** iPhone, iPod and iPad (iPadOS calls itself "Macintosh", but a Mac has no touch screen). */
export function isAppleMobile(nav: Navigator = navigator): boolean {
  return (
    /iPhone|iPad|iPod/.test(nav.userAgent) ||
    (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1)
  );
}

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return 'unsupported';
  const nav = navigator as PushNavigator;
  const hasPushManager = 'PushManager' in window;
  // In a Safari tab iOS has no PushManager at all (and a tab reports standalone false): a button
  // there could only fail, so the page explains the Home Screen instead.
  if (isAppleMobile(nav) && (!hasPushManager || nav.standalone === false)) {
    return 'needs-home-screen';
  }
  if (!hasPushManager || !('serviceWorker' in nav) || typeof Notification === 'undefined') {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

/** The VAPID key as the push service wants it: base64url (unpadded) to bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const READY_TIMEOUT_MS = 10_000;
/** Subscribing talks to the browser's push service, which a bad network can leave hanging. */
const SUBSCRIBE_TIMEOUT_MS = 30_000;

/** Settles like `promise`, or fails with `message` after `ms`: a spinner must not spin forever. */
async function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The worker's registration; `ready` never settles without a worker (a dev server). */
function readyRegistration(): Promise<ServiceWorkerRegistration> {
  return within(navigator.serviceWorker.ready, READY_TIMEOUT_MS, pushMessages.subscribeFailed);
}

/** This device's subscription, or null (none, or no push here). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported' || pushSupport() === 'needs-home-screen') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** `PushSubscription.toJSON()` in the contract's shape. */
function subscriptionBody(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

export type TurnOnOutcome = 'on' | 'denied' | 'dismissed';

/**
 * Asks for permission (only ever from a tap), subscribes this device with the server's key and
 * hands the subscription to the server. Throws an Error whose message can be shown.
 */
export async function turnOnPush(): Promise<TurnOnOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  let created: PushSubscription | undefined;
  try {
    const { public_key } = await callApi(getPushPublicKey);
    const key = base64UrlToBytes(public_key);
    const registration = await readyRegistration();
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made with an older server key cannot be reused: the push service refuses.
    if (subscription && !sameKey(subscription, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    if (!subscription) {
      created = await within(
        registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
        SUBSCRIBE_TIMEOUT_MS,
        pushMessages.subscribeFailed,
      );
      subscription = created;
    }
    await callApi(subscribePush, { body: subscriptionBody(subscription) });
    return 'on';
  } catch (error) {
    // A subscription the server never heard of would look "on" here and never ring.
    await created?.unsubscribe().catch(() => false);
    throw isApiError(error) ? error : new Error(pushMessages.subscribeFailed);
  }
}

/**
 * Tells the server again about this device's subscription, if it has one. The server files it
 * under whoever is signed in, so a phone handed to another resident stops ringing for the first.
 * Quiet: the settings page calls it on every visit and nothing depends on it succeeding.
 */
export async function resendPushSubscription(): Promise<void> {
  const subscription = await currentPushSubscription().catch(() => null);
  if (!subscription) return;
  await callApi(subscribePush, { body: subscriptionBody(subscription) }).catch(() => undefined);
}

/**
 * Unsubscribes this device. The server is told first, while the endpoint is still ours to name;
 * if it cannot be reached the device still stops, and the push service's 410 on the next send
 * removes the server's copy.
 */
export async function turnOffPush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await callApi(unsubscribePush, { body: { endpoint: subscription.endpoint } }).catch(
    () => undefined,
  );
  const done = await subscription.unsubscribe().catch(() => false);
  if (!done) throw new Error(pushMessages.unsubscribeFailed);
}

/**
 * On sign-out: this device stops taking the last user's pushes at once. The server's copy is
 * removed by the push service's 410 on its next send (the token is already gone to DELETE it).
 */
export async function dropPushOnThisDevice(): Promise<void> {
  const subscription = await currentPushSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}

const OFFER_KEY = 'gatehouse-push-offer';

/** True once the resident answered the offer after a first request (it is made once). */
export function pushOfferAnswered(): boolean {
  try {
    return localStorage.getItem(OFFER_KEY) !== null;
  } catch {
    return true; // no storage: we could not remember the answer, so do not ask every time
  }
}

export function rememberPushOfferAnswer(answer: 'on' | 'not-now'): void {
  try {
    localStorage.setItem(OFFER_KEY, answer);
  } catch {
    // Private mode without storage: the offer may come once more; nothing else depends on it.
  }
}

/** Whether to offer push now: possible here, never asked, and never answered. */
export function shouldOfferPush(): boolean {
  return (
    pushSupport() === 'available' && Notification.permission === 'default' && !pushOfferAnswered()
  );
}
