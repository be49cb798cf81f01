import { messages } from '../../../contract/messages';
import type { Newsletter } from '../../../contract/content/newsletters';
import { JustAdded } from '../../ui/just-added';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { formatInstantDay } from '../../lib/format-date';
import { formatSize } from '../../lib/format-upload';
import { useAdminNewsletters, useDeleteNewsletter } from './use-admin-newsletters';
import styles from '../../ui/admin-list.module.css';
import { useConfirmedDelete } from '../../ui/use-confirmed-delete';

/** Manage Newsletters: title, upload date and size of each; Delete after a confirmation. */
export function NewsletterManageList(props: {
  online: boolean;
  onDeleted: (newsletter: Newsletter) => void;
}) {
  const { online, onDeleted } = props;
  const newsletters = useAdminNewsletters();
  const remove = useDeleteNewsletter();

  const deletion = useConfirmedDelete<Newsletter>({
    title: 'Delete newsletter?',
    describe: (item) => <>“{item.title}” will be deleted for everyone.</>,
    remove: (item) => remove.mutateAsync(item.id),
    failure: messages.newsletterDeleteFailed,
    onDeleted,
  });

  const list = newsletters.data;
  return (
    <section aria-label="Newsletters">
      {deletion.errorBanner}
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
                  <strong>{newsletter.title}</strong> <JustAdded itemKey={newsletter.id} />
                </p>
                <p className={styles.muted}>
                  Uploaded {formatInstantDay(newsletter.upload_date)} ·{' '}
                  {formatSize(newsletter.size_bytes)}
                </p>
              </div>
              <Button
                variant="danger"
                aria-label={`Delete ${newsletter.title}`}
                disabled={!online}
                onClick={() => deletion.ask(newsletter)}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      {deletion.dialog}
    </section>
  );
}
