/** POST booking/book: online-only (DESIGN.md §5); every outcome refreshes the slot grids. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookFacility, type BookingRequest } from '../../../contract/bookings/bookings';
import { callApi } from '../../api/client';
import { availabilityKeys } from './use-availability';

export function useBookFacility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingRequest) => callApi(bookFacility, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
