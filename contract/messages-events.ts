/**
 * Running an event (issue 21): seats, the waitlist, edit and the attendee list. Spread into
 * `messages` (messages.ts) like the gate's and the helpdesk's, so there is one `messages` to use.
 */
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
