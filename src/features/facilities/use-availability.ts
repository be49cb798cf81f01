/**
 * GET booking/check-availability-all-slots for one court and one day. The server already marks
 * slots past the §9 cutoff unavailable; the client applies the same rule again against a ticking
 * India clock, so a page left open past hh:30 drops the slot without asking the server.
 * The answer is small and persisted (DESIGN.md §4): offline, the last known slots still show.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  checkAvailability,
  isSlotOpen,
  sportTypeToWire,
  type AvailabilitySlot,
  type BookingSportType,
  type CourtSport,
} from '../../../contract/bookings/bookings';
import type { IndiaMoment } from '../../../contract/platform/india-time';
import { callApi } from '../../api/client';

export const availabilityKeys = {
  all: ['availability'] as const,
  one: (sport: CourtSport, date: string) => ['availability', sport, date] as const,
};

export async function fetchAvailability(
  sport: CourtSport,
  date: string,
  signal?: AbortSignal,
): Promise<AvailabilitySlot[]> {
  const { available_slots } = await callApi(checkAvailability, {
    // SPEC.md §5: 'TT/Yoga' travels as 'TT-Yoga'; the schema's type is the parsed (slash) form.
    query: { sport_type: sportTypeToWire(sport) as BookingSportType, booking_date: date },
    signal,
  });
  return available_slots;
}

export function availabilityQuery(sport: CourtSport, date: string) {
  return queryOptions({
    queryKey: availabilityKeys.one(sport, date),
    queryFn: ({ signal }) => fetchAvailability(sport, date, signal),
  });
}

/** Only the open slots, in the server's order. */
export function openSlots(
  slots: readonly AvailabilitySlot[],
  date: string,
  now: IndiaMoment,
): string[] {
  return slots
    .filter((slot) => slot.available && isSlotOpen(date, slot.time_slot, now))
    .map((slot) => slot.time_slot);
}

export interface Availability {
  /** The open slots; a failed check gives none (SPEC.md §4). */
  slots: string[];
  /** The first answer is on its way (not while paused offline). */
  loading: boolean;
  fetching: boolean;
  /** Nothing known: offline before any answer, or the check failed. */
  unknown: boolean;
  raw: AvailabilitySlot[] | undefined;
  refetch: () => void;
}

export function useAvailability(
  sport: CourtSport,
  date: string,
  now: IndiaMoment,
  options: { placeholder?: AvailabilitySlot[] } = {},
): Availability {
  const query = useQuery({
    ...availabilityQuery(sport, date),
    placeholderData: options.placeholder,
  });
  const raw = query.data;
  return {
    slots: raw ? openSlots(raw, date, now) : [],
    loading: query.isPending && query.fetchStatus === 'fetching',
    fetching: query.isFetching,
    unknown: raw === undefined,
    raw,
    refetch: () => void query.refetch(),
  };
}
