/** Events as the server sends them, and the pages rendered as a resident meets them. */
import type { EventListItem as Event } from '../../../contract/events/events';
import EventCalendarPage from '../../../src/features/events/event-calendar-page';
import EventPage from '../../../src/features/events/event-page';
import EventsPage from '../../../src/features/events/events-page';
import { eventsCollection } from '../../../src/features/events/events-collection';
import { refreshCollection } from '../../../src/offline/collections';
import { db } from '../../../src/offline/db';
import { renderPage } from '../golf-cart-support';
import { member } from '../support/render-app';

export function anEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: '1',
    title: 'Holi Celebration',
    date: '2025-03-14',
    time: '10:00 AM - 1:00 PM',
    location: 'Central lawn',
    description: 'Colours, music and gujiya.',
    category: 'Festival',
    registrationRequired: true,
    registrationDeadline: '2025-03-12',
    organizer: 'Cultural committee',
    contactEmail: 'events@estate.example',
    agenda: ['Colours on the lawn', 'Lunch at the clubhouse'],
    imageUrl: 'files/holi.jpg',
    thumbnailUrl: 'files/holi-thumb.jpg',
    attendees: 12,
    capacity: null,
    seatsLeft: null,
    households: 4,
    waitlisted: 0,
    my_registration: null,
    ...overrides,
  };
}

export const holi = anEvent();
export const cricket = anEvent({
  id: '2',
  title: 'Cricket Tournament',
  date: '2025-03-05',
  time: '7:00 AM',
  location: 'Sports ground',
  category: 'Sports',
  registrationDeadline: null,
});
export const diwali = anEvent({
  id: '3',
  title: 'Diwali Mela',
  date: '2025-10-20',
  category: 'Festival',
  registrationRequired: false,
  registrationDeadline: null,
});
export const yoga = anEvent({
  id: '4',
  title: 'Morning Yoga',
  date: '2025-03-14',
  time: '6:00 AM',
  category: 'Community',
  registrationDeadline: '2025-03-13',
});

export async function resetEvents(): Promise<void> {
  await Promise.all([db.cached.clear(), db.collections.clear(), db.outbox.clear()]);
}

/** The events a resident (`member` unless said) saw on an earlier visit, saved `ago` ms ago. */
export async function saveEvents(events: Event[], ago = 0, scope = member.id): Promise<number> {
  const savedAt = Date.now() - ago;
  await refreshCollection(eventsCollection, async () => events, { now: savedAt, scope });
  return savedAt;
}

export const openEvents = () => renderPage('/events', EventsPage, '/events', { retry: false });
export const openCalendar = () =>
  renderPage('/event-calendar', EventCalendarPage, '/event-calendar', { retry: false });
export const openEvent = (id: string, search = '') =>
  renderPage(`/event/${id}${search}`, EventPage, '/event/:eventId', { retry: false });
