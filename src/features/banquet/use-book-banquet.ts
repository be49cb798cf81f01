/** POST banquetbooking/banquet/book: online-only (DESIGN.md §5); the request starts Pending. */
import { useMutation } from '@tanstack/react-query';
import { bookBanquet, type BanquetRequest } from '../../../contract/bookings/banquet';
import { callApi } from '../../api/client';

export function useBookBanquet() {
  return useMutation({
    mutationFn: (body: BanquetRequest) => callApi(bookBanquet, { body }),
  });
}
