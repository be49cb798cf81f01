import { freshnessLabel } from '../../offline/freshness';
import { useConnectivity } from '../../offline/use-connectivity';
import { formatBytes, humanize } from './format';
import { SavedFilesList } from './saved-files-list';
import styles from './offline-data.module.css';
import type { StorageStatus } from './use-storage-status';
import { useNow } from '../../lib/use-now';

/** What is saved on this phone for offline reading, and how much room it takes. */
export function StoredDataSection({ status }: { status: StorageStatus }) {
  const { online } = useConnectivity();
  const { report, usage, persistent } = status;
  const now = useNow();

  return (
    <section aria-labelledby="stored-heading" className={styles.section}>
      <h2 id="stored-heading">Saved on this phone</h2>
      {!report ? (
        <p>Reading what is saved…</p>
      ) : report.collections.length === 0 ? (
        <p>No lists are saved yet. Pages you open are saved here for offline reading.</p>
      ) : (
        <ul className={styles.list}>
          {report.collections.map((collection) => (
            <li key={collection.name} className={styles.item}>
              <strong>{humanize(collection.name)}</strong>
              <span>
                {collection.rows} {collection.rows === 1 ? 'item' : 'items'}, about{' '}
                {formatBytes(collection.bytes)}
              </span>
              <span className={styles.muted}>
                {freshnessLabel(collection.refreshedAt, now, online)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {report && (
        <p>
          Saved files: {report.files.count}
          {report.files.count > 0 && `, about ${formatBytes(report.files.bytes)}`}
        </p>
      )}
      <SavedFilesList />
      {usage && (
        <p>
          Gatehouse uses about {formatBytes(usage.usage)} of the {formatBytes(usage.quota)} this
          browser allows.
        </p>
      )}
      {persistent !== undefined && <p>{persistenceText(persistent)}</p>}
    </section>
  );
}

/**
 * Whether the browser promises to keep what is saved. Safari (WebKit) can neither ask nor say,
 * and clears a site's data on its own schedule, so the page says so rather than nothing.
 */
export function persistenceText(persistent: boolean | null): string {
  if (persistent === true) {
    return 'Storage is persistent: the browser keeps this data even when the phone runs low on space.';
  }
  if (persistent === false) {
    return 'Storage is not persistent: the browser may clear this data when the phone runs low on space.';
  }
  return 'This browser makes no promise to keep this data: it may clear it when the phone runs low on space, or when Gatehouse goes unused for a few weeks. Open Gatehouse while online to send what waits.';
}
