/**
 * /events (SPEC.md §2): the estate's events from the phone's saved copy, refreshed when online,
 * with a category filter made from the events themselves and a way to the calendar.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useIndiaNow } from '../../lib/use-india-now';
import { buttonClassName } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { ALL_CATEGORIES, CategoryFilter, categoriesOf } from './category-filter';
import { EventCard } from './event-card';
import { useEvents } from './events-collection';
import { SavedEvents } from './saved-events';
import cardStyles from '../../ui/cards.module.css';

export const noEvents = 'No events to show.';

export default function EventsPage() {
  const events = useEvents();
  const today = useIndiaNow().date;
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const categories = categoriesOf(events.items);
  // A category that left with the last refresh falls back to All rather than an empty page.
  const current = categories.includes(category) ? category : ALL_CATEGORIES;
  const shown =
    current === ALL_CATEGORIES
      ? events.items
      : events.items.filter((event) => event.category === current);

  return (
    <>
      <PageHeader
        title="Community Events"
        actions={
          <Link to={paths.eventCalendar} className={buttonClassName('secondary')}>
            View Calendar
          </Link>
        }
      />
      <SavedEvents events={events}>
        <CategoryFilter categories={categories} selected={current} onSelect={setCategory} />
        {shown.length === 0 ? (
          <p>{noEvents}</p>
        ) : (
          <ul className={cardStyles.cards} aria-label="Events">
            {shown.map((event) => (
              <EventCard key={event.id} event={event} today={today} />
            ))}
          </ul>
        )}
      </SavedEvents>
    </>
  );
}
