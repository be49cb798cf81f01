/**
 * The golf-cart form's values and their checks. The contract's `golfCartRequest` is the schema
 * the server checks too, so the form says exactly what the server would (SPEC.md §5 Golf cart);
 * "later today" needs the clock, so it is checked here as well.
 */
import {
  defaultGolfCartDuration,
  golfCartRequest,
  type GolfCartRequest,
} from '../../../contract/golf-cart/golf-cart';
import type { SessionUser } from '../../../contract/sign-in/auth';
import { messages } from '../../../contract/messages';
import { indiaDay, isFuture } from '../../lib/india-time';

export interface GolfCartValues {
  pickup: string;
  dropoff: string;
  duration: number;
  time: string;
  comments: string;
}

export type GolfCartField = keyof GolfCartValues;
export type GolfCartErrors = Partial<Record<GolfCartField, string>>;

export const emptyGolfCartValues: GolfCartValues = {
  pickup: '',
  dropoff: '',
  duration: defaultGolfCartDuration,
  time: '',
  comments: '',
};

/** A queued payload back into the form (Edit & resend). */
export function valuesFromPayload(payload: GolfCartRequest): GolfCartValues {
  return {
    pickup: payload.pickup_location,
    dropoff: payload.dropoff_location,
    duration: payload.duration,
    time: payload.time,
    comments: payload.comments ?? '',
  };
}

const fieldOf: Record<string, GolfCartField> = {
  pickup_location: 'pickup',
  dropoff_location: 'dropoff',
  duration: 'duration',
  time: 'time',
  comments: 'comments',
};

export type GolfCartCheck =
  | { ok: true; payload: GolfCartRequest }
  | { ok: false; errors: GolfCartErrors; formError?: string };

export function checkGolfCart(
  values: GolfCartValues,
  user: SessionUser | null,
  now: number = Date.now(),
): GolfCartCheck {
  if (!user) return { ok: false, errors: {}, formError: messages.golfCartLoginRequired };
  const date = indiaDay(now);
  const payload: GolfCartRequest = {
    pickup_location: values.pickup.trim(),
    dropoff_location: values.dropoff.trim(),
    duration: values.duration,
    time: values.time,
    date,
    comments: values.comments.trim(),
    // SPEC.md §3: the user's id is their phone number, and fills both fields.
    user_id: user.id,
    phone_number: user.id,
    apartment_number: user.apartmentNumber,
  };
  const errors: GolfCartErrors = {};
  let formError: string | undefined;
  const parsed = golfCartRequest.safeParse(payload);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = fieldOf[String(issue.path[0])];
    if (field) errors[field] ??= issue.message;
    else formError ??= issue.message; // the session's phone or apartment: not the user's typing
  }
  if (!errors.time && !isFuture(date, values.time, now)) {
    errors.time = messages.golfCartTimeInFuture;
  }
  if (Object.keys(errors).length > 0 || formError) return { ok: false, errors, formError };
  return { ok: true, payload };
}
