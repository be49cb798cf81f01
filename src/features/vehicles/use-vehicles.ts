/**
 * The flat's vehicles (issue 34): the list (kept in the persisted query cache, so it shows
 * offline with its age) and the two writes that change it, online-only: a plate is one flat's at
 * a time, which only the server can say.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  listVehicles,
  registerVehicle,
  removeVehicle,
  type Vehicle,
  type VehicleFields,
} from '../../../contract/vehicles/vehicles';
import { callApi } from '../../api/client';

export const vehicleKeys = {
  mine: (userId: string) => ['vehicles', 'mine', userId] as const,
};

export const vehiclesQuery = (userId: string) =>
  queryOptions({
    queryKey: vehicleKeys.mine(userId),
    queryFn: ({ signal }) => callApi(listVehicles, { signal }),
    enabled: userId !== '',
  });

function useRefreshList(userId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: vehicleKeys.mine(userId) });
}

export function useRegisterVehicle(userId: string) {
  const refresh = useRefreshList(userId);
  return useMutation({
    mutationFn: (body: VehicleFields) => callApi(registerVehicle, { body }),
    onSuccess: refresh,
  });
}

export function useRemoveVehicle(userId: string) {
  const refresh = useRefreshList(userId);
  return useMutation({
    mutationFn: (vehicle: Vehicle) => callApi(removeVehicle, { params: { id: vehicle.id } }),
    onSettled: refresh,
  });
}
