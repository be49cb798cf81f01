/**
 * Courts and the banquet hall: availability, the booking rules, the banquet's lifecycle, and
 * each court day's taken hours, kept in memory for the morning rush.
 */
export { bookingHandlers as handlers } from './handlers';
export { courtDaysPlugin as plugin } from './court-days-plugin';
