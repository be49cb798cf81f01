/**
 * The New pass form's values and the one schema that checks them: what a resident types (a date
 * and two times, or days, hours and dates for daily help) becomes the contract's body, checked by
 * `passFields` and by the contract's window rules (`passWindowProblem`), each complaint under
 * the field it is about. The form and the server judge by the same rules.
 */
import { z } from 'zod';
import { isoDate } from '../../../contract/platform/fields';
import { addDays, minutesOf, timeOf } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import {
  passFields,
  passKinds,
  passWindowProblem,
  weekdays,
  type PassFields,
  type PassKind,
  type Weekday,
} from '../../../contract/gate/visitors';
import { indiaClock, indiaDay, indiaInstant } from '../../lib/india-time';

export interface PassFormValues {
  kind: PassKind;
  name: string;
  phone: string;
  /** Guest, cab, delivery: the India date, and From/Until times on it. */
  date: string;
  /** HH:MM: a one-time pass's times, or daily help's hours. */
  from: string;
  until: string;
  /** Daily help: its days of the week and its first and last dates. */
  days: Weekday[];
  starting: string;
  ending: string;
  people: string;
  vehicle: string;
  note: string;
}

/** Until three hours on (never past midnight): a window most visits fit, changed at will. */
const DEFAULT_MINUTES = 180;

/** Today from the current quarter hour; daily help 08:00–18:00 for the next 90 days. */
export function blankPass(now: number = Date.now()): PassFormValues {
  const today = indiaDay(now);
  const start = Math.floor(minutesOf(indiaClock(now)) / 15) * 15;
  return {
    kind: 'guest',
    name: '',
    phone: '',
    date: today,
    from: timeOf(start),
    until: timeOf(Math.min(start + DEFAULT_MINUTES, 23 * 60 + 59)),
    days: [],
    starting: today,
    ending: addDays(today, 90),
    people: '1',
    vehicle: '',
    note: '',
  };
}

/** The contract's body of the typed values (times as India instants, +05:30). */
export function passBody(values: PassFormValues): PassFields {
  const help = values.kind === 'daily_help';
  const phone = values.phone.trim();
  const vehicle = values.vehicle.trim();
  const people = values.people.trim();
  return {
    kind: values.kind,
    name: values.name,
    ...(phone ? { phone } : {}),
    valid_from: indiaInstant(help ? values.starting : values.date, values.from),
    valid_until: indiaInstant(help ? values.ending : values.date, values.until),
    ...(people ? { people: Number(people) } : {}),
    ...(vehicle ? { vehicle } : {}),
    ...(help ? { days: weekdays.filter((day) => values.days.includes(day)) } : {}),
    note: values.note,
  };
}

const clock = (label: string) =>
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} is required`);

/** The date and time fields each kind needs, with their own sentences. */
const helpFields = z.object({
  from: clock('From'),
  until: clock('Until'),
  starting: isoDate('Starting'),
  ending: isoDate('Ending'),
});
const onceFields = z.object({ date: isoDate('Date'), from: clock('From'), until: clock('Until') });

const formFields = z
  .object({
    kind: z.enum(passKinds, { error: messages.passKindRequired }),
    name: z.string(),
    phone: z.string(),
    date: z.string(),
    from: z.string(),
    until: z.string(),
    days: z.array(z.enum(weekdays)),
    starting: z.string(),
    ending: z.string(),
    people: z.string(),
    vehicle: z.string(),
    note: z.string(),
  })
  .superRefine((values, context) => {
    const help = values.kind === 'daily_help';
    const checked = (help ? helpFields : onceFields).safeParse(values);
    for (const issue of checked.success ? [] : checked.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    // The contract's rule looks at hours and length; an end before the start is also wrong.
    if (checked.success && help && values.ending < values.starting) {
      context.addIssue({ code: 'custom', message: messages.passWindowOrder, path: ['ending'] });
    }
  });

/** The field a window rule's sentence belongs under. */
function fieldOf(kind: PassKind, problem: string): keyof PassFormValues {
  switch (problem) {
    case messages.helpDaysRequired:
      return 'days';
    case messages.helpPeriodTooLong:
      return 'ending';
    case messages.guestTooFarAhead:
      return 'date';
    case messages.cabTooFarAhead:
      return 'from';
    case messages.passWindowEnded:
      return kind === 'daily_help' ? 'ending' : 'until';
    default:
      return 'until';
  }
}

/**
 * Values in, the contract's body out. Each stage runs only when the one before passed, so a
 * missing date is said once, not again as an impossible window.
 */
export const passForm = formFields
  .transform(passBody)
  .pipe(passFields)
  .superRefine((body, context) => {
    const problem = passWindowProblem(body, new Date());
    if (problem) {
      context.addIssue({ code: 'custom', message: problem, path: [fieldOf(body.kind, problem)] });
    }
  });
