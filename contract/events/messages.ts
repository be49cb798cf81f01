/**
 * Running an event (issue 21): seats, the waitlist, edit and the attendee list. Spread into
 * `messages` (messages.ts) like the gate's and the helpdesk's, so there is one `messages` to use.
 * What the households are told (`eventNotices`) builds a title and a body from the event, so it
 * stands apart.
 */
import { clockLabel, dayLabel } from '../platform/india-time';

export const eventSeatMessages = {
  eventCapacity: 'Seats must be a whole number from 1 to 10000, or left empty for no limit',
  eventCapacityBelowRegistered: (attendees: number) =>
    `${attendees} ${attendees === 1 ? 'person is' : 'people are'} already registered; seats cannot be fewer than that.`,
  eventWaitlisted: (position: number) =>
    `The event is full. You are #${position} on the waitlist; we will tell you if a seat frees up.`,
  eventNotEnoughSeats: (seats: number) =>
    `Only ${seats} ${seats === 1 ? 'seat is' : 'seats are'} left, so your registration is unchanged.`,
  eventUpdateFailed: 'Failed to update event',
  eventUpdated: 'Event updated',
  eventRegistrationsFailed: 'Failed to load the registrations',
  eventDeletedTold: (households: number) =>
    `Event deleted. ${households} ${households === 1 ? 'household was' : 'households were'} told.`,
};

/** An event as its notices name it: the India calendar date is yyyy-MM-dd. */
export interface NoticeEventWhen {
  title: string;
  date: string;
  time: string;
  location: string;
}

/** "Sun 16 Nov, 7:00 PM at Clubhouse". */
const whenAndWhere = (event: NoticeEventWhen): string =>
  `${dayLabel(event.date)}, ${clockLabel(event.time)} at ${event.location}`;

/**
 * A day, time or place that changed, old and new, and only what changed: a resident who put the
 * old day in their diary learns which day moved, in a sentence short enough for a lock screen.
 * A new day leads, as it is the change that matters most; the new time and place follow it.
 */
function changedBody(before: NoticeEventWhen, after: NoticeEventWhen): string {
  const time = before.time !== after.time;
  const place = before.location !== after.location;
  if (before.date !== after.date) {
    let was = dayLabel(before.date);
    if (time) was += `, ${clockLabel(before.time)}`;
    if (place) was += ` at ${before.location}`;
    return `${after.title} moved from ${was} to ${whenAndWhere(after)}`;
  }
  const on = `${after.title} on ${dayLabel(after.date)}`;
  if (time && place) {
    return `${on} now runs ${clockLabel(after.time)} at ${after.location} (was ${clockLabel(before.time)} at ${before.location})`;
  }
  if (time)
    return `${on} now runs ${clockLabel(after.time)} (was ${clockLabel(before.time)}), at ${after.location}`;
  return `${on}, ${clockLabel(after.time)} moved from ${before.location} to ${after.location}`;
}

/** What an event's notices say (server/domains/events/event-notices.ts): a title and a body each. */
export const eventNotices = {
  seatFreed: (event: NoticeEventWhen) => ({
    title: `A seat freed up: ${event.title}`,
    body: `You are registered. ${whenAndWhere(event)}`,
  }),
  changed: (before: NoticeEventWhen, after: NoticeEventWhen) => ({
    title: `${after.title} has changed`,
    body: changedBody(before, after),
  }),
  cancelled: (event: NoticeEventWhen) => ({
    title: `${event.title} is cancelled`,
    body: `The RWA cancelled ${event.title} on ${dayLabel(event.date)}.`,
  }),
};
