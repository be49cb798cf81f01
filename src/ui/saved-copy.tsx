/**
 * A cached collection's page body (DESIGN.md §4). The saved copy always wins over an error:
 * offline, or when the refresh failed, what is on the phone shows with how old it is; with
 * nothing saved the page says so, never inventing.
 */
import type { ReactNode } from 'react';
import { useNow } from '../lib/use-now';
import { freshnessLabel } from '../offline/collections';
import type { CollectionState } from '../offline/use-collection';
import { Banner } from './banner';
import { Notice } from './notice';
import { Spinner } from './spinner';
import styles from './saved-copy.module.css';

export interface SavedCopyWords {
  /** Offline with nothing saved, e.g. 'You are offline and no events are saved on this phone yet.' */
  nothingSaved: string;
  /** The refresh failed with nothing saved (SPEC.md §8's load failure). */
  loadFailed: string;
  /** Showing the saved copy because the refresh could not run. */
  savedOffline: string;
  /** The spinner's name while the first copy loads. */
  loading: string;
}

interface SavedCopyProps {
  collection: Pick<
    CollectionState<unknown>,
    'refreshedAt' | 'isOffline' | 'error' | 'isRefreshing'
  >;
  words: SavedCopyWords;
  /** The page's view of the items, shown once a copy is on the phone. */
  children: ReactNode;
}

export function SavedCopy({ collection, words, children }: SavedCopyProps) {
  const now = useNow();
  const saved = collection.refreshedAt !== undefined;
  const failed = collection.isOffline || (collection.error !== null && !collection.isRefreshing);

  if (!saved) {
    if (collection.isOffline) return <Notice>{words.nothingSaved}</Notice>;
    if (failed) return <Banner tone="error">{words.loadFailed}</Banner>;
    return <Spinner label={words.loading} />;
  }
  return (
    <>
      {failed && <Notice>{words.savedOffline}</Notice>}
      <p className={styles.freshness}>
        {freshnessLabel(collection.refreshedAt, now, !collection.isOffline)}
      </p>
      {children}
    </>
  );
}
