// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import {
  ballotDefaults,
  ballotSchema,
  choiceLabels,
  ownBallotBlocked,
} from '../../../src/features/polls/ballot-rules';
import { ballotHint, ballotMode } from '../../../src/ui/polls/choice-rules';
import { pollMoment, pollStatusAt, pollWhen, timeLeft } from '../../../src/ui/polls/poll-times';
import { openPoll } from './poll-fixture';

const now = Date.parse('2026-12-18T06:30:00Z');
const HOUR = 3_600_000;

describe('the ballot of a poll (issue 36)', () => {
  it('is radio buttons for one choice and check boxes up to the most for several', () => {
    expect(ballotMode(1)).toBe('radio');
    expect(ballotHint(1)).toBe('Choose one');
    expect(ballotMode(3)).toBe('checkbox');
    expect(ballotHint(3)).toBe('Choose up to 3');
    expect(ballotDefaults(1, ['o-grey'])).toEqual({ choices: 'o-grey' });
    expect(ballotDefaults(1, [])).toEqual({ choices: null });
    expect(ballotDefaults(2, ['o-grey'])).toEqual({ choices: ['o-grey'] });
  });

  it('refuses no choice and too many in the server’s words, and gives the choices as a list', () => {
    const single = ballotSchema(1);
    expect(single.safeParse({ choices: 'o-beige' }).data).toEqual({ choices: ['o-beige'] });
    expect(single.safeParse({ choices: null }).error?.issues[0]?.message).toBe(
      messages.choicesRequired,
    );
    const two = ballotSchema(2);
    expect(two.safeParse({ choices: ['o-beige', 'o-grey'] }).success).toBe(true);
    expect(
      two.safeParse({ choices: ['o-beige', 'o-grey', 'o-white'] }).error?.issues[0]?.message,
    ).toBe(messages.choicesTooMany(2));
    expect(two.safeParse({ choices: [] }).error?.issues[0]?.message).toBe(messages.choicesRequired);
  });

  it('names the choices in the ballot’s order', () => {
    expect(choiceLabels(openPoll(now), ['o-white', 'o-beige'])).toBe('Beige, White');
  });

  it('says why the flat cannot vote: a proxy given, a paper vote, not on the roll', () => {
    const poll = openPoll(now);
    expect(ownBallotBlocked(poll, now)).toBeNull();
    expect(ownBallotBlocked({ ...poll, mine: { ...poll.mine, proxy_to: 'B202' } }, now)).toBe(
      messages.votedByProxy('B202'),
    );
    expect(ownBallotBlocked({ ...poll, mine: { ...poll.mine, voted_via: 'paper' } }, now)).toBe(
      messages.votedOnPaper,
    );
    expect(ownBallotBlocked({ ...poll, mine: { ...poll.mine, eligible: false } }, now)).toBe(
      messages.voteNotEligible,
    );
    // Closed by the phone's clock, though the saved list still says open: no ballot.
    expect(ownBallotBlocked(poll, Date.parse(poll.closes_at))).toBe('');
  });
});

describe('a poll’s times in words (issue 36)', () => {
  it('says when an open poll closes and how long is left', () => {
    const poll = openPoll(now);
    expect(pollWhen(poll, now)).toBe(`Closes ${pollMoment(poll.closes_at)} · 2 days left`);
    expect(pollMoment('2026-12-20T12:30:00Z')).toMatch(/^Sun,? 20 Dec at (18:00|6:00 PM)$/);
    expect(timeLeft(30 * HOUR)).toBe('1 day left');
    expect(timeLeft(5 * HOUR + 59 * 60_000)).toBe('5 h left');
    expect(timeLeft(40 * 60_000)).toBe('40 min left');
    expect(timeLeft(20_000)).toBe('less than a minute left');
  });

  it('reads open, upcoming and closed from the times, an early close included', () => {
    const poll = openPoll(now);
    expect(pollStatusAt(poll, now)).toBe('open');
    expect(pollStatusAt(poll, now - 2 * HOUR)).toBe('upcoming');
    expect(pollWhen(poll, now - 2 * HOUR)).toBe(
      `Opens ${pollMoment(poll.opens_at)} · closes ${pollMoment(poll.closes_at)}`,
    );
    const early = { ...poll, closed_early_at: new Date(now - 60_000).toISOString() };
    expect(pollStatusAt(early, now)).toBe('closed');
    expect(pollWhen(early, now)).toBe(`Closed early, ${pollMoment(early.closed_early_at)}`);
    // The server stamped the close a few seconds after the page's clock last ticked: closed.
    const justNow = { ...poll, closed_early_at: new Date(now + 5_000).toISOString() };
    expect(pollStatusAt(justNow, now)).toBe('closed');
  });
});
