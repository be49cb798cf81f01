/**
 * The ballot's rules on the phone (issue 36): one choice as radio buttons, several as check
 * boxes up to the poll's most; the same sentences as the server's refusals (the contract's
 * messages), so a mistake reads alike before and after sending; and who may vote now.
 */
import { z } from 'zod';
import { messages } from '../../../contract/messages';
import type { MemberPoll } from '../../../contract/polls/polls';
import { pollStatusAt } from '../../ui/polls/poll-times';

export type BallotMode = 'radio' | 'checkbox';

export const ballotMode = (maxChoices: number): BallotMode =>
  maxChoices > 1 ? 'checkbox' : 'radio';

/** What the ballot asks, above its options. */
export const ballotHint = (maxChoices: number): string =>
  maxChoices > 1 ? `Choose up to ${maxChoices}` : 'Choose one';

/** What the form holds: a radio group gives one value (or none), check boxes a list. */
export interface BallotValues {
  choices: string | string[] | null;
}

const asList = (value: BallotValues['choices']): string[] =>
  value === null || value === '' ? [] : Array.isArray(value) ? value : [value];

/** The form's values in, the choices out: at least one, at most `maxChoices`. */
export function ballotSchema(maxChoices: number) {
  return z
    .object({ choices: z.union([z.string(), z.array(z.string()), z.null()]) })
    .transform(({ choices }) => ({ choices: asList(choices) }))
    .pipe(
      z.object({
        choices: z
          .array(z.string())
          .min(1, messages.choicesRequired)
          .max(maxChoices, messages.choicesTooMany(maxChoices)),
      }),
    );
}

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
  if (!mine.eligible) return messages.voteNotEligible;
  return null;
}

/** True when a ballot already cast may be cast again (the RWA can make votes final). */
export const canChangeVote = (poll: Pick<MemberPoll, 'votes_final'>): boolean => !poll.votes_final;
