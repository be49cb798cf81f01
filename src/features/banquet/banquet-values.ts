/**
 * The banquet form's values and their checks (SPEC.md §5 Banquet). The contract's
 * `banquetRequest` is the schema the server checks the body with, so the form says what the
 * server would; the date window and "already started today" need India's clock, checked here too.
 */
import type { SessionUser } from '../../../contract/sign-in/auth';
import {
  banquetRequest,
  banquetRules,
  type BanquetRequest,
} from '../../../contract/bookings/banquet';
import { addDays, type IndiaMoment } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';

export interface BanquetValues {
  date: string;
  start: string;
  end: string;
  purpose: string;
  guests: string;
  name: string;
  phone: string;
  apartment: string;
  special: string;
  catering: boolean;
  decoration: boolean;
}

export type BanquetField = keyof BanquetValues;
export type BanquetErrors = Partial<Record<BanquetField, string>>;

/** SPEC.md §5/§9 defaults; the contact fields start as the signed-in resident's. */
export function banquetDefaults(user: SessionUser | null): BanquetValues {
  return {
    date: '',
    start: banquetRules.defaultStart,
    end: banquetRules.defaultEnd,
    purpose: '',
    guests: String(banquetRules.defaultGuests),
    name: user?.name ?? '',
    phone: user?.id ?? '',
    apartment: user?.apartmentNumber ?? '',
    special: '',
    catering: false,
    decoration: false,
  };
}

/** The date picker's window: today up to 90 days ahead, in India. */
export function banquetDateWindow(today: string): { min: string; max: string } {
  return { min: today, max: addDays(today, banquetRules.maxDaysAhead) };
}

const fieldOf: Record<string, BanquetField> = {
  booking_date: 'date',
  start_time: 'start',
  end_time: 'end',
  purpose: 'purpose',
  expected_guests: 'guests',
  contact_name: 'name',
  contact_phone: 'phone',
  apartment_number: 'apartment',
  special_requirements: 'special',
};

export type BanquetCheck =
  { ok: true; payload: BanquetRequest } | { ok: false; errors: BanquetErrors; formError?: string };

export function checkBanquet(
  values: BanquetValues,
  user: SessionUser | null,
  now: IndiaMoment,
): BanquetCheck {
  if (!user?.id) return { ok: false, errors: {}, formError: messages.userNotAuthenticated };
  const payload: BanquetRequest = {
    booking_date: values.date,
    start_time: values.start,
    end_time: values.end,
    purpose: values.purpose.trim(),
    expected_guests: values.guests.trim() === '' ? Number.NaN : Number(values.guests),
    user_id: user.id,
    apartment_number: values.apartment,
    contact_name: values.name.trim(),
    contact_phone: values.phone,
    special_requirements: values.special.trim(),
    catering_required: values.catering,
    decoration_required: values.decoration,
  };
  const errors: BanquetErrors = {};
  let formError: string | undefined;
  const parsed = banquetRequest.safeParse(payload);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = fieldOf[String(issue.path[0])];
    if (field) errors[field] ??= issue.message;
    else formError ??= issue.message;
  }
  const range = banquetDateWindow(now.date);
  if (!errors.date && (values.date < range.min || values.date > range.max)) {
    errors.date = messages.banquetDateRange;
  }
  if (!errors.start && values.date === now.date && values.start <= now.time) {
    errors.start = messages.banquetStartPassed;
  }
  if (Object.keys(errors).length > 0 || formError) return { ok: false, errors, formError };
  return { ok: true, payload };
}
