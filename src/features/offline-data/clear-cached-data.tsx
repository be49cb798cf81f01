import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { clearPersistedQueries } from '../../api/query-persistence';
import { clearCachedData } from '../../offline/storage';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { ConfirmPanel } from './confirm-panel';
import styles from './offline-data.module.css';

interface ClearCachedDataProps {
  /** Items on this phone not yet sent (any user's): clearing never takes them silently. */
  unsent: number;
  onCleared: () => void;
}

/** "Clear cached data": saved lists, files and answers go; unsent items stay unless confirmed. */
export function ClearCachedData({ unsent, onCleared }: ClearCachedDataProps) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string>();

  const clear = async (includeUnsentOutbox: boolean) => {
    setAsking(false);
    setBusy(true);
    try {
      await clearCachedData({ includeUnsentOutbox });
      queryClient.clear();
      clearPersistedQueries();
      setDone(
        includeUnsentOutbox
          ? 'Cached data and unsent items were cleared.'
          : 'Cached data was cleared. Unsent items were kept.',
      );
      onCleared();
    } finally {
      setBusy(false);
    }
  };

  const start = () => {
    setDone(undefined);
    if (unsent > 0) setAsking(true);
    else void clear(false);
  };

  return (
    <section aria-labelledby="clear-heading" className={styles.section}>
      <h2 id="clear-heading">Free up space</h2>
      <p>Saved lists and files download again the next time you are online.</p>
      {done && <Banner tone="success">{done}</Banner>}
      {!asking && (
        <Button variant="secondary" onClick={start} busy={busy}>
          Clear cached data
        </Button>
      )}
      {asking && (
        <ConfirmPanel
          title="Clear cached data?"
          actions={
            <>
              <Button autoFocus onClick={() => void clear(false)}>
                Clear, keep unsent items
              </Button>
              <Button variant="danger" onClick={() => void clear(true)}>
                Clear and discard unsent items
              </Button>
              <Button variant="secondary" onClick={() => setAsking(false)}>
                Cancel
              </Button>
            </>
          }
        >
          <p>
            {unsent === 1 ? '1 item on this phone has' : `${unsent} items on this phone have`} not
            been sent yet. They are kept unless you choose to discard them too.
          </p>
        </ConfirmPanel>
      )}
    </section>
  );
}
