/** What /facilities and /booking/{facilityId} hand each other through router state. */
import type { AvailabilitySlot } from '../../../contract/bookings/bookings';

/** SPEC.md §2: the card passes the facility name, sport type and today's slots. */
export interface BookingArrival {
  facilityName: string;
  sportType: string;
  date: string;
  slots: AvailabilitySlot[];
}

/** After a booking, the message /facilities shows for a moment. */
export interface FacilitiesArrival {
  bookedMessage: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Router state survives reloads and comes from history: read it defensively. */
export function readBookingArrival(state: unknown): BookingArrival | undefined {
  if (!isObject(state) || typeof state.date !== 'string' || !Array.isArray(state.slots)) {
    return undefined;
  }
  return state as unknown as BookingArrival;
}

export function readFacilitiesArrival(state: unknown): string | undefined {
  return isObject(state) && typeof state.bookedMessage === 'string'
    ? state.bookedMessage
    : undefined;
}
