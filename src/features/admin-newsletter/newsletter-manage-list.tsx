import { useState } from 'react';
import { messages } from '../../../contract/messages';
import type { Newsletter } from '../../../contract/newsletters';
import { isApiError } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Spinner } from '../../ui/spinner';
import { formatSize, formatUploadDay } from './newsletter-format';
import { useAdminNewsletters, useDeleteNewsletter } from './use-admin-newsletters';
import styles from './admin-newsletter.module.css';

/** Manage Newsletters: title, upload date and size of each; Delete after a confirmation. */
export function NewsletterManageList(props: {
  online: boolean;
  onDeleted: (newsletter: Newsletter) => void;
}) {
  const { online, onDeleted } = props;
  const newsletters = useAdminNewsletters();
  const remove = useDeleteNewsletter();
  const [deleting, setDeleting] = useState<Newsletter | null>(null);
  const [deleteError, setDeleteError] = useState<string>();

  const confirmDelete = () => {
    if (!deleting) return;
    const newsletter = deleting;
    remove.mutate(newsletter.id, {
      onSuccess: () => onDeleted(newsletter),
      onError: (error) =>
        setDeleteError(isApiError(error) ? error.message : messages.newsletterDeleteFailed),
      onSettled: () => setDeleting(null),
    });
  };

  const list = newsletters.data;
  return (
    <section aria-label="Newsletters">
      {deleteError && <Banner tone="error">{deleteError}</Banner>}
      {!list ? (
        newsletters.isError ? (
          <Banner tone="error">{messages.newslettersLoadFailed}</Banner>
        ) : (
          newsletters.isPending && online && <Spinner label="Loading newsletters…" />
        )
      ) : list.length === 0 ? (
        <p>No newsletters yet.</p>
      ) : (
        <ul className={styles.list}>
          {list.map((newsletter) => (
            <li key={newsletter.id} className={styles.row}>
              <div className={styles.rowText}>
                <p>
                  <strong>{newsletter.title}</strong>
                </p>
                <p className={styles.muted}>
                  Uploaded {formatUploadDay(newsletter.upload_date)} ·{' '}
                  {formatSize(newsletter.size_bytes)}
                </p>
              </div>
              <Button
                variant="danger"
                aria-label={`Delete ${newsletter.title}`}
                disabled={!online}
                onClick={() => {
                  setDeleteError(undefined);
                  setDeleting(newsletter);
                }}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete newsletter?"
        message={
          <p>“{deleting?.title}” will be deleted for everyone. This action cannot be undone.</p>
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
