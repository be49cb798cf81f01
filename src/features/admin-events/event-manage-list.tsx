import { useState } from 'react';
import type { Event } from '../../../contract/events/events';
import { messages } from '../../../contract/messages';
import { formatDay } from '../../lib/format-date';
import { JustAdded } from '../../ui/just-added';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useConfirmedDelete } from '../../ui/use-confirmed-delete';
import { EventAttendees } from './event-attendees';
import { registrationSummary, seatsSummary } from './event-format';
import { EventForm } from './event-form';
import { useAdminEvents, useDeleteEvent } from './use-admin-events';
import styles from '../../ui/admin-list.module.css';
import ownStyles from './admin-events.module.css';

type View = { mode: 'list' } | { mode: 'edit' | 'attendees'; event: Event };

interface EventManageListProps {
  online: boolean;
  /** The server's sentence: how many households were told. */
  onDeleted: (message: string) => void;
  onUpdated: (event: Event) => void;
}

/** "6 households registered or waitlisted will be told." */
export function householdsToldText(households: number): string {
  if (households === 0) return 'Nobody has registered, so nobody needs to be told.';
  return households === 1
    ? '1 household registered or waitlisted will be told.'
    : `${households} households registered or waitlisted will be told.`;
}

/**
 * Manage Events: each event's date, title, registration, seats and attendees, with Edit (the
 * create form, prefilled), Attendees (who is coming, CSV) and Delete after a confirmation that
 * names how many households will be told.
 */
export function EventManageList({ online, onDeleted, onUpdated }: EventManageListProps) {
  const events = useAdminEvents();
  const remove = useDeleteEvent();
  const [view, setView] = useState<View>({ mode: 'list' });

  const deletion = useConfirmedDelete<Event>({
    title: 'Delete event?',
    describe: (item) => (
      <>
        “{item.title}” and its registrations will be deleted. {householdsToldText(item.households)}
      </>
    ),
    remove: (item) => remove.mutateAsync(item.id),
    failure: messages.eventDeleteFailed,
    onDeleted: (_item, result) =>
      onDeleted((result as { message?: string } | undefined)?.message ?? messages.eventDeleted),
  });

  const back = () => setView({ mode: 'list' });
  if (view.mode === 'edit') {
    return (
      <EventForm
        key={view.event.id}
        online={online}
        event={view.event}
        onCancel={back}
        onSaved={(event) => {
          back();
          onUpdated(event);
        }}
      />
    );
  }
  if (view.mode === 'attendees') {
    return <EventAttendees event={view.event} online={online} onBack={back} />;
  }

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
                  <strong>{item.title}</strong> <JustAdded itemKey={item.id} />
                </p>
                <p className={styles.muted}>
                  {item.category} · {registrationSummary(item)} · {seatsSummary(item)}
                </p>
              </div>
              <div className={ownStyles.rowActions}>
                <Button
                  variant="secondary"
                  aria-label={`Edit ${item.title}`}
                  disabled={!online}
                  onClick={() => setView({ mode: 'edit', event: item })}
                >
                  Edit
                </Button>
                {/* An event open to all has no list, unless it took registrations before. */}
                {(item.registrationRequired || item.households > 0) && (
                  <Button
                    variant="secondary"
                    aria-label={`Attendees of ${item.title}`}
                    onClick={() => setView({ mode: 'attendees', event: item })}
                  >
                    Attendees
                  </Button>
                )}
                <Button
                  variant="danger"
                  aria-label={`Delete ${item.title}`}
                  disabled={!online}
                  onClick={() => deletion.ask(item)}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {deletion.dialog}
    </section>
  );
}
