import { Link } from 'react-router-dom';
import type { EventListItem } from '../../../contract/events/events';
import { apiUrl } from '../../api/client';
import { paths } from '../../lib/paths';
import { showPlaceholder } from '../../ui/image-fallback';
import cardStyles from '../../ui/cards.module.css';
import { EventBadges } from './event-badges';
import styles from './events.module.css';
import { formatClock, formatDay } from '../../lib/format-date';

/** One event on /events; the whole card is the link to its page. */
export function EventCard({ event, today }: { event: EventListItem; today: string }) {
  return (
    <li className={cardStyles.card}>
      <img
        className={cardStyles.thumb}
        src={apiUrl(event.thumbnailUrl || event.imageUrl)}
        alt=""
        loading="lazy"
        decoding="async"
        width={320}
        height={180}
        onError={showPlaceholder}
      />
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <Link to={paths.event(event.id)} className={styles.cardLink}>
            {event.title}
          </Link>
        </h2>
        <p className={styles.meta}>
          <span>{formatDay(event.date)}</span>
          <span>{formatClock(event.time)}</span>
          <span>{event.location}</span>
        </p>
        <EventBadges event={event} today={today} />
      </div>
    </li>
  );
}
