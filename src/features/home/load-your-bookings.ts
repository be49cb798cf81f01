/**
 * A stepping stone on the way to the Your Bookings body. Vite lists every chunk a dynamic import
 * needs (for preloading) in the chunk that makes the import; made from the home page, that list
 * of twenty-odd file names would be downloaded by every visitor. Made from here, it is downloaded
 * by members only, at the cost of one small extra request for them.
 */
export const loadYourBookings = () => import('./your-bookings');
