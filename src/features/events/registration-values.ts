/**
 * The registration form's values and checks: the contract's `eventRegistration` is the schema
 * the server applies too, so the form says exactly what the server would (SPEC.md §5).
 */
import type { SessionUser } from '../../../contract/sign-in/auth';
import { eventRegistration, type EventDetail } from '../../../contract/events/events';
import { messages } from '../../../contract/messages';
import type { EventRegistrationPayload } from '../../offline/kinds';

export interface RegistrationValues {
  name: string;
  email: string;
  phone: string;
  apartment: string;
  attendees: number;
  requests: string;
}

export type RegistrationField = keyof RegistrationValues;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** SPEC.md §3: the user's id is their phone number; a known registration gives its plans. */
export function valuesForUser(
  user: SessionUser | null,
  known: EventDetail['my_registration'] = null,
): RegistrationValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.id ?? '',
    apartment: user?.apartmentNumber ?? '',
    attendees: known?.number_of_attendees ?? 1,
    requests: known?.special_requests ?? '',
  };
}

/** A queued payload back into the form (fix and resend). */
export function valuesFromPayload(payload: EventRegistrationPayload): RegistrationValues {
  return {
    name: payload.name,
    email: payload.email,
    phone: payload.phone,
    apartment: payload.apartment_number,
    attendees: payload.number_of_attendees,
    requests: payload.special_requests ?? '',
  };
}

const fieldOf: Record<string, RegistrationField> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  apartment_number: 'apartment',
  number_of_attendees: 'attendees',
  special_requests: 'requests',
};

export type RegistrationCheck =
  | { ok: true; payload: EventRegistrationPayload }
  | { ok: false; errors: RegistrationErrors; formError?: string };

export function checkRegistration(
  values: RegistrationValues,
  user: SessionUser | null,
  eventId: string,
): RegistrationCheck {
  if (!user) return { ok: false, errors: {}, formError: messages.authenticationRequired };
  const body = {
    user_id: user.id,
    name: values.name,
    email: values.email.trim(),
    phone: values.phone,
    apartment_number: values.apartment,
    number_of_attendees: values.attendees,
    special_requests: values.requests,
  };
  const parsed = eventRegistration.safeParse(body);
  if (parsed.success) return { ok: true, payload: { ...parsed.data, event_id: eventId } };
  const errors: RegistrationErrors = {};
  let formError: string | undefined;
  for (const issue of parsed.error.issues) {
    const field = fieldOf[String(issue.path[0])];
    if (field) errors[field] ??= issue.message;
    else formError ??= issue.message; // the session's id: nothing the user typed
  }
  return { ok: false, errors, formError };
}
