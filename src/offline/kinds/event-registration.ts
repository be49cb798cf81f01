/**
 * Event registrations go through the outbox (DESIGN.md §5): a resident in the basement car park
 * registers all the same, and the phone sends it when it can. Worker-safe: contract and
 * src/offline only.
 */
import type { EventRegistration } from '../../../contract/events/events';
import { registerForEvent } from '../../../contract/events/events';
import { messages } from '../../../contract/messages';
import type { OutboxKind } from '../outbox-kinds';

export const EVENT_REGISTRATION_KIND = 'eventRegistration';

/** What is queued: the registration body plus the event it is for (the path's `:id`). */
export type EventRegistrationPayload = EventRegistration & { event_id: string };

/**
 * One key per resident and event: a changed registration queued behind the first is sent after
 * it, so the server's "a repeat registration updates the first" keeps the latest plan.
 */
export function eventRegistrationKey(eventId: string, userId: string): string {
  return `${EVENT_REGISTRATION_KIND}:${eventId}:${userId}`;
}

export const eventRegistrationKind: OutboxKind<EventRegistrationPayload> = {
  kind: EVENT_REGISTRATION_KIND,
  endpoint: registerForEvent,
  toRequest: ({ event_id, ...body }) => ({ params: { id: event_id }, body }),
  entityKey: (payload) => eventRegistrationKey(payload.event_id, payload.user_id),
  // No expiry: a registration after the deadline is the server's call, and its reason
  // ('Registration for this event is closed.') tells the resident more than a silent expiry.
  failure: messages.eventRegisterFailed,
};
