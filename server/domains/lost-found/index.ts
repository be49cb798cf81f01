/**
 * Lost & found: residents report what they lost or found, with a photo, and the RWA keeps each
 * report moving until it is returned.
 */
export { lostFoundHandlers as handlers } from './handlers';
export { seedLostFound } from './seed';
