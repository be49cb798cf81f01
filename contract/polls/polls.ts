/**
 * Polls and resolutions (issue 36): one vote per flat (or per person), open between two instants,
 * secret or open, counted so anyone can check. A secret ballot is kept apart from its voter by
 * the server (ADR 006): no call answers who chose what, not even to the RWA. Each ballot has a
 * receipt code; after close the bulletin lists every counted ballot by receipt with its choices.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { apartmentNumber, isoInstant, optionalText, requiredText } from '../platform/fields';
import { messages } from '../messages';

export const pollLimits = {
  minOptions: 2,
  maxOptions: 20,
  maxProxies: 10,
} as const;

/**
 * `flat`: one ballot per flat, whoever of it votes; `person`: one per registered person;
 * `owners`: one ballot per flat, cast only by a person the register marks as its owner.
 */
export const electorates = ['flat', 'person', 'owners'] as const;
export type Electorate = (typeof electorates)[number];

/** Who votes, in words (the form, the ballot's facts, the results PDF). */
export const electorateNames: Record<Electorate, string> = {
  flat: 'One vote per flat',
  person: 'One vote per person',
  owners: 'Owners only (one vote per flat)',
};

export const pollStatuses = ['upcoming', 'open', 'closed'] as const;
export type PollStatus = (typeof pollStatuses)[number];

/** How a flat's vote reached the count. */
export const voteRoutes = ['online', 'paper', 'proxy'] as const;
export type VoteRoute = (typeof voteRoutes)[number];

const percent = (message: string, from = 0) =>
  z.number({ error: message }).int(message).min(from, message).max(100, message);

const optionLabel = requiredText('Option', 'line', messages.pollOptionRequired);

export const pollFields = z
  .strictObject({
    question: requiredText('Question', 'line', messages.pollQuestionRequired),
    details: optionalText('Details', 'description'),
    options: z
      .array(optionLabel, { error: messages.pollOptionsCount })
      .min(pollLimits.minOptions, messages.pollOptionsCount)
      .max(pollLimits.maxOptions, messages.pollOptionsCount),
    /** 1 for a single choice; more lets a voter tick up to this many. */
    max_choices: z
      .number({ error: messages.pollMaxChoices })
      .int(messages.pollMaxChoices)
      .min(1, messages.pollMaxChoices)
      .default(1),
    electorate: z.enum(electorates).default('flat'),
    opens_at: isoInstant('Opens at'),
    closes_at: isoInstant('Closes at'),
    secret: z.boolean().default(true),
    /** Results while the poll is open; otherwise only after it closes. */
    results_live: z.boolean().default(false),
    /** Percent of eligible voters who must vote for the result to stand. */
    quorum_percent: percent(messages.pollPercentRange).default(0),
    /** A resolution: the first option ("For") must reach this percent of ballots; null: a plain poll. */
    pass_percent: percent(messages.pollPassRange, 1).nullable().default(null),
    /** A vote, once cast, cannot be changed. */
    votes_final: z.boolean().default(false),
    /** Proxies one flat may hold (flat polls only); 0: no proxies. */
    max_proxies: z
      .number({ error: messages.pollProxyLimit })
      .int(messages.pollProxyLimit)
      .min(0, messages.pollProxyLimit)
      .max(pollLimits.maxProxies, messages.pollProxyLimit)
      .default(0),
    /** A resolution on this meeting's agenda (agms.ts), or null. */
    agm_id: z.uuid(messages.agmNotFound).nullable().default(null),
    /** Flats more than this many days overdue on dues cannot vote (where dues are kept); null: off. */
    max_overdue_days: z
      .number({ error: messages.pollOverdueDays })
      .int(messages.pollOverdueDays)
      .min(1, messages.pollOverdueDays)
      .max(365, messages.pollOverdueDays)
      .nullable()
      .default(null),
  })
  .refine(
    (poll) =>
      new Set(poll.options.map((label) => label.toLowerCase())).size === poll.options.length,
    {
      message: messages.pollOptionsDistinct,
      path: ['options'],
    },
  )
  .refine((poll) => poll.max_choices <= poll.options.length, {
    message: messages.pollMaxChoices,
    path: ['max_choices'],
  })
  .refine((poll) => Date.parse(poll.closes_at) > Date.parse(poll.opens_at), {
    message: messages.pollTimesOrder,
    path: ['closes_at'],
  });
export type PollFields = z.input<typeof pollFields>;

export const pollOption = z.object({ id: z.string(), label: z.string() });

export const poll = z.object({
  id: z.string(),
  question: z.string(),
  details: z.string(),
  options: z.array(pollOption),
  max_choices: z.number(),
  electorate: z.enum(electorates),
  opens_at: z.string(),
  closes_at: z.string(),
  secret: z.boolean(),
  results_live: z.boolean(),
  quorum_percent: z.number(),
  pass_percent: z.number().nullable(),
  votes_final: z.boolean(),
  max_proxies: z.number(),
  status: z.enum(pollStatuses),
  /** Set when the RWA closed it before its time. */
  closed_early_at: z.string().nullable(),
  close_reason: z.string(),
  agm_id: z.string().nullable(),
  /** Polls kept on a phone from before the dues rule read as having none. */
  max_overdue_days: z.number().nullable().default(null),
});
export type Poll = z.infer<typeof poll>;

/** What one caller's flat (or the caller) has done on a poll, and may do. */
export const myStanding = z.object({
  /** The flat's (or person's) current ballot: its choices and receipt code; null before voting. */
  ballot: z.object({ choices: z.array(z.string()), receipt: z.string() }).nullable(),
  voted_via: z.enum(voteRoutes).nullable(),
  /** The flat that holds this flat's proxy, or null. */
  proxy_to: z.string().nullable(),
  /** The flats whose proxies this flat holds, each with whether it has voted for them. */
  proxies_held: z.array(
    z.object({
      apartment: z.string(),
      ballot: z.object({ choices: z.array(z.string()), receipt: z.string() }).nullable(),
    }),
  ),
  eligible: z.boolean(),
  /** Why not, in the server's sentence (the dues rule, or not on the roll); null when eligible. */
  ineligible_reason: z.string().nullable().default(null),
});
export type MyStanding = z.infer<typeof myStanding>;

export const memberPoll = poll.extend({ mine: myStanding });
export type MemberPoll = z.infer<typeof memberPoll>;

export const byPoll = z.strictObject({ id: z.uuid(messages.pollNotFound) });

export const createPoll = defineEndpoint({
  method: 'POST',
  path: 'polls',
  access: 'rwa',
  body: pollFields,
  response: poll,
  failure: messages.pollSaveFailed,
  audit: { action: 'poll.create', target: 'poll' },
});

/** Only before it opens: a ballot must not change under a voter. */
export const updatePoll = defineEndpoint({
  method: 'PUT',
  path: 'polls/:id',
  access: 'rwa',
  params: byPoll,
  body: pollFields,
  response: poll,
  failure: messages.pollSaveFailed,
  audit: { action: 'poll.update', target: 'poll' },
});

export const closePoll = defineEndpoint({
  method: 'POST',
  path: 'polls/:id/close',
  access: 'rwa',
  params: byPoll,
  body: z.strictObject({
    reason: requiredText('Reason', 'comment', messages.pollCloseReasonRequired),
  }),
  response: poll,
  failure: messages.pollCloseFailed,
  audit: { action: 'poll.close', target: 'poll' },
});

/** Who voted and how (online, on paper, by proxy) — never what, unless the ballot is open. */
export const pollTurnout = defineEndpoint({
  method: 'GET',
  path: 'polls/:id/turnout',
  access: 'rwa',
  params: byPoll,
  response: z.object({
    eligible: z.number(),
    voted: z.array(
      z.object({
        voter: z.string(),
        /** A poll of persons: who the voter is ("Arjun Mehta, A101"); who voted is not secret. */
        name: z.string().optional(),
        via: z.enum(voteRoutes),
        /** Open ballots only: the option ids chosen. */
        choices: z.array(z.string()).optional(),
      }),
    ),
  }),
  failure: messages.pollResultsFailed,
});

export const paperVoteFields = z.strictObject({
  apartment: apartmentNumber,
  choices: z.array(z.uuid(messages.choiceNotOnBallot), { error: messages.choicesRequired }),
});

/** A ballot cast on paper at the meeting; it blocks the flat's online vote, and the reverse. */
export const recordPaperVote = defineEndpoint({
  method: 'POST',
  path: 'polls/:id/paper-votes',
  access: 'rwa',
  params: byPoll,
  body: paperVoteFields,
  response: z.object({ message: z.string(), receipt: z.string() }),
  failure: messages.paperVoteFailed,
  audit: { action: 'poll.paper_vote', target: 'poll' },
});

export const listPolls = defineEndpoint({
  method: 'GET',
  path: 'polls',
  access: 'member',
  response: z.array(memberPoll),
  failure: messages.pollsFetchFailed,
});

export const getPoll = defineEndpoint({
  method: 'GET',
  path: 'polls/:id',
  access: 'member',
  params: byPoll,
  response: memberPoll,
  failure: messages.pollsFetchFailed,
});

export const voteFields = z.strictObject({
  choices: z.array(z.uuid(messages.choiceNotOnBallot), { error: messages.choicesRequired }),
  /** A flat whose proxy the caller's flat holds: the vote is cast for it. */
  for_apartment: apartmentNumber.optional(),
});
export type VoteFields = z.input<typeof voteFields>;

/** Sent through the outbox; a second phone of the flat replaces the flat's ballot, never adds. */
export const castVote = defineEndpoint({
  method: 'PUT',
  path: 'polls/:id/vote',
  access: 'member',
  params: byPoll,
  body: voteFields,
  response: z.object({ message: z.string(), receipt: z.string() }),
  idempotent: true,
  failure: messages.voteFailed,
});

export const giveProxy = defineEndpoint({
  method: 'POST',
  path: 'polls/:id/proxy',
  access: 'member',
  params: byPoll,
  body: z.strictObject({ to_apartment: apartmentNumber }),
  response: z.object({ message: z.string() }),
  failure: messages.proxyFailed,
});
