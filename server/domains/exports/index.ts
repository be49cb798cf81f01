/**
 * The RWA's CSV downloads of the residents' register and of the bookings (issue 19); the other
 * rooms' downloads (audit, visitors, helpdesk, attendees) live with their rooms.
 */
export { exportHandlers as handlers } from './handlers';
