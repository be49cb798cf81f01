/** A stepping stone, like load-your-bookings.ts: keeps the strip's chunk list out of home's. */
export const loadTodayStrip = () => import('./today-strip');
