/**
 * A poll's times in words (issue 36), shared by the residents' and the RWA's screens: "Closes
 * Sat 20 Dec at 6:00 PM · 2 days left". The moment is India time in the contract's words, the
 * same as the server's "The poll closed at …" (poll-views' momentInWords), so the app and a
 * refusal name a time alike. The state is read from the times and the phone's clock, since a
 * list kept on the phone for days still says "open" for a poll that has closed since.
 */
import { dayAndClockLabel, inIndia } from '../../../contract/platform/india-time';
import type { Poll, PollStatus } from '../../../contract/polls/polls';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "Sat 20 Dec at 6:00 PM", India time; '' when the instant cannot be read. */
export function pollMoment(instant: string | number): string {
  const at = typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(at)) return '';
  const { date, time } = inIndia(new Date(at));
  return dayAndClockLabel(date, time);
}

/** "2 days", "5 h", "40 min": whole units, rounded down, as people count what is left. */
export function durationWords(ms: number): string {
  if (ms >= 2 * DAY) return `${Math.floor(ms / DAY)} days`;
  if (ms >= DAY) return '1 day';
  if (ms >= HOUR) return `${Math.floor(ms / HOUR)} h`;
  if (ms >= MINUTE) return `${Math.floor(ms / MINUTE)} min`;
  return 'less than a minute';
}

/** "2 days left", "40 min left". */
export const timeLeft = (ms: number): string => `${durationWords(ms)} left`;

type PollTimes = Pick<Poll, 'opens_at' | 'closes_at' | 'closed_early_at'>;

/** When the poll stops taking votes: the RWA's early close, else its time. */
export const pollEnd = (poll: PollTimes): number =>
  Date.parse(poll.closed_early_at ?? poll.closes_at);

/**
 * Open, upcoming or closed at `now` by the phone's clock. An early close is stamped by the
 * server's clock when it happens, so it is closed whatever the phone's clock (a few seconds
 * behind, or a page's `now` last ticked before the close) says.
 */
export function pollStatusAt(poll: PollTimes, now: number): PollStatus {
  if (poll.closed_early_at !== null || now >= pollEnd(poll)) return 'closed';
  return now < Date.parse(poll.opens_at) ? 'upcoming' : 'open';
}

/** The one line of when: open, upcoming or closed. */
export function pollWhen(poll: PollTimes, now: number): string {
  switch (pollStatusAt(poll, now)) {
    case 'open':
      return `Closes ${pollMoment(poll.closes_at)} · ${timeLeft(pollEnd(poll) - now)}`;
    case 'upcoming':
      return `Opens ${pollMoment(poll.opens_at)} · closes ${pollMoment(poll.closes_at)}`;
    case 'closed':
      return poll.closed_early_at
        ? `Closed early, ${pollMoment(poll.closed_early_at)}`
        : `Closed ${pollMoment(poll.closes_at)}`;
  }
}
