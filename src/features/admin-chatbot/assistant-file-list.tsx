import type { AssistantFile } from '../../../contract/assistant/assistant';
import { formatInstantDay } from '../../lib/format-date';
import { formatSize } from '../../lib/format-upload';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useConfirmedDelete } from '../../ui/use-confirmed-delete';
import styles from '../../ui/admin-list.module.css';
import { useAssistantFiles, useDeleteAssistantFile } from './use-assistant-files';

/** The documents the assistant answers from, each removable after a confirmation. */
export function AssistantFileList(props: { online: boolean; onDeleted: () => void }) {
  const { online, onDeleted } = props;
  const files = useAssistantFiles();
  const remove = useDeleteAssistantFile();
  const deletion = useConfirmedDelete<AssistantFile>({
    title: 'Remove document?',
    describe: (file) => <>The assistant will no longer answer from “{file.file_name}”.</>,
    remove: (file) => remove.mutateAsync(file.id),
    failure: 'Failed to remove the document',
    onDeleted,
  });

  return (
    <section aria-labelledby="assistant-files-heading">
      <h2 id="assistant-files-heading">Documents the assistant answers from</h2>
      {deletion.errorBanner}
      {files.isError ? (
        <Banner tone="error">Failed to load the assistant’s documents</Banner>
      ) : !files.data ? (
        <Spinner label="Loading documents…" />
      ) : files.data.length === 0 ? (
        <p>No documents yet: the assistant cannot answer until one is uploaded.</p>
      ) : (
        <ul className={styles.list} aria-label="Assistant documents">
          {files.data.map((file) => (
            <li key={file.id} className={styles.row}>
              <div className={styles.rowText}>
                <p>
                  <strong>{file.file_name}</strong>
                </p>
                <p className={styles.muted}>
                  {file.pages} {file.pages === 1 ? 'page' : 'pages'} · {formatSize(file.size_bytes)}{' '}
                  · uploaded {formatInstantDay(file.uploaded_at)}
                </p>
              </div>
              <Button
                variant="danger"
                aria-label={`Remove ${file.file_name}`}
                disabled={!online}
                onClick={() => deletion.ask(file)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {deletion.dialog}
    </section>
  );
}
