/** One facility: picture, name, description, today's open slots for a court, and its button. */
import type { Facility } from '../../../contract/bookings/bookings';
import type { Availability } from './use-availability';
import { formatClock } from '../../lib/format-date';
import { Button } from '../../ui/button';
import { showPlaceholder } from '../../ui/image-fallback';
import { Spinner } from '../../ui/spinner';
import styles from './facilities.module.css';

/** How many times a card lists before "N more". */
const SHOWN_SLOTS = 4;

interface FacilityCardProps {
  facility: Facility;
  /** Today's availability, for a court. */
  availability?: Availability;
  online: boolean;
  canBook: boolean;
  offlineId: string;
  onBook: () => void;
  onRefused: () => void;
}

function TodaySlots({ availability, online }: { availability: Availability; online: boolean }) {
  if (availability.loading) return <Spinner size="small" label="Loading today's slots…" />;
  if (availability.unknown && !online) {
    return <p className={styles.muted}>Today&apos;s slots show when you are online.</p>;
  }
  const { slots } = availability;
  if (slots.length === 0) return <p className={styles.muted}>No slots available today.</p>;
  const more = slots.length - SHOWN_SLOTS;
  return (
    <div>
      <p className={styles.slotsLabel}>Available today{online ? '' : ' (last known)'}:</p>
      <ul className={styles.chips} aria-label="Available today">
        {slots.slice(0, SHOWN_SLOTS).map((slot) => (
          <li key={slot}>{formatClock(slot)}</li>
        ))}
        {more > 0 && <li className={styles.more}>{more} more</li>}
      </ul>
    </div>
  );
}

export function FacilityCard(props: FacilityCardProps) {
  const { facility, availability, online, canBook, offlineId, onBook, onRefused } = props;
  const headingId = `facility-${facility.id}`;
  let button;
  if (!canBook) {
    // Pressable on purpose: pressing it says why (SPEC.md §6).
    button = (
      <Button variant="secondary" onClick={onRefused}>
        Members Only
      </Button>
    );
  } else if (availability?.loading) {
    button = <Button disabled>Loading...</Button>;
  } else {
    button = (
      <Button
        onClick={onBook}
        disabled={!online}
        aria-describedby={online ? headingId : `${headingId} ${offlineId}`}
      >
        Book Now
      </Button>
    );
  }
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <img
        className={styles.image}
        src={facility.imageUrl}
        alt=""
        width={400}
        height={240}
        loading="lazy"
        onError={showPlaceholder}
      />
      <div className={styles.cardBody}>
        <h2 id={headingId}>{facility.name}</h2>
        <p>{facility.description}</p>
        {availability && <TodaySlots availability={availability} online={online} />}
        <div className={styles.cardActions}>{button}</div>
      </div>
    </li>
  );
}
