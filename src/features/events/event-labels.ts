/**
 * The words an event's card and page use for what is true now (issue 21): whether it takes
 * registrations and until when, how many seats are left, and where this household stands.
 * Pure, so each rule is tested on its own; `today` is the estate's day (India).
 */
import {
  isRegistrationOpen,
  type Event,
  type MyRegistration,
  type RegistrationResult,
} from '../../../contract/events/events';
import { messages } from '../../../contract/messages';
import { formatShortDay } from '../../lib/format-date';
import type { BadgeTone } from '../../ui/badge';
import { attendeesText } from './event-format';

export interface EventLabel {
  text: string;
  tone: BadgeTone;
}

export const noRegistrationNeeded = 'Open to all — no registration needed';
export const registrationClosed = 'Registration closed';
export const registrationOpen = 'Registration open';
export const fullJoinWaitlist = 'Full — join the waitlist';
export const fullLabel = 'Full';

type Registrable = Pick<Event, 'registrationRequired' | 'registrationDeadline' | 'date'>;

/** "Registration closed" only when it is: an event that takes none says it is open to all. */
export function registrationLabel(event: Registrable, today: string): EventLabel {
  if (!event.registrationRequired) return { text: noRegistrationNeeded, tone: 'neutral' };
  if (!isRegistrationOpen(event, today)) return { text: registrationClosed, tone: 'neutral' };
  return event.registrationDeadline
    ? {
        text: `Registration closes ${formatShortDay(event.registrationDeadline, today)}`,
        tone: 'success',
      }
    : { text: registrationOpen, tone: 'success' };
}

export function seatsLeftText(seats: number): string {
  return `${seats} ${seats === 1 ? 'seat' : 'seats'} left`;
}

/**
 * Seats while registration is open: "12 seats left", or "Full — join the waitlist" (a full
 * event still takes registrations, onto its waitlist) to a household not yet on either list.
 * Nothing without a limit, and nothing once registration has closed but "Full" when it filled.
 */
export function seatsLabel(
  event: Registrable & Pick<Event, 'capacity' | 'seatsLeft'> & { my_registration?: MyRegistration },
  today: string,
): EventLabel | null {
  if (!event.registrationRequired || event.capacity === null || event.seatsLeft === null) {
    return null;
  }
  const open = isRegistrationOpen(event, today);
  if (event.seatsLeft > 0)
    return open ? { text: seatsLeftText(event.seatsLeft), tone: 'neutral' } : null;
  const joinable = open && !event.my_registration;
  return joinable
    ? { text: fullJoinWaitlist, tone: 'warning' }
    : { text: fullLabel, tone: 'neutral' };
}

export const registeredText = (count: number) => `Registered for ${attendeesText(count)}`;

export function waitlistText(position: number | null): string {
  return position === null ? 'You are on the waitlist' : `You are #${position} on the waitlist`;
}

/** The household's own standing: "Registered for 2 people" or "You are #3 on the waitlist". */
export function myRegistrationLabel(mine: MyRegistration): EventLabel | null {
  if (!mine) return null;
  return mine.standing === 'waitlisted'
    ? { text: waitlistText(mine.waitlist_position), tone: 'warning' }
    : { text: registeredText(mine.number_of_attendees), tone: 'success' };
}

/** What the register form says once the server answered: registered, updated or waitlisted. */
export function registrationResultText(result: RegistrationResult): string {
  if (result.status !== 'waitlisted') return registeredText(result.number_of_attendees);
  return result.waitlist_position === null
    ? waitlistText(null)
    : messages.eventWaitlisted(result.waitlist_position);
}
