/**
 * A poll's count (issue 36): the results — after close, or live where the RWA allowed it — the
 * bulletin of every counted ballot by receipt, and the results as a CSV and a PDF for the minutes.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { messages } from '../messages';
import { byPoll } from './polls';

export const pollResult = z.object({
  poll_id: z.string(),
  final: z.boolean(),
  eligible: z.number(),
  ballots: z.number(),
  /** Ballots ÷ eligible, 0–100, one decimal. */
  turnout_percent: z.number(),
  quorum_met: z.boolean(),
  options: z.array(
    z.object({ id: z.string(), label: z.string(), votes: z.number(), percent: z.number() }),
  ),
  /** A resolution's outcome once closed; null for a plain poll or while open. */
  passed: z.boolean().nullable(),
});
export type PollResult = z.infer<typeof pollResult>;

export const pollResults = defineEndpoint({
  method: 'GET',
  path: 'polls/:id/results',
  access: 'signed_in',
  params: byPoll,
  response: pollResult,
  failure: messages.pollResultsFailed,
});

/** Every counted ballot by receipt code, ordered by receipt: anyone can recount it. */
export const pollBulletin = defineEndpoint({
  method: 'GET',
  path: 'polls/:id/bulletin',
  access: 'signed_in',
  params: byPoll,
  response: z.object({
    poll_id: z.string(),
    ballots: z.array(z.object({ receipt: z.string(), choices: z.array(z.string()) })),
  }),
  failure: messages.pollResultsFailed,
});

export const pollResultsCsvColumns = [
  'question',
  'option',
  'votes',
  'percent',
  'ballots',
  'eligible',
  'turnout_percent',
  'quorum_met',
  'passed',
] as const;

/** The results for the minutes: one row per option, the poll's totals on each. */
export const pollResultsCsv = defineEndpoint({
  method: 'GET',
  path: 'polls/:id/results.csv',
  access: 'rwa',
  params: byPoll,
  responseType: 'file',
  response: z.string(),
  failure: messages.pollResultsFailed,
});

/**
 * The results on the estate's sheet, for the minutes: the question, its dates in words, the
 * turnout, the quorum, each option's votes and percent, passed or failed for a resolution and
 * the meeting of an AGM resolution. Never who chose what. Shown when the CSV is.
 */
export const pollResultsPdf = defineEndpoint({
  method: 'GET',
  path: 'polls/:id/results.pdf',
  access: 'rwa',
  params: byPoll,
  responseType: 'file',
  response: z.unknown(),
  failure: messages.pollResultsFailed,
});
