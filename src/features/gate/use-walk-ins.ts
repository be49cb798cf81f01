/**
 * The shift's walk-ins with their answers: while online, each open one the server has and nobody
 * has answered is asked about every 2 s, so "Approved by …" shows as soon as a resident taps it.
 */
import { useQueries } from '@tanstack/react-query';
import { getWalkIn } from '../../../contract/gate/desk';
import { callApi } from '../../api/client';
import type { OutboxRecord } from '../../offline/db';
import { GATE_WALK_IN_KIND, type GateWalkInPayload } from '../../offline/kinds';
import { walkInViews, type PolledWalkIn, type WalkInView } from './walk-in-state';

export const WALK_IN_POLL_MS = 2_000;

export const walkInQueryKey = (id: string) => ['gate', 'walk-in', id] as const;

export function useWalkIns(
  records: readonly OutboxRecord[],
  online: boolean,
  hidden: ReadonlySet<string>,
): WalkInView[] {
  const asked = records.filter(
    (record) => record.kind === GATE_WALK_IN_KIND && record.status === 'sent',
  );
  const results = useQueries({
    queries: asked.map((record) => {
      const id = (record.payload as GateWalkInPayload).walk_in.id;
      return {
        queryKey: walkInQueryKey(id),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          callApi(getWalkIn, { params: { id }, signal }),
        // Asked until answered, then never again (first answer wins, so it cannot change): the
        // time of that answer is when the server first had it, which "Inside now" relies on.
        // A closed card is not asked about either; its answer stays as heard.
        enabled: (query: { state: { data?: { status: string } } }) =>
          online &&
          !hidden.has(id) &&
          (query.state.data === undefined || query.state.data.status === 'waiting'),
        staleTime: 0,
        retry: false,
        refetchInterval: WALK_IN_POLL_MS,
        meta: { persist: false },
      };
    }),
  });

  // Cheap to redo each render: a shift has tens of walk-ins, not thousands.
  const polled = new Map<string, PolledWalkIn>();
  results.forEach((result, index) => {
    const record = asked[index];
    if (!result.data || !record) return;
    const { id } = (record.payload as GateWalkInPayload).walk_in;
    polled.set(id, { walkIn: result.data, at: result.dataUpdatedAt });
  });
  return walkInViews(records, polled);
}
