/**
 * The resident's ballot on the phone (issue 36): its form's values (the choice rules are shared
 * with the RWA's paper entry, src/ui/polls/choice-rules.ts), the choices in words, and who may
 * vote now, in the server's sentences.
 */
import { z } from 'zod';
import { messages } from '../../../contract/messages';
import type { MemberPoll } from '../../../contract/polls/polls';
import { ballotMode, choicesField, type ChoicesValue } from '../../ui/polls/choice-rules';
import { pollStatusAt } from '../../ui/polls/poll-times';

/** What the form holds: the choices as its radio group or check boxes give them. */
export interface BallotValues {
  choices: ChoicesValue;
}

/** The form's values in, the choices out: at least one, at most `maxChoices`. */
export const ballotSchema = (maxChoices: number) => z.object({ choices: choicesField(maxChoices) });

/** The form's starting values: the choices already cast (or queued), in the form's shape. */
export function ballotDefaults(maxChoices: number, choices: readonly string[]): BallotValues {
  return { choices: ballotMode(maxChoices) === 'radio' ? (choices[0] ?? null) : [...choices] };
}

/** Option labels of a ballot's choices, in the ballot's order ("Beige, Grey"). */
export function choiceLabels(poll: Pick<MemberPoll, 'options'>, choices: readonly string[]) {
  return poll.options
    .filter((option) => choices.includes(option.id))
    .map((option) => option.label)
    .join(', ');
}

/**
 * Why the flat cannot use its own ballot now, in the server's words; null when it can. A poll
 * that is not open says so in its time line, so it gives '' (blocked, nothing more to say).
 */
export function ownBallotBlocked(poll: MemberPoll, now: number): string | null {
  if (pollStatusAt(poll, now) !== 'open') return '';
  const { mine } = poll;
  if (mine.proxy_to) return messages.votedByProxy(mine.proxy_to);
  if (mine.voted_via === 'paper') return messages.votedOnPaper;
  if (!mine.eligible) return mine.ineligible_reason ?? messages.voteNotEligible;
  return null;
}

/** True when a ballot already cast may be cast again (the RWA can make votes final). */
export const canChangeVote = (poll: Pick<MemberPoll, 'votes_final'>): boolean => !poll.votes_final;
