/**
 * A result at the bottom of the screen, announced as it appears: successes politely (they leave
 * after SPEC.md §4's 3 s), refusals at once (they stay until dismissed or replaced, so the
 * server's reason can be read). The live regions are always in the page, empty when quiet,
 * because a region that appears together with its text is often not read out.
 */
import { useEffect, useState } from 'react';
import { Button } from './button';
import { SUCCESS_BANNER_MS } from './use-flash';
import styles from './toast.module.css';

export type ToastTone = 'success' | 'error';

interface Shown {
  message: string;
  tone: ToastTone;
}

export function useToast() {
  const [shown, setShown] = useState<Shown>();
  useEffect(() => {
    if (shown?.tone !== 'success') return;
    const timer = window.setTimeout(() => setShown(undefined), SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);

  const success = shown?.tone === 'success' ? shown.message : undefined;
  const error = shown?.tone === 'error' ? shown.message : undefined;
  const element = (
    <div className={styles.dock}>
      <div role="status" className={`${styles.toast} ${styles.success}`}>
        {success && <p>{success}</p>}
      </div>
      <div role="alert" className={`${styles.toast} ${styles.error}`}>
        {error && (
          <>
            <p>{error}</p>
            <Button variant="secondary" onClick={() => setShown(undefined)}>
              Dismiss
            </Button>
          </>
        )}
      </div>
    </div>
  );
  return {
    element,
    // A new object each time, so the same sentence said twice restarts its 3 s.
    show: (message: string, tone: ToastTone = 'success') => setShown({ message, tone }),
    clear: () => setShown(undefined),
  };
}
