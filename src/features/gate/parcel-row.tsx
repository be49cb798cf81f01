/**
 * One parcel on the desk's shelf, readable at arm's length: the flat first and large, the
 * courier and count, how long it has waited, what the flat chose, and whether the server has it
 * yet. A parcel the server has can be handed over; one it refused can be dismissed.
 */
import type { ReactNode } from 'react';
import { parcelInstructionLabels } from '../../../contract/parcels/parcels';
import { apiUrl } from '../../api/client';
import { exactMoment, timeAgo } from '../../lib/time-ago';
import { outboxLabel } from '../../offline/labels';
import { Badge } from '../../ui/badge';
import { outboxReason } from '../../ui/outbox-item';
import { PhotoThumb } from '../../ui/photo-thumb';
import type { ShelfRow } from './parcel-shelf';
import deskStyles from './gate.module.css';
import styles from './parcels.module.css';

interface ParcelRowProps {
  row: ShelfRow;
  now: number;
  children?: ReactNode;
}

export function ParcelRow({ row, now, children }: ParcelRowProps) {
  const logged = Date.parse(row.loggedAt);
  const unsent = row.record && row.record.status !== 'sent' ? row.record : undefined;
  const reason = unsent && outboxReason(unsent);
  return (
    <li className={deskStyles.row} aria-label={`Parcel for flat ${row.apartment}`}>
      <PhotoThumb
        image={row.photoUrl ? apiUrl(row.photoUrl) : undefined}
        stored={unsent?.attachments?.[0]}
        alt={`Parcel for flat ${row.apartment}`}
        className={styles.thumb}
      />
      <div className={deskStyles.rowText}>
        <strong className={styles.flat}>Flat {row.apartment}</strong>
        <span>
          {row.courier}
          {row.count > 1 ? ` × ${row.count}` : ''} ·{' '}
          <time dateTime={row.loggedAt} title={exactMoment(logged)}>
            {timeAgo(logged, now)}
          </time>
        </span>
        {row.note && <span className={deskStyles.muted}>{row.note}</span>}
        {row.instruction && (
          <Badge tone={row.instruction === 'bring_up' ? 'warning' : 'neutral'}>
            {parcelInstructionLabels[row.instruction]}
          </Badge>
        )}
        {unsent && <span className={deskStyles.muted}>{outboxLabel(unsent)}</span>}
        {reason && <span className={deskStyles.reason}>{reason}</span>}
      </div>
      {children}
    </li>
  );
}
