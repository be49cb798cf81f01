import { Link } from 'react-router-dom';
import type { EventListItem as Event } from '../../../contract/events/events';
import { paths } from '../../lib/paths';
import { EventBadges } from './event-badges';
import { monthTitle, monthWeeks, weekdays } from './calendar-month';
import styles from './events.module.css';
import { formatClock, formatDay, formatShortDay } from '../../lib/format-date';

interface MonthViewProps {
  month: string;
  /** The month's events, sorted by date. */
  events: Event[];
  today: string;
}

export function noEventsIn(month: string): string {
  return `No events in ${monthTitle(month)}.`;
}

export function MonthList({ month, events, today }: MonthViewProps) {
  if (events.length === 0) return <p>{noEventsIn(month)}</p>;
  return (
    <ul className={styles.monthList} aria-label={`Events in ${monthTitle(month)}`}>
      {events.map((event) => (
        <li key={event.id} className={styles.monthItem}>
          <time dateTime={event.date} className={styles.monthDate}>
            {formatShortDay(event.date)}
          </time>
          <div>
            <Link to={paths.event(event.id)} className={styles.monthLink}>
              {event.title}
            </Link>
            <p className={styles.meta}>
              <span>{formatClock(event.time)}</span>
              <span>{event.location}</span>
            </p>
            <EventBadges event={event} today={today} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * A month grid, Monday first: a real table, so a screen reader can say the day of each cell.
 * On a phone a day is too narrow for a title ("Su…"): each event is a dot there, and the month's
 * list follows the grid to say what the dots are.
 */
export function MonthGrid({ month, events, today }: MonthViewProps) {
  const byDay = new Map<string, Event[]>();
  for (const event of events) byDay.set(event.date, [...(byDay.get(event.date) ?? []), event]);
  return (
    <>
      <MonthTable month={month} byDay={byDay} today={today} />
      <div className={styles.gridList}>
        <MonthList month={month} events={events} today={today} />
      </div>
    </>
  );
}

function MonthTable({
  month,
  byDay,
  today,
}: {
  month: string;
  byDay: ReadonlyMap<string, Event[]>;
  today: string;
}) {
  return (
    <table className={styles.grid}>
      <caption className="visually-hidden">Events in {monthTitle(month)}</caption>
      <thead>
        <tr>
          {weekdays.map(([short, long]) => (
            <th key={short} scope="col" abbr={long}>
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week, index) => (
          <tr key={week.find((day) => day !== null) ?? index}>
            {week.map((day, column) =>
              day === null ? (
                <td key={`empty-${column}`} className={styles.outside} />
              ) : (
                <td
                  key={day}
                  className={day === today ? styles.today : undefined}
                  aria-current={day === today ? 'date' : undefined}
                >
                  <time dateTime={day} className={styles.dayNumber}>
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    <span className="visually-hidden">{formatDay(day)}</span>
                  </time>
                  {(byDay.get(day) ?? []).map((event) => (
                    <Link
                      key={event.id}
                      to={paths.event(event.id)}
                      title={event.title}
                      className={styles.gridEvent}
                    >
                      <span className={styles.gridEventTitle}>{event.title}</span>
                    </Link>
                  ))}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
