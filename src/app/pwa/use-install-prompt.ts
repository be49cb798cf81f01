/**
 * Whether and how to offer "install to home screen" (SPEC.md §1).
 *
 * Chromium fires `beforeinstallprompt` once, possibly before React has mounted, so the event is
 * caught as soon as this module loads and kept in a tiny store. iOS has no such event: there we
 * can only explain the Share menu. Other browsers without the event get nothing, not a dead button.
 */
import { useState, useSyncExternalStore } from 'react';

/** Chromium's event; not in TypeScript's DOM library. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALL_DISMISSED_KEY = 'gatehouse-install-dismissed';

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const publish = (next: BeforeInstallPromptEvent | null) => {
  deferred = next;
  for (const listener of listeners) listener();
};

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // keep the browser's own mini-infobar away: we show our banner
    publish(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => publish(null));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isStandalone(): boolean {
  const displayMode =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches;
  return displayMode || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** iPhone, iPod, iPad — and iPadOS, which says "Macintosh" but has a touch screen. */
function isIos(): boolean {
  return (
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  );
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false; // storage blocked: show the banner, it can still be closed for this visit
  }
}

export type InstallOffer =
  { kind: 'none' } | { kind: 'ios' } | { kind: 'prompt'; install: () => Promise<void> };

export function useInstallPrompt(): { offer: InstallOffer; dismiss: () => void } {
  const event = useSyncExternalStore(
    subscribe,
    () => deferred,
    () => null,
  );
  const [dismissed, setDismissed] = useState(readDismissed);

  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    } catch {
      // Private mode: remembered for this visit only.
    }
  };

  let offer: InstallOffer = { kind: 'none' };
  if (dismissed || isStandalone()) offer = { kind: 'none' };
  else if (isIos()) offer = { kind: 'ios' };
  else if (event) {
    offer = {
      kind: 'prompt',
      install: async () => {
        await event.prompt();
        await event.userChoice;
        // An event prompts once; the browser sends a fresh one if installing becomes possible again.
        publish(null);
      },
    };
  }
  return { offer, dismiss };
}
