/**
 * The poll form's values and the one schema that checks them (issue 36): what the RWA types —
 * options as rows, open and close as India date and time, a pass mark only for a resolution —
 * becomes the contract's `pollFields`, each complaint under its field.
 */
import { z } from 'zod';
import { addDays } from '../../../contract/platform/india-time';
import { electorates, pollFields, type Poll, type PollFields } from '../../../contract/polls/polls';
import { indiaClock, indiaDay, indiaInstant } from '../../lib/india-time';

interface IndiaMomentValues {
  date: string;
  time: string;
}

export interface PollFormValues {
  question: string;
  details: string;
  options: { label: string }[];
  max_choices: number;
  electorate: (typeof electorates)[number];
  opens_at: IndiaMomentValues;
  closes_at: IndiaMomentValues;
  secret: boolean;
  results_live: boolean;
  quorum_percent: number;
  resolution: boolean;
  pass_percent: number;
  votes_final: boolean;
  max_proxies: number;
  /** The meeting whose agenda holds this poll, kept as it was: this form does not move it. */
  agm_id: string | null;
  /** Flats far behind on dues cannot vote: on, and how many days overdue is too many. */
  dues_rule: boolean;
  max_overdue_days: number;
}

const moment = (at: number): IndiaMomentValues => ({ date: indiaDay(at), time: indiaClock(at) });

/** A new poll: two empty options, opening now and closing in a week, secret, results at close. */
export function blankPoll(now = Date.now()): PollFormValues {
  const today = indiaDay(now);
  return {
    question: '',
    details: '',
    options: [{ label: '' }, { label: '' }],
    max_choices: 1,
    electorate: 'flat',
    opens_at: moment(now),
    closes_at: { date: addDays(today, 7), time: '18:00' },
    secret: true,
    results_live: false,
    quorum_percent: 0,
    resolution: false,
    pass_percent: 50,
    votes_final: false,
    max_proxies: 0,
    agm_id: null,
    dues_rule: false,
    max_overdue_days: 30,
  };
}

/** A poll not yet open, back in the form to be changed. */
export function pollValues(poll: Poll): PollFormValues {
  return {
    question: poll.question,
    details: poll.details,
    options: poll.options.map((option) => ({ label: option.label })),
    max_choices: poll.max_choices,
    electorate: poll.electorate,
    opens_at: moment(Date.parse(poll.opens_at)),
    closes_at: moment(Date.parse(poll.closes_at)),
    secret: poll.secret,
    results_live: poll.results_live,
    quorum_percent: poll.quorum_percent,
    resolution: poll.pass_percent !== null,
    pass_percent: poll.pass_percent ?? 50,
    votes_final: poll.votes_final,
    max_proxies: poll.max_proxies,
    agm_id: poll.agm_id,
    dues_rule: poll.max_overdue_days !== null,
    max_overdue_days: poll.max_overdue_days ?? 30,
  };
}

/** The contract's body of the typed values. */
export function pollBody(values: PollFormValues): PollFields {
  const { opens_at, closes_at, options, resolution, pass_percent, dues_rule, ...rest } = values;
  const instant = ({ date, time }: IndiaMomentValues) =>
    date && time ? indiaInstant(date, time) : '';
  return {
    ...rest,
    options: options.map((option) => option.label),
    opens_at: instant(opens_at),
    closes_at: instant(closes_at),
    pass_percent: resolution ? pass_percent : null,
    max_overdue_days: dues_rule ? rest.max_overdue_days : null,
  };
}

const indiaMoment = z.object({ date: z.string(), time: z.string() });

const formFields = z.object({
  question: z.string(),
  details: z.string(),
  options: z.array(z.object({ label: z.string() })),
  max_choices: z.number(),
  electorate: z.enum(electorates),
  opens_at: indiaMoment,
  closes_at: indiaMoment,
  secret: z.boolean(),
  results_live: z.boolean(),
  quorum_percent: z.number(),
  resolution: z.boolean(),
  pass_percent: z.number(),
  votes_final: z.boolean(),
  max_proxies: z.number(),
  agm_id: z.string().nullable(),
  dues_rule: z.boolean(),
  max_overdue_days: z.number(),
});

/** Values in, the contract's body out, checked by the contract's own schema. */
export const pollForm = formFields.transform(pollBody).pipe(pollFields);
export type PollFormOutput = z.output<typeof pollForm>;
