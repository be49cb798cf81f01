/**
 * Requests across kinds (contract/requests/requests.ts): a resident's own rides and bookings, the
 * office's "Needs you" queue, and the one way to move any of them along its lifecycle (a ride
 * through its status call, a booking through update-booking-status). Shared because the
 * resident's pages, the admin dashboard and the golf-cart list all read or move them.
 *
 * Both lists are small online-only answers, so they live in the persisted query cache
 * (DESIGN.md §4) and show offline with their age; while a page shows them they are asked for
 * again every 30 s, so the office's answer appears without a reload.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { updateBookingStatus, type BookingStatus } from '../../contract/bookings/bookings';
import { messages } from '../../contract/messages';
import { updateGolfCartStatus, type GolfCartStatus } from '../../contract/golf-cart/golf-cart';
import { myRequests, openRequests, type RequestKind } from '../../contract/requests/requests';
import { outboxLabels } from '../offline/labels';
import { ApiError } from './api-error';
import { callApi } from './client';
import { getSession } from './session';

export const REQUESTS_REFRESH_MS = 30_000;

export const requestKeys = {
  all: ['requests'] as const,
  mine: (userId: string) => ['requests', 'mine', userId] as const,
  open: ['requests', 'open'] as const,
};

export const myRequestsQuery = (userId: string) =>
  queryOptions({
    queryKey: requestKeys.mine(userId),
    queryFn: ({ signal }) => callApi(myRequests, { signal }),
    enabled: userId !== '',
    staleTime: 0,
    refetchInterval: REQUESTS_REFRESH_MS,
  });

export const openRequestsQuery = () =>
  queryOptions({
    queryKey: requestKeys.open,
    queryFn: ({ signal }) => callApi(openRequests, { signal }),
    staleTime: 0,
    refetchInterval: REQUESTS_REFRESH_MS,
  });

export interface RequestMove {
  kind: RequestKind;
  /** The id the kind's own call takes (a ride's request_id, a booking_id). */
  id: string;
  /** The status to move to; the lifecycle offered it. */
  to: string;
  /** The move's reason or note, when it carries one. */
  text?: string;
}

/** Sends one move; the server checks it against the same lifecycle (409 when it has moved on). */
export async function moveRequest(move: RequestMove): Promise<void> {
  const text = move.text?.trim() || undefined;
  if (move.kind === 'registration') {
    await cancelEventRegistration(move.id);
    return;
  }
  if (move.kind === 'golf_cart') {
    await callApi(updateGolfCartStatus, {
      params: { id: move.id },
      body: { status: move.to as GolfCartStatus, ...(text ? { note: text } : {}) },
    });
    return;
  }
  await callApi(updateBookingStatus, {
    params: { booking_id: move.id },
    query: { new_status: move.to as BookingStatus, ...(text ? { reason: text } : {}) },
  });
}

/**
 * A registration's one move, Cancelled, is its removal, and it goes the way the event's page
 * sends it: through the outbox (src/offline/kinds/event-cancel.ts), so a cancel is sent once
 * and after any registration still queued. This waits a while for the server's answer, to say
 * "Cancelled" or why not as any other move does.
 */
export async function cancelEventRegistration(eventId: string): Promise<void> {
  const user = getSession().user;
  if (!user) throw new ApiError(401, messages.authenticationRequired);
  // Loaded on the first cancel: the outbox pulls in Dexie, which the home page does without.
  const [{ queueRegistrationCancel }, { settledRecord }] = await Promise.all([
    import('../offline/kinds/event-cancel'),
    import('../offline/outbox-outcome'),
  ]);
  const record = await settledRecord(await queueRegistrationCancel(eventId, user.id));
  if (record?.status === 'sent') return;
  const reason =
    record?.status === 'pending' || record?.status === 'sending'
      ? outboxLabels.pending
      : (record?.lastError ?? messages.eventCancelFailed);
  throw new ApiError(record?.status === 'pending' ? 0 : 400, reason, reason);
}

/**
 * Every list a move can change, by prefix: requests, the golf-cart list, bookings, an event's
 * page and the events list (its attendee counts).
 */
const touchedByMoves = [
  requestKeys.all,
  ['golf-cart'],
  ['bookings'],
  ['event'],
  ['collection', 'events'],
] as const;

export function useRequestMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveRequest,
    // After a refusal too: a 409 means someone else moved it, so the lists are stale. Not
    // awaited: the caller hears the outcome first, before a refreshed list may unmount it.
    onSettled: () => {
      for (const queryKey of touchedByMoves) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
