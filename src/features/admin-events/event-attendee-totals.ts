/** The attendee list's figures and its file name, apart from the view so they are tested alone. */
import type { Event } from '../../../contract/events/events';
import type { EventRegistrations } from '../../../contract/events/attendees';

export interface AttendeeTotal {
  label: string;
  value: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Registered 118 / 120", "Households 40", "Waitlisted 3 households (7 people)". */
export function attendeeTotals(
  list: Pick<EventRegistrations, 'capacity' | 'registered_attendees' | 'waitlisted_attendees'>,
  households: number,
  waitlisted: number,
): AttendeeTotal[] {
  const seats = list.capacity === null ? 'no limit' : String(list.capacity);
  return [
    { label: 'Registered attendees', value: `${list.registered_attendees} / ${seats}` },
    { label: 'Households', value: String(households) },
    {
      label: 'Waitlisted',
      value:
        waitlisted === 0
          ? 'None'
          : `${plural(waitlisted, 'household', 'households')} (${plural(list.waitlisted_attendees, 'person', 'people')})`,
    },
  ];
}

/** `registrations-diwali-dinner-2025-11-16.csv`: what and when, as the server names it too. */
export function csvNameOf(event: Pick<Event, 'title' | 'date'>): string {
  const slug =
    event.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'event';
  return `registrations-${slug}-${event.date}.csv`;
}
