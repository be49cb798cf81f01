/**
 * The PDFs kept on this phone (newsletters now, apartment documents later), each with its size,
 * so a resident can see what the room goes on. Turning "Keep offline" off removes one.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { listSavedFiles, type SavedFileSummary } from '../../offline/files';
import { formatAtMoment } from '../../lib/format-date';
import { formatBytes, humanize } from './format';
import styles from './offline-data.module.css';

export function SavedFilesList() {
  const files = useLiveQuery(() => listSavedFiles(), []);
  if (!files || files.length === 0) return null;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return (
    <>
      <ul className={styles.list} aria-label="Saved files">
        {files.map((file) => (
          <li key={file.key} className={styles.item}>
            <strong>{nameOf(file)}</strong>
            <span>{formatBytes(file.size)}</span>
            <span className={styles.muted}>Saved {formatAtMoment(file.savedAt)}</span>
          </li>
        ))}
      </ul>
      <p>Saved files take {formatBytes(total)} in total.</p>
    </>
  );
}

/** `newsletter:7` → "Newsletter: March 2025", by the title saved with it. */
function nameOf(file: SavedFileSummary): string {
  const [kind = '', id = ''] = file.key.split(':');
  return file.title ? `${humanize(kind)}: ${file.title}` : `${humanize(kind)} ${id}`.trim();
}
