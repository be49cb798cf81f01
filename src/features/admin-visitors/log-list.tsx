import type { ReactNode } from 'react';
import { errorMessage } from '../../api/api-error';
import { useNow } from '../../lib/use-now';
import { freshnessLabel } from '../../offline/freshness';
import { Banner } from '../../ui/banner';
import { Spinner } from '../../ui/spinner';
import styles from './admin-visitors.module.css';

/** The server sends at most this many rows of each list. */
export const LOG_ROWS = 1000;

interface LogListProps<T> {
  /** The list's query, as TanStack Query answers it. */
  query: { data?: T[]; isError: boolean; error: unknown; dataUpdatedAt: number };
  /** False while the filters hold something the server would refuse: nothing is asked. */
  asked: boolean;
  online: boolean;
  failure: string;
  /** What the rows are, e.g. { one: 'pass', many: 'passes', list: 'Passes' }. */
  words: { one: string; many: string; list: string };
  /** One row as a list item. */
  children: (row: T) => ReactNode;
}

/** One list of the log: its count and age, its rows as cards, or why there are none. */
export function LogList<T>({ query, asked, online, failure, words, children }: LogListProps<T>) {
  const now = useNow();
  const rows = query.data;
  if (query.isError && !rows)
    return <Banner tone="error">{errorMessage(query.error, failure)}</Banner>;
  if (!rows) return asked && online ? <Spinner label={`Loading the ${words.many}…`} /> : null;
  const counted =
    rows.length >= LOG_ROWS
      ? `The newest ${LOG_ROWS.toLocaleString('en-IN')} ${words.many}. Narrow the filters for older ones.`
      : `${rows.length} ${rows.length === 1 ? words.one : words.many}`;
  return (
    <>
      <p className={styles.muted} role="status">
        {counted} · {freshnessLabel(query.dataUpdatedAt, now, online)}
      </p>
      {rows.length === 0 ? (
        <p>No {words.many} match these filters.</p>
      ) : (
        <ul className={styles.list} aria-label={words.list}>
          {rows.map(children)}
        </ul>
      )}
    </>
  );
}
