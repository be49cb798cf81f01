/**
 * Tells the resident when the service worker has news: a new version is waiting (Reload swaps it
 * in — never automatically, so no half-typed form is lost), or the app is now ready offline.
 */
import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../../ui/button';
import styles from './update-prompt.module.css';

const UPDATE_CHECK_MS = 60 * 60 * 1000;
const OFFLINE_READY_MS = 5000;

/** An open app may run for days on a phone: look for a new version hourly, when online. */
function checkHourly(registration: ServiceWorkerRegistration): void {
  window.setInterval(() => {
    if (registration.installing || !navigator.onLine) return;
    registration.update().catch(() => {
      // Server unreachable: the next hour will try again.
    });
  }, UPDATE_CHECK_MS);
}

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (registration) checkHourly(registration);
    },
  });

  useEffect(() => {
    if (!offlineReady) return;
    const timer = window.setTimeout(() => setOfflineReady(false), OFFLINE_READY_MS);
    return () => window.clearTimeout(timer);
  }, [offlineReady, setOfflineReady]);

  // role=status lives outside the condition, so screen readers hear the message when it appears.
  return (
    <div className={styles.region} role="status">
      {needRefresh ? (
        <div className={styles.toast}>
          <p>A new version is ready</p>
          <Button onClick={() => void updateServiceWorker(true)}>Reload</Button>
          <DismissButton label="Dismiss update notice" onClick={() => setNeedRefresh(false)} />
        </div>
      ) : offlineReady ? (
        <div className={styles.toast}>
          <p>Ready to work offline</p>
          <DismissButton label="Dismiss offline notice" onClick={() => setOfflineReady(false)} />
        </div>
      ) : null}
    </div>
  );
}

function DismissButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.dismiss} aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" />
      </svg>
    </button>
  );
}
