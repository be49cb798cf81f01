/**
 * The household's moves on a resolved ticket (`ticketLifecycle`, mover 'owner'): Reopen, with
 * what is still wrong, only within 7 days of being resolved; or Close with a 1–5 rating and an
 * optional word. What each needs is checked by `ticketMoveProblem`, as the server checks it.
 * Moves are online only (a stale one is refused), so offline they wait and say why.
 */
import { useId, useState, type FormEvent } from 'react';
import type { TicketDetail, TicketMove } from '../../../contract/helpdesk/helpdesk';
import {
  canReopen,
  ticketLifecycle,
  ticketMoveProblem,
} from '../../../contract/helpdesk/lifecycle';
import { messages } from '../../../contract/messages';
import { movesFrom } from '../../../contract/requests/lifecycle';
import { errorMessage } from '../../api/api-error';
import { useTicketMove } from '../../api/helpdesk';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { TextAreaField } from '../../ui/select-field';
import { RatingField } from './rating-field';
import { moveWords } from './words';
import styles from './helpdesk.module.css';

type Choice = 'reopen' | 'close';

interface TicketMovesProps {
  ticket: TicketDetail;
  online: boolean;
  now: number;
  onDone: (message: string) => void;
}

/** Which of the household's moves this ticket offers now. */
export function householdMoves(ticket: TicketDetail, now: number) {
  const moves = ticket.mine ? movesFrom(ticketLifecycle, ticket.status, 'owner') : [];
  const resolvedAt = ticket.resolved_at ? new Date(ticket.resolved_at) : null;
  return {
    reopen:
      moves.some((move) => move.to === 'In progress') &&
      resolvedAt !== null &&
      canReopen(resolvedAt, new Date(now)),
    close: moves.some((move) => move.to === 'Closed'),
  };
}

export function TicketMoves({ ticket, online, now, onDone }: TicketMovesProps) {
  const id = useId();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [note, setNote] = useState('');
  const [rating, setRating] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const move = useTicketMove(ticket.id);
  const offered = householdMoves(ticket, now);
  if (!offered.reopen && !offered.close) return null;

  const pick = (next: Choice | null) => {
    setChoice(next);
    setNote('');
    setRating(undefined);
    setProblem(undefined);
    move.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    const body: TicketMove =
      choice === 'reopen'
        ? { status: 'In progress', note: text }
        : { status: 'Closed', rating, ...(text ? { note: text } : {}) };
    const wrong = ticketMoveProblem(ticket.status, body, 'owner', ticket.id);
    setProblem(wrong);
    if (wrong || !online) return;
    move.mutate(body, {
      onSuccess: () => {
        onDone(choice === 'reopen' ? moveWords.reopened : moveWords.closed);
        pick(null);
      },
    });
  };

  const offline = online ? undefined : `${id}-offline`;
  // The rating's and the reason's problems show at their field; anything else above the form.
  const atRating = choice === 'close' && problem === messages.ticketRatingRequired;
  const atNote = choice === 'reopen' && problem === messages.ticketReasonRequired;
  return (
    <section aria-labelledby={`${id}-moves`} className={styles.form}>
      <h2 id={`${id}-moves`}>Is it fixed?</h2>
      {!online && <Notice id={offline}>{moveWords.needsConnection}</Notice>}
      {offered.reopen && <p className={styles.hint}>{moveWords.reopenWindow}</p>}
      {choice === null ? (
        <div className={styles.actions}>
          {offered.close && (
            <Button disabled={!online} aria-describedby={offline} onClick={() => pick('close')}>
              Close with rating
            </Button>
          )}
          {offered.reopen && (
            <Button
              variant="secondary"
              disabled={!online}
              aria-describedby={offline}
              onClick={() => pick('reopen')}
            >
              Reopen
            </Button>
          )}
        </div>
      ) : (
        <form onSubmit={submit} noValidate aria-label={choice === 'reopen' ? 'Reopen' : 'Close'}>
          {problem && !atRating && !atNote && <Banner tone="error">{problem}</Banner>}
          {move.isError && (
            <Banner tone="error">{errorMessage(move.error, messages.ticketMoveFailed)}</Banner>
          )}
          {choice === 'close' && (
            <RatingField
              value={rating}
              errorId={`${id}-rating`}
              error={atRating ? problem : undefined}
              onChange={(stars) => {
                setRating(stars);
                setProblem(undefined);
              }}
            />
          )}
          <TextAreaField
            label={choice === 'reopen' ? moveWords.reopenReason : 'Anything to add? (optional)'}
            name="note"
            value={note}
            autoFocus={choice === 'reopen'}
            error={atNote ? problem : undefined}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className={styles.actions}>
            <Button
              type="submit"
              busy={move.isPending}
              disabled={!online}
              aria-describedby={offline}
            >
              {choice === 'reopen' ? 'Reopen complaint' : 'Close complaint'}
            </Button>
            <Button variant="secondary" onClick={() => pick(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
