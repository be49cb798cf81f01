/**
 * The RWA's Booking Calendar: GET booking/booking-slots for one sport and the two days shown
 * (`from`/`to`, so a year of history never travels), and the status changes made from it.
 * The list is persisted with the query cache (DESIGN.md §4): offline, the last copy shows.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bookingSlots,
  sportTypeToWire,
  updateBookingStatus,
  type BookingSportType,
  type BookingStatus,
  type CalendarBooking,
} from '../../../contract/bookings';
import { isApiError } from '../../api/api-error';
import { callApi } from '../../api/client';

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

export interface StatusChange {
  booking: CalendarBooking;
  status: Extract<BookingStatus, 'Confirmed' | 'Declined' | 'Cancelled'>;
}

export function useChangeBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, status }: StatusChange) =>
      callApi(updateBookingStatus, {
        params: { booking_id: booking.booking_id },
        query: { new_status: status },
      }),
    // A 409 (another banquet confirmed meanwhile) means the list is stale too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

/** SPEC.md §8: the server's detail wins over our fallback. */
export function calendarErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.detail ? error.detail : fallback;
}
