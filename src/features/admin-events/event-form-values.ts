/**
 * The event form (create and edit) as text and the rules of SPEC.md §5 on it: the contract's
 * `eventFields` for each field and `eventDateProblems` for the dates against today in India.
 */
import {
  defaultEventCategory,
  eventDateProblems,
  eventFields,
  splitAgenda,
  type Event,
  type EventCategory,
  type EventInput,
} from '../../../contract/events/events';

export interface EventValues {
  title: string;
  date: string;
  time: string;
  location: string;
  description: string;
  category: EventCategory;
  /** The textarea: one agenda item per line. */
  agenda: string;
  registrationRequired: boolean;
  registrationDeadline: string;
  organizer: string;
  contactEmail: string;
  /** Seats as typed; empty: no limit (issue 21). */
  capacity: string;
}

export type EventField = keyof EventValues;
export type EventErrors = Partial<Record<EventField, string>>;

export const newEventValues: EventValues = {
  title: '',
  date: '',
  time: '',
  location: '',
  description: '',
  category: defaultEventCategory,
  agenda: '',
  registrationRequired: false,
  registrationDeadline: '',
  organizer: '',
  contactEmail: '',
  capacity: '',
};

/** An event back into the form, every field as it stands, for Edit. */
export function valuesFromEvent(event: Event): EventValues {
  return {
    title: event.title,
    date: event.date,
    time: event.time,
    location: event.location,
    description: event.description,
    category: event.category,
    agenda: event.agenda.join('\n'),
    registrationRequired: event.registrationRequired,
    registrationDeadline: event.registrationDeadline ?? '',
    organizer: event.organizer,
    contactEmail: event.contactEmail,
    capacity: event.capacity === null ? '' : String(event.capacity),
  };
}

/** Empty is no limit; anything else goes to the contract as a number, which judges it. */
function seatsOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

export type EventCheck = { ok: true; input: EventInput } | { ok: false; errors: EventErrors };

export function checkEvent(values: EventValues, today: string): EventCheck {
  // The registration fields are hidden unless registration is required: what is hidden is not sent.
  const registration = values.registrationRequired;
  const candidate = {
    title: values.title,
    date: values.date,
    time: values.time,
    location: values.location,
    description: values.description,
    category: values.category,
    registrationRequired: registration,
    registrationDeadline:
      registration && values.registrationDeadline ? values.registrationDeadline : null,
    organizer: registration ? values.organizer : '',
    contactEmail: registration ? values.contactEmail : '',
    capacity: registration ? seatsOf(values.capacity) : null,
    agenda: splitAgenda(values.agenda),
  };
  const parsed = eventFields.safeParse(candidate);
  const errors: EventErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as EventField;
    errors[field] ??= issue.message;
  }
  // A missing date says 'Date is required', not that it lies in the past.
  for (const problem of eventDateProblems(candidate, today))
    errors[problem.path] ??= problem.message;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
