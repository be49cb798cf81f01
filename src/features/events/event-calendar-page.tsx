/**
 * /event-calendar (SPEC.md §2): one month at a time, starting at the current month in India
 * (or, when it has no event left, at the month of the next one: issue 35), as a list or as a
 * Monday-first grid; the events come from the same saved copy as /events.
 */
import { useState } from 'react';
import { paths } from '../../lib/paths';
import { useIndiaNow } from '../../lib/use-india-now';
import { Button } from '../../ui/button';
import { ChipGroup } from '../../ui/chip-group';
import { PageHeader } from '../../ui/page-header';
import { eventsOfMonth, monthOf, monthTitle, openingMonth, shiftMonth } from './calendar-month';
import { MonthGrid, MonthList } from './event-month-views';
import { useEvents } from './events-collection';
import { SavedEvents } from './saved-events';
import styles from './events.module.css';

const views = ['list', 'calendar'] as const;
type View = (typeof views)[number];

export default function EventCalendarPage() {
  const events = useEvents();
  const today = useIndiaNow().date;
  // Until the resident moves, the month follows the events as they load (the saved copy first).
  const [chosen, setMonth] = useState<string>();
  const current = monthOf(today);
  const month = chosen ?? openingMonth(events.items, today);
  const [view, setView] = useState<View>('list');
  const shown = eventsOfMonth(events.items, month);

  return (
    <>
      <PageHeader title="Event Calendar" backTo={paths.events} backLabel="Events" />
      <div className={styles.monthBar}>
        <Button
          variant="secondary"
          aria-label="Previous month"
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <h2 className={styles.monthHeading} aria-live="polite">
          {monthTitle(month)}
        </h2>
        <Button
          variant="secondary"
          aria-label="Next month"
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      {month !== current && chosen === undefined && (
        <p className={styles.meta}>
          No events left in {monthTitle(current)}. Showing the next ones.
        </p>
      )}
      <ChipGroup
        label="View"
        options={views}
        selected={view}
        format={(option) => (option === 'list' ? 'List' : 'Calendar')}
        onSelect={setView}
      />
      <SavedEvents events={events}>
        {view === 'list' ? (
          <MonthList month={month} events={shown} today={today} />
        ) : (
          <MonthGrid month={month} events={shown} today={today} />
        )}
      </SavedEvents>
    </>
  );
}
