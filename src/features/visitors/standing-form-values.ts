/**
 * The standing approval form's values and the one schema that checks them (issue 34): what a
 * resident picks — who, which companies, how long, which days and hours — becomes the contract's
 * body, checked by `standingFields` and the contract's date rule, each complaint under its field.
 */
import { z } from 'zod';
import {
  ANY_COMPANY,
  STANDING_AHEAD_DAYS,
  standingCompanies,
  standingDatesProblem,
  standingFields,
  standingKinds,
  type StandingFields,
  type StandingKind,
} from '../../../contract/gate/standing';
import { weekdayOf, weekdays, type Weekday } from '../../../contract/gate/visitors';
import { addDays } from '../../../contract/platform/india-time';
import { indiaDay } from '../../lib/india-time';

export const standingLengths = ['until_stopped', 'today', 'until_date'] as const;
export type StandingLength = (typeof standingLengths)[number];

export const standingLengthLabels: Record<StandingLength, string> = {
  until_stopped: 'Until I stop it',
  today: 'Today only',
  until_date: 'Until a date',
};

export interface StandingFormValues {
  kind: StandingKind;
  companies: string[];
  length: StandingLength;
  ends_on: string;
  days: Weekday[];
  start_time: string;
  end_time: string;
  plate_suffix: string;
}

/** Deliveries 09:00–22:00 every day until stopped; a cab today, all day. */
export function blankStanding(
  kind: StandingKind = 'delivery',
  now = Date.now(),
): StandingFormValues {
  const cab = kind === 'cab';
  return {
    kind,
    companies: [],
    length: cab ? 'today' : 'until_stopped',
    ends_on: addDays(indiaDay(now), 30),
    days: [...weekdays],
    start_time: cab ? '00:00' : '09:00',
    end_time: cab ? '23:59' : '22:00',
    plate_suffix: '',
  };
}

/** The contract's body of the picked values, starting today (India). */
export function standingBody(values: StandingFormValues, today: string): StandingFields {
  // Companies still ticked from the other kind are not this approval's.
  const ofKind: readonly string[] = [...standingCompanies[values.kind], ANY_COMPANY];
  const single = values.length === 'today';
  return {
    kind: values.kind,
    companies: values.companies.filter((company) =>
      ofKind.includes(company),
    ) as StandingFields['companies'],
    days: single ? [weekdayOf(today)] : weekdays.filter((day) => values.days.includes(day)),
    start_time: values.start_time,
    end_time: values.end_time,
    starts_on: today,
    ends_on: single ? today : values.length === 'until_date' ? values.ends_on : null,
    plate_suffix: values.plate_suffix,
  };
}

const formFields = z.object({
  kind: z.enum(standingKinds),
  companies: z.array(z.string()),
  length: z.enum(standingLengths),
  ends_on: z.string(),
  days: z.array(z.enum(weekdays)),
  start_time: z.string(),
  end_time: z.string(),
  plate_suffix: z.string(),
});

/** Values in, the contract's body out; the date rule last, under the last day. */
export function standingForm(now = Date.now()) {
  const today = indiaDay(now);
  return formFields
    .transform((values) => standingBody(values, today))
    .pipe(standingFields)
    .superRefine((body, context) => {
      const problem = standingDatesProblem(body, today, addDays(today, STANDING_AHEAD_DAYS));
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['ends_on'] });
    });
}
