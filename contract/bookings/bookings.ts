/**
 * Bookings: sports courts and the banquet hall (SPEC.md §2 /facilities, /booking/{facilityId},
 * /banquet-hall-booking, home "Your Bookings", the admin Booking Calendar; §3, §4, §5, §7, §9;
 * DESIGN.md §6 Bookings).
 *
 * One id space for both kinds: the status call and the calendar treat a banquet request as a
 * booking whose sport type is `Banquet`.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { freeText, isoDate, phoneNumber, recordId } from '../platform/fields';
import { addDays, minutesOf, type IndiaMoment } from '../platform/india-time';
import { messages } from '../messages';

/** SPEC.md §9: allowed durations in minutes. Cricket and Football have no court in §3. */
export const sportDurations = {
  Badminton: [15, 30, 45, 60],
  Tennis: [30, 60, 90],
  Squash: [15, 30, 45],
  Cricket: [60, 120, 180],
  Volleyball: [60, 120, 180],
  Football: [60, 120, 180],
  'TT/Yoga': [15, 30, 45, 60],
} as const satisfies Record<string, readonly number[]>;

export type CourtSport = keyof typeof sportDurations;

/** SPEC.md §9: the sports of the bookings filter and of the admin calendar, in that order. */
export const bookingSportTypes = [
  'Badminton',
  'Tennis',
  'Volleyball',
  'Squash',
  'Football',
  'TT/Yoga',
  'Banquet',
] as const;
export type BookingSportType = (typeof bookingSportTypes)[number];

/** SPEC.md §3 Facility: the fixed list (there is no id 3). */
export const facilities = [
  {
    id: 1,
    name: 'Badminton Court',
    type: 'SPORTS',
    sportType: 'Badminton',
    description: 'Indoor wooden court with lighting for evening games.',
    imageUrl: '/images/facilities/badminton.svg',
  },
  {
    id: 2,
    name: 'Tennis Court',
    type: 'SPORTS',
    sportType: 'Tennis',
    description: 'Synthetic hard court, floodlit after sunset.',
    imageUrl: '/images/facilities/tennis.svg',
  },
  {
    id: 4,
    name: 'Squash Court',
    type: 'SPORTS',
    sportType: 'Squash',
    description: 'Glass-backed court with air conditioning.',
    imageUrl: '/images/facilities/squash.svg',
  },
  {
    id: 5,
    name: 'Table Tennis / Yoga Hall',
    type: 'SPORTS',
    sportType: 'TT/Yoga',
    description: 'Two tables by day, mats and mirrors for yoga sessions.',
    imageUrl: '/images/facilities/tt-yoga.svg',
  },
  {
    id: 6,
    name: 'Volleyball Court',
    type: 'SPORTS',
    sportType: 'Volleyball',
    description: 'Sand court beside the clubhouse lawn.',
    imageUrl: '/images/facilities/volleyball.svg',
  },
  {
    id: 7,
    name: 'Banquet Hall',
    type: 'AMENITY',
    sportType: 'Banquet',
    description: 'Air-conditioned hall for up to 200 guests, for family functions and parties.',
    imageUrl: '/images/facilities/banquet.svg',
  },
] as const;
export type Facility = (typeof facilities)[number];

/** The sports that have a court to book (§3), so the server can refuse Football and Cricket. */
export const courtSports = facilities
  .filter((facility) => facility.type === 'SPORTS')
  .map((facility) => facility.sportType) as readonly CourtSport[];

/**
 * The sports the Your Bookings filter and the admin calendar offer: §9's list without those that
 * have no court here (Football), whose bookings cannot exist. The wire still knows them all.
 */
export const offeredSportTypes = bookingSportTypes.filter(
  (sport) => sport === 'Banquet' || (courtSports as readonly string[]).includes(sport),
);

export function facilityById(id: number): Facility | undefined {
  return facilities.find((facility) => facility.id === id);
}

/** SPEC.md §5: 60 when the sport allows it, else its first duration. */
export function defaultDuration(sport: CourtSport): number {
  const allowed: readonly number[] = sportDurations[sport];
  return allowed.includes(60) ? 60 : (allowed[0] ?? 60);
}

/** DESIGN.md §6: courts open 06:00–22:00 (the server may be configured otherwise); slots start hourly. */
export const defaultCourtHours = { open: '06:00', close: '22:00' } as const;

/** SPEC.md §5: 'TT/Yoga' travels as 'TT-Yoga'. */
export function sportTypeToWire(sport: string): string {
  return sport.replace(/\//g, '-');
}

export function sportTypeFromWire(sport: string): string {
  return sport.replace(/-/g, '/');
}

/** A sport type as sent in a path, query or body: the hyphen form or the slash form. */
export const sportTypeParam = z
  .string({ error: messages.bookingSportUnknown })
  .transform(sportTypeFromWire)
  .pipe(z.enum(bookingSportTypes, { error: messages.bookingSportUnknown }));

/**
 * SPEC.md §9 cutoff: a slot of today stays open while its hour is later than India's current
 * hour, or is the current hour and the minutes are under 30. Tomorrow is never cut.
 * The server applies the same rule to a booking, so the grid never offers what it would refuse.
 */
export function isSlotOpen(date: string, timeSlot: string, now: IndiaMoment): boolean {
  if (date !== now.date) return date > now.date;
  const slotHour = Math.floor(minutesOf(timeSlot) / 60);
  const [hour = 0, minute = 0] = now.time.split(':').map(Number);
  return slotHour > hour || (slotHour === hour && minute < 30);
}

/** The dates a court may be booked for: today and tomorrow in India. */
export function bookableDates(now: IndiaMoment): [today: string, tomorrow: string] {
  return [now.date, addDays(now.date, 1)];
}

const timeSlot = z
  .string({ error: messages.timeSlotRequired })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.timeSlotRequired);

export {
  bookingStatuses,
  bookingStatusParam,
  courtLifecycle,
  type BookingStatus,
} from './statuses';
import { bookingStatusParam } from './statuses';

/** What a court booking looks like to the panels and the calendar (§3 Booking). */
export const booking = z.object({
  booking_id: z.string(),
  booking_date: z.string(),
  time_slot: z.string(),
  duration: z.number(),
  sport_type: z.string(),
  booking_status: z.string(),
  notes: z.string().optional(),
});
export type Booking = z.infer<typeof booking>;

/** The calendar's rows add who booked; banquet rows add the request's details. */
export const calendarBooking = booking.extend({
  apartment_number: z.string(),
  phone_number: z.string(),
  end_time: z.string().optional(),
  purpose: z.string().optional(),
  expected_guests: z.number().optional(),
  contact_name: z.string().optional(),
  contact_phone: z.string().optional(),
  special_requirements: z.string().optional(),
  catering_required: z.boolean().optional(),
  decoration_required: z.boolean().optional(),
});
export type CalendarBooking = z.infer<typeof calendarBooking>;

export const availabilitySlot = z.object({ time_slot: z.string(), available: z.boolean() });
export type AvailabilitySlot = z.infer<typeof availabilitySlot>;

export const checkAvailability = defineEndpoint({
  method: 'GET',
  path: 'booking/check-availability-all-slots',
  access: 'member',
  query: z.strictObject({
    sport_type: sportTypeParam,
    booking_date: isoDate('Booking date'),
  }),
  response: z.object({ available_slots: z.array(availabilitySlot) }),
  failure: messages.availabilityFailed,
});

/** §3 Facility booking request; `notes` is ours (the form has it, the spec's call does not). */
export const bookingRequest = z.strictObject({
  user_id: phoneNumber,
  sport_type: sportTypeParam,
  booking_date: isoDate('Date'),
  time_slot: timeSlot,
  // Any allowed duration of any sport; the sport's own list is checked with the sport.
  duration: z
    .number({ error: messages.durationRequired })
    .int(messages.durationRequired)
    .min(15, messages.durationRequired)
    .max(180, messages.durationRequired),
  notes: freeText('Notes', 'comment').optional(),
});
export type BookingRequest = z.input<typeof bookingRequest>;

export const bookFacility = defineEndpoint({
  method: 'POST',
  path: 'booking/book',
  access: 'member',
  body: bookingRequest,
  created: 'always',
  response: z.object({
    booking_id: z.string(),
    booking_date: z.string(),
    time_slot: z.string(),
    booking_status: z.string(),
  }),
  failure: messages.bookingFailed,
});

/** A member's upcoming bookings (today onwards), one sport or all, soonest first. */
export const bookingsByUser = defineEndpoint({
  method: 'GET',
  path: 'booking/bookings-by-user/:user_id',
  access: 'member',
  params: z.strictObject({ user_id: phoneNumber }),
  query: z.strictObject({ sport_type: sportTypeParam.optional() }),
  response: z.object({ bookings: z.array(booking) }),
  failure: messages.userBookingsFailed,
});

export const updateBookingStatus = defineEndpoint({
  method: 'PUT',
  path: 'booking/update-booking-status/:booking_id',
  access: 'member',
  params: z.strictObject({ booking_id: recordId(messages.bookingNotFound) }),
  query: z.strictObject({
    new_status: bookingStatusParam,
    /** Ours, not SPEC.md's: why the office declines or cancels (the resident is told). */
    reason: freeText('Reason', 'comment').optional(),
  }),
  response: z.object({ booking_id: z.string(), booking_status: z.string(), message: z.string() }),
  failure: messages.bookingStatusFailed,
  audit: { action: 'booking.status', target: 'booking' },
});

/** The longest calendar range one call may ask for: a banquet's 90 days ahead, and a margin. */
export const calendarMaxDays = 92;

/**
 * The admin calendar's list for one sport (`Banquet` included). `from`/`to` (yyyy-MM-dd,
 * inclusive) are ours, so a year of history never travels to draw two days; `from` defaults to
 * today and `to` to the last day of a `calendarMaxDays` range, which no call may exceed.
 */
export const bookingSlots = defineEndpoint({
  method: 'GET',
  path: 'booking/booking-slots/:sportType',
  access: 'rwa',
  params: z.strictObject({ sportType: sportTypeParam }),
  query: z.strictObject({
    from: isoDate('From').optional(),
    to: isoDate('To').optional(),
  }),
  response: z.array(calendarBooking),
  failure: messages.bookingsFetchFailed,
});
