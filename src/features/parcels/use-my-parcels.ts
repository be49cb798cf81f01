/**
 * The flat's parcels (issue 34): a small answer kept in the persisted query cache (DESIGN.md §4),
 * so the collection code shows at the gate with no signal, with its age. Asked again every 30 s
 * while the page is open, and at once when a push says a parcel has come.
 */
import { queryOptions } from '@tanstack/react-query';
import { myParcels } from '../../../contract/parcels/parcels';
import { callApi } from '../../api/client';

const PARCELS_REFRESH_MS = 30_000;

export const parcelKeys = {
  mine: (userId: string) => ['parcels', 'my', userId] as const,
};

export const myParcelsQuery = (userId: string) =>
  queryOptions({
    queryKey: parcelKeys.mine(userId),
    queryFn: ({ signal }) => callApi(myParcels, { signal }),
    enabled: userId !== '',
    staleTime: 0,
    refetchInterval: PARCELS_REFRESH_MS,
  });
