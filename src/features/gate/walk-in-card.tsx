import { useEffect, useRef } from 'react';
import type { DirectoryEntry, WalkInDecision } from '../../../contract/gate/desk';
import { messages } from '../../../contract/messages';
import { useNow } from '../../lib/use-now';
import { outboxLabel } from '../../offline/labels';
import { Button } from '../../ui/button';
import { outboxReason } from '../../ui/outbox-item';
import { CallTheFlat } from './call-the-flat';
import { WALK_IN_ANSWER_MS, type WalkInView } from './walk-in-state';
import styles from './gate.module.css';

interface WalkInCardProps {
  view: WalkInView;
  flat: DirectoryEntry | undefined;
  online: boolean;
  onDecide: (decision: WalkInDecision, resident: string) => void;
  onDone: () => void;
}

/**
 * The photo kept with the walk-in, shown from the device's bytes (no network needed). The object
 * URL is set on the element itself and revoked when the card goes (it holds the bytes).
 */
function VisitorPhoto({ view }: { view: WalkInView }) {
  const element = useRef<HTMLImageElement>(null);
  const stored = view.record.attachments?.[0];
  useEffect(() => {
    if (!stored || !element.current || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(new Blob([stored.bytes], { type: stored.type }));
    element.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [stored]);
  if (!stored) return null;
  return (
    <img
      ref={element}
      alt={`Photo of ${view.fields.name}`}
      className={styles.photo}
      width={72}
      height={72}
    />
  );
}

function answerText(view: WalkInView): string {
  const { answer } = view;
  if (!answer) return '';
  const verb = answer.decision === 'approved' ? 'Approved' : 'Denied';
  return `${verb} by ${answer.by}${answer.via === 'phone' ? ' (on phone)' : ''}`;
}

/**
 * One walk-in: waiting for the flat, then its answer. After a minute without one, or at once
 * with no network, the guard is offered the flat's phone numbers instead.
 */
export function WalkInCard({ view, flat, online, onDecide, onDone }: WalkInCardProps) {
  const now = useNow(1_000);
  const { fields, record, answer } = view;
  const refused = record.status === 'rejected';
  const late = now - record.createdAt >= WALK_IN_ANSWER_MS;

  return (
    <section aria-label={`Walk-in ${fields.name}`} className={styles.card}>
      <div className={styles.walkInHead}>
        <VisitorPhoto view={view} />
        <div>
          <h2 className={styles.cardName}>{fields.name}</h2>
          <p className={styles.cardFacts}>
            Flat <strong>{fields.apartment}</strong> · {fields.purpose}
          </p>
        </div>
      </div>
      {refused && (
        <p role="alert" className={styles.reason}>
          {outboxReason(record) ?? outboxLabel(record)}
        </p>
      )}
      {answer && (
        <p role="status" className={styles.verdict} data-tone={answer.decision}>
          {answerText(view)}
        </p>
      )}
      {!answer && !refused && (
        <>
          <p role="status">
            {record.status === 'sent'
              ? messages.walkInRecorded
              : `Waiting for an answer… ${outboxLabel(record)}`}
          </p>
          {(late || !online) && <CallTheFlat walkInId={view.id} flat={flat} onDecide={onDecide} />}
        </>
      )}
      {(answer || refused) && (
        <Button variant="secondary" onClick={onDone}>
          Done
        </Button>
      )}
    </section>
  );
}

interface WalkInCardsProps {
  views: readonly WalkInView[];
  directory: readonly DirectoryEntry[];
  online: boolean;
  onDecide: (walkInId: string, decision: WalkInDecision, resident: string) => void;
  onDone: (walkInId: string) => void;
}

/** The shift's open walk-ins, each with its flat's residents to call. */
export function WalkInCards({ views, directory, online, onDecide, onDone }: WalkInCardsProps) {
  return views.map((view) => (
    <WalkInCard
      key={view.id}
      view={view}
      online={online}
      flat={directory.find((flat) => flat.apartment === view.fields.apartment)}
      onDone={() => onDone(view.id)}
      onDecide={(decision, resident) => onDecide(view.id, decision, resident)}
    />
  ));
}
