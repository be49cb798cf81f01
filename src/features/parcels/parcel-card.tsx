/**
 * One of the flat's parcels (issue 34). While it waits: the courier, when it came, the photo,
 * the 4-digit collection code large enough to show the guard across the counter, and the choice
 * of "Leave at the gate" or "Bring it up" (sent through the outbox, its state said under it).
 * Once handed over: when, and to whom.
 */
import {
  parcelInstructionLabels,
  parcelInstructions,
  type MyParcel,
  type ParcelInstruction,
} from '../../../contract/parcels/parcels';
import { apiUrl } from '../../api/client';
import { exactMoment, timeAgo } from '../../lib/time-ago';
import type { OutboxRecord } from '../../offline/db';
import { discard } from '../../offline/outbox';
import { Button } from '../../ui/button';
import { outboxReason } from '../../ui/outbox-item';
import { outboxLabel } from '../../offline/labels';
import { PhotoThumb } from '../../ui/photo-thumb';
import cards from '../../ui/request-card.module.css';
import styles from './parcels.module.css';

interface ParcelCardProps {
  parcel: MyParcel;
  now: number;
  /** The newest choice for it still worth showing (not sent, or sent since the list was read). */
  choice: OutboxRecord | undefined;
  chosen: ParcelInstruction | null;
  onChoose: (instruction: ParcelInstruction) => void;
}

const what = (parcel: MyParcel) =>
  `${parcel.courier}${parcel.count > 1 ? ` × ${parcel.count}` : ''}`;

export function ParcelCard({ parcel, now, choice, chosen, onChoose }: ParcelCardProps) {
  const logged = Date.parse(parcel.logged_at);
  const reason = choice && outboxReason(choice);
  return (
    <li className={`${cards.card} ${styles.card}`} aria-label={`Parcel from ${parcel.courier}`}>
      <div className={styles.top}>
        {parcel.photo_url && (
          <PhotoThumb
            image={apiUrl(parcel.photo_url)}
            alt={`Parcel from ${parcel.courier}`}
            className={styles.thumb}
          />
        )}
        <div className={styles.facts}>
          <h3 className={cards.title}>{what(parcel)}</h3>
          <p className={cards.muted}>
            At {parcel.gate}, left{' '}
            <time dateTime={parcel.logged_at} title={exactMoment(logged)}>
              {timeAgo(logged, now)}
            </time>
          </p>
          {parcel.note && <p>{parcel.note}</p>}
        </div>
      </div>
      <p className={styles.codeLine}>
        Collection code <strong className={styles.code}>{parcel.code}</strong>
      </p>
      <div role="group" aria-label="What should the gate do?" className={styles.choices}>
        {parcelInstructions.map((instruction) => (
          <button
            key={instruction}
            type="button"
            className={styles.choice}
            aria-pressed={chosen === instruction}
            onClick={() => onChoose(instruction)}
          >
            {parcelInstructionLabels[instruction]}
          </button>
        ))}
      </div>
      {choice && <p className={cards.muted}>{outboxLabel(choice)}</p>}
      {reason && <p className={styles.reason}>{reason}</p>}
      {choice?.status === 'rejected' && (
        <Button variant="secondary" onClick={() => void discard(choice.id)}>
          Dismiss
        </Button>
      )}
    </li>
  );
}

/** A parcel handed over this week: when, and to whom. */
export function CollectedCard({ parcel }: { parcel: MyParcel }) {
  const at = parcel.collected_at ? Date.parse(parcel.collected_at) : NaN;
  const to =
    parcel.collected_via === 'code' ? 'against your collection code' : `to ${parcel.collected_by}`;
  return (
    <li className={cards.card} aria-label={`Parcel from ${parcel.courier}, handed over`}>
      <h3 className={cards.title}>{what(parcel)}</h3>
      <p className={cards.muted}>
        Handed over {to}
        {Number.isFinite(at) ? `, ${exactMoment(at)}` : ''}
      </p>
    </li>
  );
}
