/**
 * The court rules of DESIGN.md §6 and SPEC.md §9 that need no database: who may book, which
 * durations, dates and hours. Each refusal is the contract's sentence, so the app and curl
 * users read the same thing.
 */
import type { z } from 'zod';
import { canBookSports } from '../../../contract/sign-in/auth';
import {
  bookableDates,
  courtSports,
  isSlotOpen,
  sportDurations,
  type bookingRequest,
  type BookingSportType,
  type CourtSport,
} from '../../../contract/bookings/bookings';
import { minutesOf, timeOf, type IndiaMoment } from '../../../contract/platform/india-time';
import { messages } from '../../../contract/messages';
import type { User } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';

export interface CourtHours {
  open: string;
  close: string;
}

/** A checked court booking: [start, end) on one day, India wall clock. */
export interface CourtSlot {
  sport: CourtSport;
  date: string;
  start: string;
  end: string;
  duration: number;
}

/** 'yyyy-MM-dd HH:MM', what the timestamp columns hold and compare against. */
export const wallClock = (date: string, time: string): string => `${date} ${time}`;

/**
 * The contract checks the shape of a date; this refuses 2030-02-30 (and year 0000, which
 * JavaScript knows and PostgreSQL does not) before the database does.
 */
export function isRealDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00.000Z`);
  return (
    value >= '0001-01-01' &&
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 10) === value
  );
}

export function courtSport(sport: BookingSportType): CourtSport {
  const known: readonly string[] = courtSports;
  if (!known.includes(sport)) throw new HttpError(400, messages.bookingNoCourt);
  return sport as CourtSport;
}

/** Courts are booked for today or tomorrow in India, so the grid shows only those. */
export function checkBookableDate(date: string, now: IndiaMoment): void {
  if (!bookableDates(now).includes(date)) throw new HttpError(400, messages.bookingDateRange);
}

/** Hourly slot starts from opening until the last hour that still ends by closing. */
export function slotStarts(hours: CourtHours): string[] {
  const starts: string[] = [];
  for (let at = minutesOf(hours.open); at + 60 <= minutesOf(hours.close); at += 60) {
    starts.push(timeOf(at));
  }
  return starts;
}

/** Every rule of a court booking that the request alone decides, in the order a person fixes them. */
export function checkCourtBooking(
  user: User,
  body: z.output<typeof bookingRequest>,
  hours: CourtHours,
  now: IndiaMoment,
): CourtSlot {
  // Read from the database on this request, never from the token (DESIGN.md §6). The RWA
  // account has no apartment to book for.
  if (user.role !== 'member' || !canBookSports(user.member_status, user.is_active)) {
    throw new HttpError(403, messages.noSportsPermission);
  }
  if (body.user_id !== user.phone_number) throw new HttpError(403, messages.bookingForYourself);
  const sport = courtSport(body.sport_type);
  const allowed: readonly number[] = sportDurations[sport];
  if (!allowed.includes(body.duration)) {
    throw new HttpError(400, messages.bookingDurationNotAllowed(sport, allowed));
  }
  checkBookableDate(body.booking_date, now);
  const start = minutesOf(body.time_slot);
  if (start % 60 !== 0) throw new HttpError(400, messages.bookingNotOnHour);
  const end = start + body.duration;
  if (start < minutesOf(hours.open) || end > minutesOf(hours.close)) {
    throw new HttpError(400, messages.bookingOutsideHours(hours.open, hours.close));
  }
  // DESIGN.md asks for a start "in the future"; we read that as SPEC.md §9's cutoff (the
  // current hour stays bookable until hh:29), the rule the grid uses, so the server never
  // refuses a slot the grid offered.
  if (!isSlotOpen(body.booking_date, body.time_slot, now)) {
    throw new HttpError(400, messages.bookingSlotPassed);
  }
  return {
    sport,
    date: body.booking_date,
    start: body.time_slot,
    end: timeOf(end),
    duration: body.duration,
  };
}

/** Does [start, start + duration) overlap the hour starting at `slot`? (all HH:MM) */
export function overlapsHour(slot: string, start: string, duration: number): boolean {
  const from = minutesOf(slot);
  const begins = minutesOf(start);
  return begins < from + 60 && begins + duration > from;
}
