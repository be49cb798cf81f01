import type { ReactNode } from 'react';
import type { LostFoundInput, LostFoundStatus } from '../../../contract/lost-found/lost-found';
import { formatDay } from '../../lib/format-date';
import type { OutboxAttachment } from '../../offline/db';
import { Badge } from '../../ui/badge';
import { LostFoundBadges } from '../../ui/lost-found/lost-found-badges';
import { PhotoThumb } from '../../ui/photo-thumb';
import cardStyles from '../../ui/cards.module.css';
import styles from './lost-and-found.module.css';

interface ItemCardProps {
  item: LostFoundInput;
  /** The photo's URL; without it (and without `stored`) the placeholder shows. */
  image?: string;
  /** A queued report's photo, from the bytes on the phone. */
  stored?: OutboxAttachment;
  /** The server's status; a report still on the phone has none yet. */
  status?: LostFoundStatus;
  /** Still in the outbox: marked so, whatever else it says. */
  pending?: boolean;
  /** What the resident can do with it (own item's actions, or the outbox state). */
  children?: ReactNode;
}

/** One item as a card: photo, what and where, when, who to call (SPEC.md §2 /lost-and-found). */
export function ItemCard({ item, image, stored, status, pending, children }: ItemCardProps) {
  return (
    <li className={cardStyles.card} aria-label={item.title}>
      <PhotoThumb image={image} stored={stored} alt={`Photo of ${item.title}`} />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{item.title}</h3>
        <p className={styles.badges}>
          <LostFoundBadges type={item.type} status={status} />
          <Badge>{item.category}</Badge>
          {pending && <Badge tone="warning">Not sent yet</Badge>}
        </p>
        <p className={styles.meta}>
          <span>{formatDay(item.date)}</span>
          <span>{item.location}</span>
        </p>
        <p className={styles.description}>{item.description}</p>
        <p className={styles.contact}>
          {item.contactPhone ? (
            <>
              Contact: {item.contactName},{' '}
              <a href={`tel:${item.contactPhone}`}>{item.contactPhone}</a>
            </>
          ) : (
            // The server withholds the number of a reporter who has moved out.
            'Contact: the RWA office (the person who reported it no longer lives here)'
          )}
        </p>
        {children}
      </div>
    </li>
  );
}
