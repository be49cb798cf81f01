import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { describeStoredData, estimateUsage, type StoredDataReport } from '../../offline/storage';

export interface StorageStatus {
  report: StoredDataReport | undefined;
  usage: { usage: number; quota: number } | undefined;
  /** Null where the browser cannot say (WebKit); undefined until it has answered. */
  persistent: boolean | null | undefined;
  /** Reads the browser's figures again (after clearing). */
  refresh: () => void;
}

/** What the phone keeps: live from Dexie, plus the browser's own estimate and persistence. */
export function useStorageStatus(): StorageStatus {
  const report = useLiveQuery(() => describeStoredData(), []);
  const [usage, setUsage] = useState<StorageStatus['usage']>();
  const [persistent, setPersistent] = useState<boolean | null>();
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    void estimateUsage()
      .then((value) => current && setUsage(value))
      .catch(() => undefined);
    const storage = globalThis.navigator?.storage;
    void (storage?.persisted ? storage.persisted() : Promise.resolve(null))
      .then((value) => current && setPersistent(value))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [round]);

  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { report, usage, persistent, refresh };
}
