/**
 * What a page that sends the resident home after a success (SPEC.md §4: the banquet request
 * returns home after 3 s) hands to the page it lands on, so the success is shown there too, and
 * the offer of notifications is made where the resident now is, not on a page about to go.
 */
export interface Arrival {
  message: string;
  offerPush: boolean;
}

export function arrivalState(arrival: Arrival): { arrival: Arrival } {
  return { arrival };
}

export function readArrival(state: unknown): Arrival | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const arrival = (state as { arrival?: unknown }).arrival;
  if (typeof arrival !== 'object' || arrival === null) return undefined;
  const { message, offerPush } = arrival as Partial<Arrival>;
  return typeof message === 'string' ? { message, offerPush: offerPush === true } : undefined;
}
