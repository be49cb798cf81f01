/**
 * A member's bookings (GET booking/bookings-by-user) and their cancel (PUT
 * booking/update-booking-status). The list is a small online-only answer, so it lives in the
 * persisted query cache (DESIGN.md §4) and shows offline with its age.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bookingsByUser,
  sportTypeToWire,
  updateBookingStatus,
  type Booking,
  type BookingSportType,
} from '../../../contract/bookings/bookings';
import { isApiError } from '../../api/api-error';
import { callApi } from '../../api/client';

/** The panel's filter: one sport (SPEC.md §4), or every kind at once (issue 14, the default). */
export const ALL_KINDS = 'All';
export type BookingsFilter = BookingSportType | typeof ALL_KINDS;

export const yourBookingsKeys = {
  all: ['bookings', 'user'] as const,
  user: (userId: string) => ['bookings', 'user', userId] as const,
  sport: (userId: string, sport: BookingsFilter) => ['bookings', 'user', userId, sport] as const,
};

export async function fetchYourBookings(
  userId: string,
  sport: BookingsFilter,
  signal?: AbortSignal,
): Promise<Booking[]> {
  try {
    const { bookings } = await callApi(bookingsByUser, {
      params: { user_id: userId },
      // SPEC.md §5: 'TT/Yoga' travels as 'TT-Yoga'; the schema's type is the parsed (slash) form.
      query: sport === ALL_KINDS ? {} : { sport_type: sportTypeToWire(sport) as BookingSportType },
      signal,
    });
    return bookings;
  } catch (error) {
    // SPEC.md §7: a 404 means nothing booked.
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export function useYourBookings(userId: string, sport: BookingsFilter) {
  return useQuery({
    queryKey: yourBookingsKeys.sport(userId, sport),
    queryFn: ({ signal }) => fetchYourBookings(userId, sport, signal),
    enabled: userId !== '',
    // Booked on another page a moment ago? Coming home asks again; the saved copy shows meanwhile.
    staleTime: 0,
  });
}

export function useCancelBooking(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (booking: Booking) =>
      callApi(updateBookingStatus, {
        params: { booking_id: booking.booking_id },
        query: { new_status: 'Cancelled' },
      }),
    // After a refusal too: a booking that just started or was cancelled elsewhere shows as it is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: yourBookingsKeys.user(userId) }),
  });
}
