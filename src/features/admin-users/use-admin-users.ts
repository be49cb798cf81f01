/** The admin's residents: the list, its CSV, and the writes (guards' too) that refresh it. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createUser,
  createUsersBulk,
  listResidents,
  updateUser,
  type UserInput,
} from '../../../contract/register/members';
import { exportResidents } from '../../../contract/exports/exports';
import { createGuard, type GuardFields } from '../../../contract/gate/gate';
import { callApi } from '../../api/client';
import { downloadSnapshotCsv } from '../../api/download-csv';

export const residentKeys = { all: ['residents'] as const };

export function useResidents() {
  return useQuery({
    queryKey: residentKeys.all,
    queryFn: ({ signal }) => callApi(listResidents, { signal }),
  });
}

/** `register-<today>.csv`: everyone in the register, moved-out people included. */
export function downloadRegisterCsv(): Promise<void> {
  return downloadSnapshotCsv(exportResidents, 'register');
}

export function useRefreshResidents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: residentKeys.all });
}

export function useCreateUser() {
  const onSuccess = useRefreshResidents();
  return useMutation({
    mutationFn: (body: UserInput) => callApi(createUser, { body }),
    onSuccess,
  });
}

export interface StatusChange {
  phone: string;
  apartment: string;
  member_status: UserInput['member_status'];
  is_active: boolean;
}

export function useUpdateUser() {
  const onSuccess = useRefreshResidents();
  return useMutation({
    mutationFn: ({ phone, apartment, ...body }: StatusChange) =>
      callApi(updateUser, { params: { phone, apartment }, body }),
    onSuccess,
  });
}

export function useBulkUpload() {
  const onSuccess = useRefreshResidents();
  return useMutation({
    mutationFn: (file: File) => callApi(createUsersBulk, { body: file }),
    onSuccess,
  });
}

export function useCreateGuard() {
  const onSuccess = useRefreshResidents();
  return useMutation({
    mutationFn: (body: GuardFields) => callApi(createGuard, { body }),
    onSuccess,
  });
}
