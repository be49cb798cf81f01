/**
 * Who has voted on a poll, and how (issue 36): the flats (or persons) against the roll, each
 * online, on paper or by proxy — never what they chose on a secret ballot (the server does not
 * say; ADR 006). An open ballot's choices show beside each voter.
 */
import { messages } from '../../../contract/messages';
import type { Poll, VoteRoute } from '../../../contract/polls/polls';
import { errorMessage } from '../../api/api-error';
import { Banner } from '../../ui/banner';
import { Spinner } from '../../ui/spinner';
import { useTurnout } from './use-admin-polls';
import styles from './admin-polls.module.css';

const routeWords: Record<VoteRoute, string> = {
  online: 'online',
  paper: 'on paper',
  proxy: 'by proxy',
};

/** A flat by its number; a person (a poll of persons) by the name and flat the server gives. */
const voterName = ({ voter, name }: { voter: string; name?: string }) =>
  name ?? (voter.startsWith('user:') ? 'A resident' : `Flat ${voter}`);

export function Turnout({ poll }: { poll: Pick<Poll, 'id' | 'options'> }) {
  const turnout = useTurnout(poll.id, true);
  if (turnout.isError) {
    return <Banner tone="error">{errorMessage(turnout.error, messages.pollResultsFailed)}</Banner>;
  }
  if (!turnout.data) return <Spinner label="Loading the turnout…" />;
  const { eligible, voted } = turnout.data;
  const label = (ids: readonly string[]) =>
    poll.options
      .filter((option) => ids.includes(option.id))
      .map((option) => option.label)
      .join(', ');
  return (
    <div>
      <p>
        <strong>
          {voted.length} of {eligible}
        </strong>{' '}
        voted
      </p>
      {voted.length > 0 && (
        <ul className={styles.voters} aria-label="Who voted">
          {voted.map((voter) => (
            <li key={voter.voter}>
              {voterName(voter)} · {routeWords[voter.via]}
              {voter.choices && ` · ${label(voter.choices)}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
