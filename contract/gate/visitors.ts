/**
 * Visitor passes (issue 17): a resident pre-approves a guest, cab, delivery or daily help and
 * gets a 6-digit code and a signed QR to share; the gate lets them in by either. Guest, cab and
 * delivery passes are good once inside their window; a daily help pass is good on its days of
 * the week, between its hours, every week from its first day to its last.
 *
 * Times travel as ISO instants. A daily help pass's hours are the India time of day of
 * `valid_from` (start) and `valid_until` (end); its dates run from the India date of
 * `valid_from` to that of `valid_until`.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import {
  apartmentFilter,
  byId,
  freeText,
  isoDate,
  isoInstant,
  isoMonth,
  optionalText,
  phoneNumber,
  requiredText,
} from '../platform/fields';
import { inIndia } from '../platform/india-time';
import { messages } from '../messages';

export const passKinds = ['guest', 'cab', 'delivery', 'daily_help'] as const;
export type PassKind = (typeof passKinds)[number];

export const passKindLabels: Record<PassKind, string> = {
  guest: 'Guest',
  cab: 'Cab',
  delivery: 'Delivery',
  daily_help: 'Daily help',
};

/** India's days of the week, Monday first (as a resident names them, not as Date counts them). */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** The weekday of an India calendar date (yyyy-MM-dd). */
export function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  return weekdays[(sundayFirst + 6) % 7]!;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const passLimits = {
  guestWindowMs: DAY_MS,
  guestAheadMs: 30 * DAY_MS,
  cabAheadMs: 2 * HOUR_MS,
  cabWindowMs: 4 * HOUR_MS,
  helpPeriodMs: 366 * DAY_MS,
  maxPeople: 50,
} as const;

export const passFields = z.strictObject({
  kind: z.enum(passKinds, { error: messages.passKindRequired }),
  name: requiredText('Name', 'name', messages.passNameRequired),
  phone: z.union([phoneNumber, z.literal('')]).optional(),
  valid_from: isoInstant('Valid from'),
  valid_until: isoInstant('Valid until'),
  people: z
    .number({ error: messages.peopleRange })
    .int(messages.peopleRange)
    .min(1, messages.peopleRange)
    .max(passLimits.maxPeople, messages.peopleRange)
    .optional(),
  vehicle: freeText('Vehicle', 'line').optional(),
  days: z.array(z.enum(weekdays)).max(7).optional(),
  note: optionalText('Note', 'comment'),
});
export type PassFields = z.input<typeof passFields>;

/**
 * What is wrong with a pass's window at `now`, if anything: the rules of each kind. Shared by
 * the form (before it sends) and the server (which judges).
 */
export function passWindowProblem(
  pass: Pick<z.output<typeof passFields>, 'kind' | 'valid_from' | 'valid_until' | 'days'>,
  now: Date,
): string | undefined {
  const from = Date.parse(pass.valid_from);
  const until = Date.parse(pass.valid_until);
  const length = until - from;
  if (pass.kind === 'daily_help') {
    if (!pass.days || pass.days.length === 0) return messages.helpDaysRequired;
    if (inIndia(new Date(until)).time <= inIndia(new Date(from)).time) {
      return messages.helpHoursOrder;
    }
    if (length > passLimits.helpPeriodMs) return messages.helpPeriodTooLong;
    if (until <= now.getTime()) return messages.passWindowEnded;
    return undefined;
  }
  if (length <= 0) return messages.passWindowOrder;
  if (until <= now.getTime()) return messages.passWindowEnded;
  if (pass.kind === 'cab') {
    if (from > now.getTime() + passLimits.cabAheadMs) return messages.cabTooFarAhead;
    if (length > passLimits.cabWindowMs) return messages.cabWindowTooLong;
    return undefined;
  }
  if (from > now.getTime() + passLimits.guestAheadMs) return messages.guestTooFarAhead;
  if (length > passLimits.guestWindowMs) return messages.guestWindowTooLong;
  return undefined;
}

/**
 * Where a pass stands, as the resident reads it: a one-time pass is expected, arrived (inside),
 * left, expired (its window passed unused) or revoked; a daily help pass is active until its
 * last day, then expired.
 */
export const passStates = ['expected', 'arrived', 'left', 'active', 'expired', 'revoked'] as const;
export type PassState = (typeof passStates)[number];

export const visitorPass = z.object({
  id: z.string(),
  kind: z.enum(passKinds),
  name: z.string(),
  phone: z.string(),
  apartment: z.string(),
  valid_from: z.string(),
  valid_until: z.string(),
  people: z.number(),
  vehicle: z.string(),
  days: z.array(z.enum(weekdays)),
  note: z.string(),
  code: z.string(),
  /** The text of the pass's QR (contract/gate/pass-token.ts). */
  qr: z.string(),
  state: z.enum(passStates),
  /** The latest entry and exit (ISO instants), null when none. */
  arrived_at: z.string().nullable(),
  left_at: z.string().nullable(),
  created_by_name: z.string(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type VisitorPass = z.infer<typeof visitorPass>;

export const createPass = defineEndpoint({
  method: 'POST',
  path: 'visitors/passes',
  access: 'member',
  body: passFields,
  created: 'always',
  response: visitorPass,
  failure: messages.passCreateFailed,
});

/**
 * A member (the RWA too): their own apartment's passes, codes and all; a guard: today's expected
 * list. The RWA reads the estate's passes, without codes, at `visitors/passes/all`.
 */
export const listPasses = defineEndpoint({
  method: 'GET',
  path: 'visitors/passes',
  access: 'signed_in',
  response: z.array(visitorPass),
  failure: messages.passesFetchFailed,
});

export const revokePass = defineEndpoint({
  method: 'DELETE',
  path: 'visitors/passes/:id',
  access: 'member',
  params: byId,
  response: visitorPass,
  failure: messages.passRevokeFailed,
});

/** Why an entry needs the RWA's eye: what the server found when an offline entry arrived. */
export const visitFlags = ['used_twice', 'revoked', 'outside_window', 'forged'] as const;
export type VisitFlag = (typeof visitFlags)[number];

export const visitFlagLabels: Record<VisitFlag, string> = {
  used_twice: 'Used twice',
  revoked: 'Pass was revoked',
  outside_window: 'Outside its window',
  forged: 'Unknown pass',
};

/** One person (or party) through the gate: in, and later out. */
export const visit = z.object({
  /** Made by the guard's device (a uuid), so a check-out can follow a check-in still queued. */
  id: z.string(),
  /** `standing`: let in under a flat's standing approval (contract/gate/standing.ts). */
  source: z.enum(['pass', 'walk_in', 'standing']),
  pass_id: z.string().nullable(),
  walk_in_id: z.string().nullable(),
  kind: z.enum([...passKinds, 'walk_in']),
  name: z.string(),
  apartment: z.string(),
  gate: z.string(),
  people: z.number(),
  checked_in_at: z.string(),
  checked_out_at: z.string().nullable(),
  guard_name: z.string(),
  /** For a walk-in: who said yes, and how ("app" or "phone"). */
  approved_by: z.string(),
  approved_via: z.enum(['app', 'phone', '']),
  flags: z.array(z.enum(visitFlags)),
});
export type Visit = z.infer<typeof visit>;

export const visitsQuery = z.strictObject({
  from: isoDate('From').optional(),
  to: isoDate('To').optional(),
  apartment: apartmentFilter.optional(),
  kind: z.enum([...passKinds, 'walk_in']).optional(),
  flagged: z.enum(['true', 'false']).optional(),
});
export type VisitsQuery = z.input<typeof visitsQuery>;

export const guardOnDuty = z.object({
  name: z.string(),
  phone: z.string(),
  /** When this shift's session began. */
  since: z.string(),
});

/** The RWA's visitor log: newest first, at most 1,000 rows (the CSV has every filtered row). */
export const listVisits = defineEndpoint({
  method: 'GET',
  path: 'visitors/visits',
  access: 'rwa',
  query: visitsQuery,
  response: z.object({ visits: z.array(visit), guards_on_duty: z.array(guardOnDuty) }),
  failure: messages.visitsFetchFailed,
});

export const exportVisits = defineEndpoint({
  method: 'GET',
  path: 'visitors/visits.csv',
  access: 'rwa',
  query: visitsQuery,
  responseType: 'file',
  response: z.unknown(),
  failure: messages.visitsFetchFailed,
});

/** A month of one helper's entries and exits, for the households that employ them. */
export const helperAttendance = z.object({
  pass_id: z.string(),
  name: z.string(),
  days: z.array(z.object({ date: z.string(), in: z.string(), out: z.string().nullable() })),
});
export type HelperAttendance = z.infer<typeof helperAttendance>;

export const getAttendance = defineEndpoint({
  method: 'GET',
  path: 'visitors/attendance',
  access: 'member',
  query: z.strictObject({ month: isoMonth('Month') }),
  response: z.array(helperAttendance),
  failure: messages.attendanceFailed,
});
