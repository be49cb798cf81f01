import type { EventListItem } from '../../../contract/events/events';
import { apiUrl } from '../../api/client';
import { showPlaceholder } from '../../ui/image-fallback';
import { EventBadges } from './event-badges';
import styles from './events.module.css';
import { formatClock, formatDay } from '../../lib/format-date';

/** What an event is (SPEC.md §2 Event detail): the facts, description, agenda and whom to ask. */
export function EventDetails({ event, today }: { event: EventListItem; today: string }) {
  return (
    <article className={styles.detail} aria-labelledby="event-title">
      <img
        className={styles.hero}
        src={apiUrl(event.imageUrl)}
        alt=""
        // The top of the event's page, its largest paint: never lazy.
        fetchPriority="high"
        width={960}
        height={540}
        onError={showPlaceholder}
      />
      <h2 id="event-title" className={styles.detailTitle}>
        {event.title}
      </h2>
      <EventBadges event={event} today={today} />
      <dl className={styles.facts}>
        <dt>Date</dt>
        <dd>{formatDay(event.date)}</dd>
        <dt>Time</dt>
        <dd>{formatClock(event.time)}</dd>
        <dt>Location</dt>
        <dd>{event.location}</dd>
        {event.registrationRequired && event.registrationDeadline && (
          <>
            <dt>Register by</dt>
            <dd>{formatDay(event.registrationDeadline)}</dd>
          </>
        )}
        {event.organizer && (
          <>
            <dt>Organizer</dt>
            <dd>{event.organizer}</dd>
          </>
        )}
        {event.contactEmail && (
          <>
            <dt>Contact</dt>
            <dd>
              <a href={`mailto:${event.contactEmail}`}>{event.contactEmail}</a>
            </dd>
          </>
        )}
      </dl>
      <h3>About this event</h3>
      <p className={styles.description}>{event.description}</p>
      {event.agenda.length > 0 && (
        <>
          <h3 id="event-agenda">Agenda</h3>
          <ol className={styles.agenda} aria-labelledby="event-agenda">
            {event.agenda.map((line, index) => (
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </ol>
        </>
      )}
    </article>
  );
}
