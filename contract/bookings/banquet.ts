/**
 * The banquet hall (SPEC.md §2 /banquet-hall-booking, §3 Banquet booking request, §5, §9): the
 * request a resident sends and the lifecycle the office moves it along. Its status calls are the
 * bookings' (contract/bookings/bookings.ts): a banquet request is a booking whose sport type is Banquet.
 */
import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import { DATE_RANGE, isoDate, optionalText, phoneNumber, requiredText } from '../platform/fields';
import { timeOf } from '../platform/india-time';
import { messages } from '../messages';
import { defineLifecycle } from '../requests/lifecycle';

/**
 * A banquet request (issue 14): the office confirms it (perhaps with a note the resident is told:
 * the deposit, the terms; issue 35) or declines it with a reason, and may cancel a confirmed one
 * with a reason; the resident may cancel theirs while it is ahead.
 * Confirmed still holds the hall only if no other confirmed banquet overlaps (the database
 * refuses the overlap).
 */
export const banquetLifecycle = defineLifecycle({
  states: ['Pending', 'Confirmed', 'Declined', 'Cancelled'],
  initial: 'Pending',
  moves: [
    { from: ['Pending'], to: 'Confirmed', by: 'rwa', carries: 'note' },
    { from: ['Pending'], to: 'Declined', by: 'rwa', carries: 'reason' },
    { from: ['Pending', 'Confirmed'], to: 'Cancelled', by: 'owner' },
    { from: ['Confirmed'], to: 'Cancelled', by: 'rwa', carries: 'reason' },
  ],
});

/** Whole hours from `first` to `last` as HH:MM, e.g. hourlyTimes(9, 11) → 09:00, 10:00, 11:00. */
function hourlyTimes(first: number, last: number): string[] {
  return Array.from({ length: last - first + 1 }, (_, index) => timeOf((first + index) * 60));
}

/** SPEC.md §9 banquet limits. */
export const banquetRules = {
  open: '09:00',
  close: '23:00',
  startOptions: hourlyTimes(9, 20),
  endOptions: hourlyTimes(12, 23),
  maxDaysAhead: 90,
  minGuests: 1,
  maxGuests: 200,
  defaultGuests: 50,
  defaultStart: '18:00',
  defaultEnd: '22:00',
} as const;

const banquetTime = (options: readonly string[], outsideOptions: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: messages.banquetTimeInvalid, abort: true })
    .refine((time) => time >= banquetRules.open && time <= banquetRules.close, {
      message: messages.banquetHours,
      abort: true,
    })
    // §9: the form offers whole hours only, starts 09:00–20:00 and ends 12:00–23:00.
    .refine((time) => options.includes(time), outsideOptions);

/** §3 Banquet booking request with the rules of §5; the form and the server share it. */
export const banquetRequest = z
  .strictObject({
    booking_date: isoDate('Date', DATE_RANGE, messages.banquetDateRequired),
    start_time: banquetTime(banquetRules.startOptions, messages.banquetStartOption),
    end_time: banquetTime(banquetRules.endOptions, messages.banquetEndOption),
    purpose: requiredText('Purpose', 'line', messages.banquetPurposeRequired),
    expected_guests: z
      .number({ error: messages.banquetGuests })
      .int(messages.banquetGuests)
      .min(banquetRules.minGuests, messages.banquetGuests)
      .max(banquetRules.maxGuests, messages.banquetGuests),
    user_id: phoneNumber,
    apartment_number: z
      .string({ error: messages.banquetApartmentRequired })
      .min(1, messages.banquetApartmentRequired)
      .max(20, messages.apartmentChars)
      .regex(/^[A-Z0-9]+$/, messages.apartmentChars),
    contact_name: requiredText('Contact name', 'name', messages.banquetNameRequired),
    contact_phone: z
      .string({ error: messages.banquetPhone })
      .regex(/^\d{10}$/, messages.banquetPhone),
    special_requirements: optionalText('Special requirements', 'comment'),
    catering_required: z.boolean().optional().default(false),
    decoration_required: z.boolean().optional().default(false),
  })
  .refine((request) => request.end_time > request.start_time, {
    message: messages.banquetEndAfterStart,
    path: ['end_time'],
  });
export type BanquetRequest = z.input<typeof banquetRequest>;

export const bookBanquet = defineEndpoint({
  method: 'POST',
  path: 'banquetbooking/banquet/book',
  access: 'member',
  body: banquetRequest,
  created: 'always',
  response: z.object({ booking_id: z.string(), status: z.string(), message: z.string() }),
  failure: messages.banquetFailed,
});
