/**
 * Requests across kinds: the one lifecycle rides, banquet bookings and tickets move along, the
 * timeline of every move, and a resident's own requests in one list.
 */
export { requestHandlers as handlers } from './handlers';
export { checkMove, recordMove } from './request-moves';
export type { RequestHistoryTable } from './tables';
