import type { WalkIn, WalkInDecision } from '../../../contract/gate/desk';
import { apiUrl } from '../../api/client';
import { Button } from '../../ui/button';
import { formatAtMoment } from '../../lib/format-date';
import { decisionLine } from '../../lib/gate-words';
import styles from './visitors.module.css';

interface WalkInCardProps {
  walkIn: WalkIn;
  now: number;
  /** The one the notice led to: marked, and scrolled to once. */
  highlighted: boolean;
  disabledReasonId?: string;
  /** The decision on its way for this walk-in, if any. */
  sending?: WalkInDecision;
  /** What became of this resident's answer, shown in the card. */
  result?: { text: string; failed: boolean };
  onDecide: (decision: WalkInDecision) => void;
}

export const walkInCardId = (id: string) => `walk-in-${id}`;

/** A visitor without a pass: waiting ones ask for an answer; answered ones say who gave it. */
export function WalkInCard(props: WalkInCardProps) {
  const { walkIn, now, highlighted, disabledReasonId, sending, result } = props;
  const waiting = walkIn.status === 'waiting';
  const classes = [styles.card, waiting ? styles.waiting : '', highlighted ? styles.highlight : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li
      id={walkInCardId(walkIn.id)}
      tabIndex={-1}
      className={classes}
      aria-current={highlighted ? 'true' : undefined}
    >
      {waiting ? (
        <h3 className={styles.cardTitle}>At the gate: {walkIn.name}</h3>
      ) : (
        <h3 className={styles.cardTitle}>{walkIn.name}</h3>
      )}
      <p>{walkIn.purpose}</p>
      <p className={styles.muted}>
        {[
          walkIn.gate,
          `came ${formatAtMoment(walkIn.created_at, now)}`,
          walkIn.guard_name && `guard ${walkIn.guard_name}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {walkIn.photo_url && (
        <img
          className={styles.photo}
          src={apiUrl(walkIn.photo_url)}
          alt={`Photo of ${walkIn.name} at the gate`}
        />
      )}
      {waiting ? (
        <div className={styles.actions}>
          <Button
            busy={sending === 'approved'}
            disabled={disabledReasonId !== undefined || sending !== undefined}
            aria-describedby={disabledReasonId}
            onClick={() => props.onDecide('approved')}
          >
            Approve
          </Button>
          <Button
            variant="danger"
            busy={sending === 'denied'}
            disabled={disabledReasonId !== undefined || sending !== undefined}
            aria-describedby={disabledReasonId}
            onClick={() => props.onDecide('denied')}
          >
            Deny
          </Button>
        </div>
      ) : (
        <p className={walkIn.status === 'approved' ? styles.approved : styles.denied}>
          {decisionLine(walkIn, now)}
        </p>
      )}
      <p role="status" className={styles.result}>
        {result && !result.failed ? result.text : ''}
      </p>
      {result?.failed && (
        <p role="alert" className={styles.failed}>
          {result.text}
        </p>
      )}
    </li>
  );
}
