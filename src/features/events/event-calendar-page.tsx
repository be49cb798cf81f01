/**
 * /event-calendar (SPEC.md §2): one month at a time, starting at the current month in India,
 * as a list or as a Monday-first grid; the events come from the same saved copy as /events.
 */
import { useState } from 'react';
import { paths } from '../../lib/paths';
import { useIndiaNow } from '../../lib/use-india-now';
import { Button } from '../../ui/button';
import { ChipGroup } from '../../ui/chip-group';
import { PageHeader } from '../../ui/page-header';
import { eventsOfMonth, monthOf, monthTitle, shiftMonth } from './calendar-month';
import { MonthGrid, MonthList } from './event-month-views';
import { useEvents } from './events-collection';
import { SavedEvents } from './saved-events';
import styles from './events.module.css';

const views = ['list', 'calendar'] as const;
type View = (typeof views)[number];

export default function EventCalendarPage() {
  const events = useEvents();
  const today = useIndiaNow().date;
  const [month, setMonth] = useState(() => monthOf(today));
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
