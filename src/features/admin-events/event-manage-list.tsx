import type { Event } from '../../../contract/events';
import { messages } from '../../../contract/messages';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { registrationSummary } from './event-format';
import { useAdminEvents, useDeleteEvent } from './use-admin-events';
import styles from '../../ui/admin-list.module.css';
import { useConfirmedDelete } from '../../ui/use-confirmed-delete';
import { formatDay } from '../../lib/format-date';

/** Manage Events: date, title, category, registration and attendees; Delete after a confirmation. */
export function EventManageList(props: { online: boolean; onDeleted: (event: Event) => void }) {
  const { online, onDeleted } = props;
  const events = useAdminEvents();
  const remove = useDeleteEvent();

  const deletion = useConfirmedDelete<Event>({
    title: 'Delete event?',
    describe: (item) => <>“{item.title}” and its registrations will be deleted.</>,
    remove: (item) => remove.mutateAsync(item.id),
    failure: messages.eventDeleteFailed,
    onDeleted,
  });

  const list = events.data && [...events.data].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <section aria-label="Events">
      {deletion.errorBanner}
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
                <p className={styles.muted}>{formatDay(item.date)}</p>
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
                onClick={() => deletion.ask(item)}
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
