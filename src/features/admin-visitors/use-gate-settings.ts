/** The gate's settings (issue 34): read and saved by the RWA, online only like every admin list. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGateSettings,
  updateGateSettings,
  type GateSettings,
} from '../../../contract/gate/overstay';
import { callApi } from '../../api/client';

const gateSettingsKey = ['gate', 'settings'] as const;

export function useGateSettings() {
  return useQuery({
    queryKey: gateSettingsKey,
    queryFn: ({ signal }) => callApi(getGateSettings, { signal }),
  });
}

export function useSaveGateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GateSettings) => callApi(updateGateSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(gateSettingsKey, saved),
  });
}
