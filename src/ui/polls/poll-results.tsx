/**
 * A poll's results (issue 36) for residents and the RWA: the turnout against the roll, the quorum
 * met or not, each option's votes and share as a bar that fits a 360 px phone, and a
 * resolution's outcome. Live results say they may still change.
 */
import type { Poll } from '../../../contract/polls/polls';
import type { PollResult } from '../../../contract/polls/results';
import { Badge } from '../badge';
import styles from './poll-results.module.css';

const ballotsWord = (count: number) => (count === 1 ? '1 ballot' : `${count} ballots`);

/** "Passed", "Not passed" or nothing, for a resolution's outcome once closed. */
export function outcomeLabel(result: Pick<PollResult, 'passed'>): string | null {
  if (result.passed === null) return null;
  return result.passed ? 'Passed' : 'Not passed';
}

export function PollResults({
  poll,
  result,
}: {
  poll: Pick<Poll, 'question' | 'quorum_percent' | 'pass_percent'>;
  result: PollResult;
}) {
  const outcome = outcomeLabel(result);
  return (
    <section className={styles.results} aria-label={`Results: ${poll.question}`}>
      {!result.final && (
        <p className={styles.muted}>Live results: they may change until the poll closes.</p>
      )}
      {outcome && (
        <p className={styles.outcome}>
          <Badge tone={result.passed ? 'success' : 'danger'}>{outcome}</Badge>
          {poll.pass_percent !== null && (
            <span className={styles.muted}> Needed {poll.pass_percent}% for the first option.</span>
          )}
        </p>
      )}
      <p>
        Turnout: <strong>{ballotsWord(result.ballots)}</strong> of {result.eligible} eligible (
        {result.turnout_percent}%)
      </p>
      {poll.quorum_percent > 0 && (
        <p>
          Quorum of {poll.quorum_percent}%:{' '}
          <Badge tone={result.quorum_met ? 'success' : 'warning'}>
            {result.quorum_met ? 'met' : 'not met'}
          </Badge>
        </p>
      )}
      <ul className={styles.options} aria-label="Votes per option">
        {result.options.map((option) => (
          <li key={option.id} className={styles.option}>
            <div className={styles.optionHead}>
              <span className={styles.label}>{option.label}</span>
              <span className={styles.count}>
                {option.votes} · {option.percent}%
              </span>
            </div>
            <div
              className={styles.track}
              role="img"
              aria-label={`${option.label}: ${option.votes} votes, ${option.percent}%`}
            >
              <div className={styles.fill} style={{ width: `${Math.min(100, option.percent)}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
