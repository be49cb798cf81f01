/**
 * The resident's SOS (issue 34): raising it is online only, never queued (an SOS that arrives
 * when the signal returns reaches nobody in time; the page offers the gate's phone instead), and
 * the one raised is asked about every few seconds until a guard answers.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { getSos, raiseSos, type SosAlert } from '../../../contract/gate/sos';
import { callApi } from '../../api/client';
import { newId } from '../../offline/ids';

export const SOS_POLL_MS = 3_000;

export const sosQueryKey = (id: string) => ['sos', id] as const;

/** One press, one Idempotency-Key: a press retried by the network is the same press. */
export function useRaiseSos() {
  return useMutation({ mutationFn: () => callApi(raiseSos, { idempotencyKey: newId() }) });
}

export function useSosAlert(id: string | undefined, online: boolean) {
  return useQuery({
    queryKey: sosQueryKey(id ?? ''),
    queryFn: ({ signal }) => callApi(getSos, { params: { id: id ?? '' }, signal }),
    enabled: id !== undefined,
    staleTime: 0,
    // Answered is final: asked until then, never after.
    refetchInterval: (query) =>
      online && (query.state.data as SosAlert | undefined)?.state !== 'acknowledged'
        ? SOS_POLL_MS
        : false,
    meta: { persist: false },
  });
}
