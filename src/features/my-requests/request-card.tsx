import type { RequestItem } from '../../../contract/requests/requests';
import { isFuture } from '../../lib/india-time';
import { isAhead, requestWhen } from '../../lib/format-request';
import { JustAdded } from '../../ui/just-added';
import { RequestActions, type MoveOutcome } from '../../ui/request-actions';
import { RequestStatusBadge } from '../../ui/request-status-badge';
import cards from '../../ui/request-card.module.css';
import { RequestTimeline } from './request-timeline';

export const requestCardId = (item: Pick<RequestItem, 'kind' | 'id'>) =>
  `request-${item.kind}-${item.id}`;

interface RequestCardProps {
  item: RequestItem;
  today: string;
  now: number;
  disabledReasonId?: string;
  onDone: (item: RequestItem, outcome: MoveOutcome) => void;
}

/**
 * One ride or booking of the resident: status, details, timeline (whose steps carry the notes
 * and reasons, so the latest is not repeated above it), and Cancel when the
 * lifecycle gives the owner a move (a booking, only while it is still ahead: the server's rule).
 */
export function RequestCard({ item, today, now, disabledReasonId, onDone }: RequestCardProps) {
  const id = requestCardId(item);
  const when = requestWhen(item, today);
  return (
    <li>
      <article id={id} tabIndex={-1} className={cards.card} aria-labelledby={`${id}-title`}>
        <div className={cards.head}>
          <h3 id={`${id}-title`} className={cards.title}>
            {item.title}
          </h3>
          <RequestStatusBadge status={item.status} />
        </div>
        <JustAdded itemKey={id} />
        <p className={cards.when}>{when}</p>
        {item.details && <p className={cards.muted}>{item.details}</p>}
        <RequestTimeline steps={item.history} now={now} />
        <div className={cards.actions}>
          <RequestActions
            kind={item.kind}
            id={item.id}
            status={item.status}
            mover="owner"
            name={`${item.title}, ${when}`}
            confirmPlain
            allow={() =>
              item.kind === 'golf_cart' ||
              (item.kind === 'registration'
                ? isAhead(item, now)
                : isFuture(item.date, item.time, now))
            }
            disabledReasonId={disabledReasonId}
            onDone={(outcome) => onDone(item, outcome)}
          />
        </div>
      </article>
    </li>
  );
}
