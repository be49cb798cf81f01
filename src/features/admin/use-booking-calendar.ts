/**
 * The RWA's Booking Calendar: GET booking/booking-slots for one sport and the two days shown
 * (`from`/`to`, so a year of history never travels). Status changes go through the shared
 * request moves (src/api/requests.ts), which refresh this list by its `bookings` prefix.
 * The list is persisted with the query cache (DESIGN.md §4): offline, the last copy shows.
 * The same sport and days download as CSV (GET booking/bookings.csv).
 */
import { useQuery } from '@tanstack/react-query';
import {
  bookingSlots,
  sportTypeToWire,
  type BookingSportType,
} from '../../../contract/bookings/bookings';
import { exportBookings } from '../../../contract/exports/exports';
import { isApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import { downloadCsv } from '../../api/download-csv';

export const calendarKeys = {
  all: ['bookings', 'calendar'] as const,
  days: (sport: BookingSportType, from: string, to: string) =>
    ['bookings', 'calendar', sport, from, to] as const,
};

export function useCalendarBookings(sport: BookingSportType, from: string, to: string) {
  return useQuery({
    queryKey: calendarKeys.days(sport, from, to),
    queryFn: ({ signal }) =>
      callApi(bookingSlots, {
        // SPEC.md §5: 'TT/Yoga' travels as 'TT-Yoga'; the schema's type is the parsed (slash) form.
        params: { sportType: sportTypeToWire(sport) as BookingSportType },
        query: { from, to },
        signal,
      }),
    // Residents book all day: every visit asks again, the saved copy shows meanwhile.
    staleTime: 0,
  });
}

/** SPEC.md §8: the server's detail wins over our fallback. */
export function calendarErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.detail ? error.detail : fallback;
}

export interface CalendarRange {
  sport: BookingSportType;
  from: string;
  to: string;
}

/** `bookings-<sport>-<from>-<to>.csv`: the sport and the days the calendar shows. */
export function downloadCalendarCsv({ sport, from, to }: CalendarRange): Promise<void> {
  const wire = sportTypeToWire(sport);
  return downloadCsv(
    exportBookings,
    { from, to, sport_type: wire },
    `bookings-${wire.toLowerCase()}`,
  );
}
