import { useState } from 'react';
import type { Event } from '../../../contract/events';
import { messages } from '../../../contract/messages';
import { isApiError } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Spinner } from '../../ui/spinner';
import { formatEventDate, registrationSummary } from './event-format';
import { useAdminEvents, useDeleteEvent } from './use-admin-events';
import styles from './admin-events.module.css';

/** Manage Events: date, title, category, registration and attendees; Delete after a confirmation. */
export function EventManageList(props: { online: boolean; onDeleted: (event: Event) => void }) {
  const { online, onDeleted } = props;
  const events = useAdminEvents();
  const remove = useDeleteEvent();
  const [deleting, setDeleting] = useState<Event | null>(null);
  const [deleteError, setDeleteError] = useState<string>();

  const confirmDelete = () => {
    if (!deleting) return;
    const item = deleting;
    remove.mutate(item.id, {
      onSuccess: () => onDeleted(item),
      onError: (error) =>
        setDeleteError(isApiError(error) ? error.message : messages.eventDeleteFailed),
      onSettled: () => setDeleting(null),
    });
  };

  const list = events.data && [...events.data].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <section aria-label="Events">
      {deleteError && <Banner tone="error">{deleteError}</Banner>}
      {!list ? (
        events.isError ? (
          <Banner tone="error">{messages.eventsLoadFailedAdmin}</Banner>
        ) : (
          events.isPending && online && <Spinner label="Loading events…" />
        )
      ) : list.length === 0 ? (
        <p>No events yet.</p>
      ) : (
        <ul className={styles.list}>
          {list.map((item) => (
            <li key={item.id} className={styles.row}>
              <div className={styles.rowText}>
                <p className={styles.muted}>{formatEventDate(item.date)}</p>
                <p>
                  <strong>{item.title}</strong>
                </p>
                <p className={styles.muted}>
                  {item.category} · {registrationSummary(item)} · {item.attendees}{' '}
                  {item.attendees === 1 ? 'attendee' : 'attendees'}
                </p>
              </div>
              <Button
                variant="danger"
                aria-label={`Delete ${item.title}`}
                disabled={!online}
                onClick={() => {
                  setDeleteError(undefined);
                  setDeleting(item);
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
        title="Delete event?"
        message={
          <p>
            “{deleting?.title}” and its registrations will be deleted. This action cannot be undone.
          </p>
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
