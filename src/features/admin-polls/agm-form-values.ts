/**
 * The meeting form's values and the one schema that checks them (issue 36): the date and time
 * typed in India time become the contract's `held_at`, each complaint under its field. Also a
 * meeting's first resolution: a poll of flats on its agenda, For or Against, closing when the
 * meeting ends (it is voted online before it, on paper at it).
 */
import { z } from 'zod';
import { addDays } from '../../../contract/platform/india-time';
import { agmFields, type Agm, type AgmFields } from '../../../contract/polls/agms';
import { indiaClock, indiaDay, indiaInstant } from '../../lib/india-time';
import { blankPoll, type PollFormValues } from './poll-form-values';

export interface AgmFormValues {
  title: string;
  date: string;
  time: string;
  venue: string;
}

/** A new meeting: two weeks from today at 6 PM, India time. */
export function blankAgm(now = Date.now()): AgmFormValues {
  return { title: '', date: addDays(indiaDay(now), 14), time: '18:00', venue: '' };
}

const agmBody = ({ title, date, time, venue }: AgmFormValues): AgmFields => ({
  title,
  held_at: date && time ? indiaInstant(date, time) : '',
  venue,
});

const formFields = z.object({
  title: z.string(),
  date: z.string(),
  time: z.string(),
  venue: z.string(),
});

/** Values in, the contract's body out, checked by the contract's own schema. */
export const agmForm = formFields.transform(agmBody).pipe(agmFields);
export type AgmFormOutput = z.output<typeof agmForm>;

/** A meeting lasts about this long: its resolutions close this long after it starts. */
const MEETING_MS = 3 * 60 * 60_000;

/** A resolution for this meeting: For or Against, passing with half, one proxy per flat. */
export function blankResolution(agm: Agm, now = Date.now()): PollFormValues {
  const ends = Date.parse(agm.held_at) + MEETING_MS;
  const blank = blankPoll(now);
  return {
    ...blank,
    options: [{ label: 'For' }, { label: 'Against' }],
    closes_at: ends > now ? { date: indiaDay(ends), time: indiaClock(ends) } : blank.closes_at,
    quorum_percent: 0,
    resolution: true,
    pass_percent: 50,
    max_proxies: 1,
    agm_id: agm.id,
  };
}
