/**
 * A poll's results on the estate's sheet (platform/pdf-sheet), for the minutes (issue 36): the
 * question, when it opened and closed in words, who voted and the turnout against the roll, the
 * quorum, each option's votes and percent, a resolution's outcome and an AGM resolution's
 * meeting. Drawn from the count alone: it holds no voter, so it cannot say who chose what.
 */
import { estateName } from '../../../contract/platform/estate';
import { clockLabel, inIndia } from '../../../contract/platform/india-time';
import type { PollResult } from '../../../contract/polls/results';
import { electorateNames } from '../../../contract/polls/polls';
import {
  finishSheet,
  longDate,
  MARGIN,
  paragraph,
  roomFor,
  row,
  startSheet,
  wrapped,
  write,
} from '../../platform/pdf-sheet';
import { closedAt, type PollRow } from './poll-views';

export interface ResultsSheet {
  poll: PollRow;
  count: PollResult;
  /** The meeting whose agenda held the resolution, or null. */
  meeting: { title: string; held_at: Date } | null;
  now: Date;
}

/** "20 December 2026 at 6:00 PM", India time. */
export function instantInWords(instant: Date): string {
  const { date, time } = inIndia(instant);
  return `${longDate(date)} at ${clockLabel(time)}`;
}

const VOTES_X = MARGIN + 330;
const PERCENT_X = MARGIN + 400;

function quorumWords(poll: PollRow, count: PollResult): string {
  if (poll.quorum_percent === 0) return 'None set';
  return `${poll.quorum_percent}% of the roll: ${count.quorum_met ? 'met' : 'not met'}`;
}

function outcomeWords(poll: PollRow, count: PollResult): string | null {
  if (poll.pass_percent === null) return null;
  if (count.passed === null) return 'Not decided: the poll is still open';
  const first = count.options[0]?.label ?? 'the first option';
  return `${count.passed ? 'Passed' : 'Failed'} (${poll.pass_percent}% for "${first}" needed)`;
}

export async function resultsPdf({ poll, count, meeting, now }: ResultsSheet): Promise<Buffer> {
  const pen = await startSheet(`Results: ${poll.question}`, poll.question);
  if (poll.details) {
    paragraph(pen, poll.details);
    pen.y -= 8;
  }
  if (meeting) {
    row(pen, 'Meeting', `${meeting.title}, ${instantInWords(meeting.held_at)}`);
  }
  row(pen, 'Opened', instantInWords(poll.opens_at));
  const ended = closedAt(poll);
  row(pen, count.final ? 'Closed' : 'Closes', instantInWords(count.final ? ended : poll.closes_at));
  if (poll.closed_early_at) row(pen, 'Closed early', poll.close_reason);
  row(pen, 'Who votes', electorateNames[poll.electorate]);
  row(pen, 'Ballot', poll.secret ? 'Secret' : 'Open');
  row(pen, 'Turnout', `${count.ballots} of ${count.eligible} voted (${count.turnout_percent}%)`);
  row(pen, 'Quorum', quorumWords(poll, count));
  const outcome = outcomeWords(poll, count);
  if (outcome) row(pen, 'Resolution', outcome);
  if (!count.final) {
    pen.y -= 4;
    paragraph(pen, 'The poll is still open: this is the count so far.', { bold: true });
  }

  pen.y -= 16;
  roomFor(pen, 40);
  write(pen, 'Options', { size: 13, bold: true });
  write(pen, 'Votes', { x: VOTES_X, bold: true });
  write(pen, 'Percent', { x: PERCENT_X, bold: true });
  pen.y -= 22;
  for (const option of count.options) {
    const lines = wrapped(pen.regular, option.label, 11, VOTES_X - MARGIN - 12);
    roomFor(pen, lines.length * 16 + 4);
    lines.forEach((line, index) => {
      write(pen, line);
      // The numbers after the label's first line, so the text reads "For 12 60%".
      if (index === 0) {
        write(pen, String(option.votes), { x: VOTES_X });
        write(pen, `${option.percent}%`, { x: PERCENT_X });
      }
      pen.y -= 16;
    });
    pen.y -= 4;
  }
  return finishSheet(
    pen,
    `Counted by the ${estateName} portal on ${instantInWords(now)}. It says how many chose each option, never who.`,
  );
}
