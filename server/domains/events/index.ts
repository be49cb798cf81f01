/**
 * The estate's events: the calendar, registration with seats and a waitlist, and the RWA's list
 * of attendees. A resident who moves out leaves their future events here.
 */
import { eventAttendeeHandlers } from './attendee-handlers';
import { eventHandlers } from './event-handlers';

export const handlers = { ...eventHandlers, ...eventAttendeeHandlers };
export { leaveFutureEvents } from './seats';
export { demoEvents } from './seed';
