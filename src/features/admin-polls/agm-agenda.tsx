/**
 * A meeting's agenda (issue 36): each resolution with its state and, once open, its turnout —
 * which flats voted and how (online, on paper, by proxy), never what on a secret ballot. The
 * resolutions themselves are run (closed, paper votes, results) from their cards in the polls
 * list below.
 */
import type { Poll } from '../../../contract/polls/polls';
import { Badge } from '../../ui/badge';
import { JustAdded } from '../../ui/just-added';
import { pollStatusAt, pollWhen } from '../../ui/polls/poll-times';
import cards from '../../ui/request-card.module.css';
import { statusTones, statusWords } from './poll-status';
import { Turnout } from './turnout';
import styles from './admin-polls.module.css';

/** The mark of a resolution just added, apart from its card's in the polls list. */
export const agendaKey = (pollId: string) => `agenda:${pollId}`;

export function AgmAgenda({ agenda, now }: { agenda: Poll[]; now: number }) {
  if (agenda.length === 0) return <p className={cards.muted}>No resolutions yet.</p>;
  return (
    <ol className={styles.agenda} aria-label="Agenda">
      {agenda.map((poll) => {
        const status = pollStatusAt(poll, now);
        return (
          <li key={poll.id} aria-label={poll.question}>
            <div className={cards.head}>
              <strong>{poll.question}</strong>
              <Badge tone={statusTones[status]}>{statusWords[status]}</Badge>
            </div>
            <JustAdded itemKey={agendaKey(poll.id)} />
            <p className={cards.muted}>{pollWhen(poll, now)}</p>
            {status !== 'upcoming' && <Turnout poll={poll} />}
          </li>
        );
      })}
    </ol>
  );
}
