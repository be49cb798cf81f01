import { Link } from 'react-router-dom';
import { isRegistrationOpen, type Event } from '../../../contract/events';
import { apiUrl } from '../../api/client';
import { paths } from '../../lib/paths';
import { Badge } from '../../ui/badge';
import { showPlaceholder } from '../../ui/image-fallback';
import cardStyles from '../../ui/cards.module.css';
import styles from './events.module.css';
import { formatDay } from '../../lib/format-date';

export function RegistrationBadge({ event, today }: { event: Event; today: string }) {
  return isRegistrationOpen(event, today) ? (
    <Badge tone="success">Registration open</Badge>
  ) : (
    <Badge>Registration closed</Badge>
  );
}

/** One event on /events; the whole card is the link to its page. */
export function EventCard({ event, today }: { event: Event; today: string }) {
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
          <span>{event.time}</span>
          <span>{event.location}</span>
        </p>
        <p className={styles.badges}>
          <Badge>{event.category}</Badge>
          <RegistrationBadge event={event} today={today} />
        </p>
      </div>
    </li>
  );
}
