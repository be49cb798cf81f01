import type { EventListItem } from '../../../contract/events/events';
import { Badge } from '../../ui/badge';
import { myRegistrationLabel, registrationLabel, seatsLabel } from './event-labels';
import styles from './events.module.css';

/**
 * An event's badges on its card and its page: category, whether and until when it takes
 * registrations, the seats, and this household's own standing.
 */
export function EventBadges({ event, today }: { event: EventListItem; today: string }) {
  const labels = [
    registrationLabel(event, today),
    seatsLabel(event, today),
    myRegistrationLabel(event.my_registration),
  ];
  return (
    <p className={styles.badges}>
      <Badge>{event.category}</Badge>
      {labels.map(
        (label) =>
          label && (
            <Badge key={label.text} tone={label.tone}>
              {label.text}
            </Badge>
          ),
      )}
    </p>
  );
}
