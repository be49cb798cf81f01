/**
 * Registering for an event always goes through the outbox, online or not (DESIGN.md §5): the
 * record is written on the phone first and the drainer sends it. The status follows the record
 * live, whoever sends it (this tab, another, the service worker).
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isRegistrationOpen, type Event, type EventDetail } from '../../../contract/events/events';
import { useSession } from '../../api/session';
import { paths } from '../../lib/paths';
import type { OutboxRecord } from '../../offline/db';
import {
  EVENT_CANCEL_KIND,
  EVENT_REGISTRATION_KIND,
  eventRegistrationKey,
  type EventRegistrationPayload,
} from '../../offline/kinds';
import { EDITABLE_STATUSES, editAndResend, enqueue } from '../../offline/outbox';
import { notifyEnqueued } from '../../offline/triggers';
import { collectionQueryKey } from '../../offline/use-collection';
import { useOutboxItems } from '../../offline/use-outbox';
import { Button } from '../../ui/button';
import { useEditLink } from '../../ui/use-edit-link';
import { registrationLabel } from './event-labels';
import { eventsCollection } from './events-collection';
import { RegistrationCancel } from './registration-cancel';
import { RegistrationForm, valuesForUser, valuesFromPayload } from './registration-form';
import { RegistrationStatus } from './registration-status';
import { eventQueryKey } from './use-event';
import styles from './events.module.css';

/** SPEC.md §4: the form closes 2 s after registering. */
export const REGISTRATION_CLOSE_MS = 2_000;

type FormState =
  { mode: 'closed' } | { mode: 'open'; editing: OutboxRecord | null; complete: boolean };

interface EventRegistrationProps {
  event: Event;
  today: string;
  myRegistration: EventDetail['my_registration'];
}

export function EventRegistration({ event, today, myRegistration }: EventRegistrationProps) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [state, setState] = useState<FormState>({ mode: 'closed' });
  // Registrations and their cancels share the key: the last of them is where things stand.
  const records = useOutboxItems({
    entityKey: eventRegistrationKey(event.id, user?.id ?? ''),
    userId: user?.id ?? '',
  });
  const latestWrite = records?.at(-1);
  const latest = records?.filter((record) => record.kind === EVENT_REGISTRATION_KIND).at(-1);
  const cancelled = latestWrite?.kind === EVENT_CANCEL_KIND;

  // /event/7?edit=<id>: the Offline data page sends a refused registration here to be fixed.
  const link = useEditLink(
    EVENT_REGISTRATION_KIND,
    user?.id,
    (record) => (record.payload as EventRegistrationPayload).event_id === event.id,
  );
  const current: FormState =
    state.mode === 'closed' && link.record
      ? { mode: 'open', editing: link.record, complete: false }
      : state;

  const complete = current.mode === 'open' && current.complete;
  useEffect(() => {
    if (!complete) return;
    const timer = window.setTimeout(() => setState({ mode: 'closed' }), REGISTRATION_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [complete]);

  // Once a registration arrives, the attendee count and `my_registration` have changed.
  const status = latestWrite?.status;
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (status !== 'sent' || was === undefined || was === 'sent') return;
    void queryClient.invalidateQueries({ queryKey: collectionQueryKey(eventsCollection.name) });
    void queryClient.invalidateQueries({ queryKey: eventQueryKey(event.id) });
  }, [status, queryClient, event.id]);

  const close = () => {
    setState({ mode: 'closed' });
    link.clear();
  };

  const submit = async (payload: EventRegistrationPayload) => {
    if (!user || current.mode !== 'open') return;
    if (current.editing) await editAndResend(current.editing.id, payload);
    else await enqueue(EVENT_REGISTRATION_KIND, payload, { userId: user.id });
    notifyEnqueued();
    setState({ mode: 'open', editing: current.editing, complete: true });
    link.clear();
  };

  const open = isRegistrationOpen(event, today);
  const needsFix = latestWrite !== undefined && EDITABLE_STATUSES.includes(latestWrite.status);
  const registered = !cancelled && (myRegistration !== null || (latest !== undefined && !needsFix));
  // A cancel queued after a registration: the form starts from what the resident knows.
  const initial =
    current.mode === 'open' && current.editing ? current.editing : cancelled ? undefined : latest;
  const canCancel = registered && !needsFix && event.date >= today;

  return (
    <section aria-labelledby="event-registration" className={styles.registration}>
      <h2 id="event-registration">Registration</h2>
      <div aria-live="polite">
        <RegistrationStatus
          record={latestWrite}
          server={myRegistration}
          from={paths.event(event.id)}
          onEdit={(record) => setState({ mode: 'open', editing: record, complete: false })}
        />
      </div>
      {current.mode === 'open' ? (
        <RegistrationForm
          key={current.editing?.id ?? 'new'}
          eventId={event.id}
          user={user}
          initial={
            initial
              ? valuesFromPayload(initial.payload as EventRegistrationPayload)
              : valuesForUser(user, myRegistration)
          }
          editing={current.editing !== null}
          complete={current.complete}
          onSubmit={submit}
          onCancel={close}
        />
      ) : (
        <div className={styles.actions}>
          {!open ? (
            <p className={styles.closed}>{registrationLabel(event, today).text}</p>
          ) : (
            !needsFix && (
              <Button onClick={() => setState({ mode: 'open', editing: null, complete: false })}>
                {registered ? 'Change registration' : 'Register for this event'}
              </Button>
            )
          )}
          {canCancel && user && (
            <RegistrationCancel
              eventId={event.id}
              eventTitle={event.title}
              userId={user.id}
              waitlisted={myRegistration?.standing === 'waitlisted'}
              onQueued={close}
            />
          )}
        </div>
      )}
    </section>
  );
}
