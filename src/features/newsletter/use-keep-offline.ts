/**
 * The Keep offline state of every newsletter on the page, live from Dexie, and the background
 * work that keeps the saved PDFs in line with it whenever the list, a choice or the signal change.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import type { Newsletter } from '../../../contract/content/newsletters';
import { savedFileKeys } from '../../offline/files';
import { useConnectivity } from '../../offline/use-connectivity';
import {
  isKept,
  latestNewsletterId,
  newsletterFileKey,
  readKeepChoices,
  setKeepChoice,
  syncKeptNewsletters,
} from './keep-offline';
import { downloadNewsletterBytes } from './newsletter-bytes';

export type KeepStatus = 'off' | 'saved' | 'saving' | 'waiting' | 'failed';

export interface KeepOffline {
  statusOf(id: string): KeepStatus;
  isSaved(id: string): boolean;
  setKept(id: string, keep: boolean): Promise<void>;
}

// One sync at a time across renders and pages: two would download the same PDF twice.
let running: Promise<unknown> = Promise.resolve();

/** Settles once the background saving started so far is done (it outlives the page). */
export function keepOfflineSettled(): Promise<void> {
  return running.then(() => undefined);
}

/** `ready` is false until the list was saved once: an unloaded list must not delete anything. */
export function useKeepOffline(items: readonly Newsletter[], ready: boolean): KeepOffline {
  const choices = useLiveQuery(() => readKeepChoices(), []);
  const savedKeys = useLiveQuery(async () => new Set(await savedFileKeys('newsletter:')), []);
  const { online } = useConnectivity();
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!ready || choices === undefined) return;
    let current = true;
    const run = running.then(() =>
      syncKeptNewsletters(items, { online, download: downloadNewsletterBytes }),
    );
    running = run.catch(() => undefined);
    void run.then(
      (ids) => current && setFailed(new Set(ids)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [items, ready, choices, online]);

  const latestId = latestNewsletterId(items);
  const isSaved = useCallback(
    (id: string) => savedKeys?.has(newsletterFileKey(id)) ?? false,
    [savedKeys],
  );
  const statusOf = (id: string): KeepStatus => {
    if (!isKept(id, choices ?? {}, latestId)) return 'off';
    if (isSaved(id)) return 'saved';
    if (!online) return 'waiting';
    return failed.has(id) ? 'failed' : 'saving';
  };
  return { statusOf, isSaved, setKept: setKeepChoice };
}
