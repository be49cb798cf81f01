import { useEffect, useRef, type ReactNode } from 'react';
import type { LostFoundInput, LostFoundStatus } from '../../../contract/lost-found';
import { formatDay } from '../../lib/format-date';
import type { OutboxAttachment } from '../../offline/db';
import { Badge } from '../../ui/badge';
import { PLACEHOLDER_IMAGE, showPlaceholder } from '../../ui/image-fallback';
import { LostFoundBadges } from '../../ui/lost-found/lost-found-badges';
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

/**
 * The card's picture: the server's photo, a queued report's photo from the bytes on the phone, or
 * the placeholder. Stored bytes get an object URL while shown, revoked after (it holds the bytes
 * in memory); it is set on the element itself, so a re-render never swaps it back.
 */
function Thumb({ image, stored, alt }: { image?: string; stored?: OutboxAttachment; alt: string }) {
  const element = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (!stored || !element.current) return;
    const url = URL.createObjectURL(new Blob([stored.bytes], { type: stored.type }));
    element.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [stored]);
  return (
    <img
      ref={element}
      className={cardStyles.thumb}
      src={image || PLACEHOLDER_IMAGE}
      alt={image || stored ? alt : ''}
      loading="lazy"
      decoding="async"
      width={320}
      height={180}
      onError={showPlaceholder}
    />
  );
}

/** One item as a card: photo, what and where, when, who to call (SPEC.md §2 /lost-and-found). */
export function ItemCard({ item, image, stored, status, pending, children }: ItemCardProps) {
  return (
    <li className={cardStyles.card} aria-label={item.title}>
      <Thumb image={image} stored={stored} alt={`Photo of ${item.title}`} />
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
          Contact: {item.contactName}, <a href={`tel:${item.contactPhone}`}>{item.contactPhone}</a>
        </p>
        {children}
      </div>
    </li>
  );
}
