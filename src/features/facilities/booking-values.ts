/**
 * The court booking form's values and their checks (SPEC.md §5 Facility booking). The contract's
 * `bookingRequest` is the schema the server checks the body with, so the form says what the
 * server would; the terms box is the form's own rule.
 */
import type { SessionUser } from '../../../contract/sign-in/auth';
import {
  bookingRequest,
  sportTypeToWire,
  type BookingRequest,
  type CourtSport,
} from '../../../contract/bookings/bookings';
import { messages } from '../../../contract/messages';

export interface BookingValues {
  date: string;
  timeSlot: string;
  duration: number;
  notes: string;
  terms: boolean;
}

export type BookingField = keyof BookingValues;
export type BookingErrors = Partial<Record<BookingField, string>>;

const fieldOf: Record<string, BookingField> = {
  booking_date: 'date',
  time_slot: 'timeSlot',
  duration: 'duration',
  notes: 'notes',
};

export type BookingCheck =
  { ok: true; payload: BookingRequest } | { ok: false; errors: BookingErrors; formError?: string };

export function checkBooking(
  values: BookingValues,
  sport: CourtSport,
  user: SessionUser | null,
): BookingCheck {
  if (!user?.id) return { ok: false, errors: {}, formError: messages.userNotAuthenticated };
  const notes = values.notes.trim();
  const payload: BookingRequest = {
    user_id: user.id,
    sport_type: sportTypeToWire(sport),
    booking_date: values.date,
    time_slot: values.timeSlot,
    duration: values.duration,
    ...(notes ? { notes } : {}),
  };
  const errors: BookingErrors = {};
  let formError: string | undefined;
  const parsed = bookingRequest.safeParse(payload);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = fieldOf[String(issue.path[0])];
    if (field) errors[field] ??= issue.message;
    else formError ??= issue.message; // the session's phone: not the user's typing
  }
  if (!values.terms) errors.terms = messages.termsRequired;
  if (Object.keys(errors).length > 0 || formError) return { ok: false, errors, formError };
  return { ok: true, payload };
}
