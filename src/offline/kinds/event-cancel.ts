/**
 * A household cancelling its event registration, through the outbox like registering (DESIGN.md
 * §5): in the basement it is saved on the phone and sent once, with its Idempotency-Key. It
 * shares the registration's entity key, so a registration queued before it is sent first and
 * the server never sees the cancel overtake it. Worker-safe: contract and src/offline only.
 */
import { cancelRegistration } from '../../../contract/events/events';
import { messages } from '../../../contract/messages';
import { db } from '../db';
import { enqueue } from '../outbox';
import { registerOutboxKind, type OutboxKind } from '../outbox-kinds';
import { EVENT_REGISTRATION_KIND, eventRegistrationKey } from './event-registration';

export const EVENT_CANCEL_KIND = 'eventRegistrationCancel';

export interface EventCancelPayload {
  event_id: string;
  user_id: string;
}

export const eventCancelKind: OutboxKind<EventCancelPayload> = {
  kind: EVENT_CANCEL_KIND,
  endpoint: cancelRegistration,
  toRequest: ({ event_id }) => ({ params: { id: event_id } }),
  entityKey: (payload) => eventRegistrationKey(payload.event_id, payload.user_id),
  failure: messages.eventCancelFailed,
};

/**
 * Queues the cancel and returns its record's id. A registration for the event still waiting on
 * this phone (never sent, or refused) is dropped: sending it only to cancel it tells the server
 * nothing. One being sent right now stays, and the cancel goes after it. The cancel itself is
 * always queued: an earlier registration may have reached the server from this or another phone.
 */
export async function queueRegistrationCancel(eventId: string, userId: string): Promise<string> {
  const key = eventRegistrationKey(eventId, userId);
  const payload: EventCancelPayload = { event_id: eventId, user_id: userId };
  registerOutboxKind(eventCancelKind); // idempotent; a page may cancel before the engine starts
  // One transaction: a drainer cannot claim the dropped registration between the two steps.
  return db.transaction('rw', db.outbox, async () => {
    await db.outbox
      .where('entityKey')
      .equals(key)
      .filter(
        (record) =>
          record.kind === EVENT_REGISTRATION_KIND &&
          record.userId === userId &&
          record.status !== 'sending' &&
          record.status !== 'sent',
      )
      .delete();
    return enqueue(eventCancelKind, payload, { userId });
  });
}
