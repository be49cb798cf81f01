/**
 * An hour from now in India, as the form's time field takes it. Rides are for later today only,
 * so in the last hour before midnight in India it asks for 23:59 (and in the last minute the
 * server would rightly refuse: that is the one time a ride cannot be asked for).
 */
export function laterTodayInIndia(): string {
  const india = (at: number) => new Date(at + 330 * 60_000).toISOString();
  const now = Date.now();
  const later = india(now + 60 * 60_000);
  return later.slice(0, 10) === india(now).slice(0, 10) ? later.slice(11, 16) : '23:59';
}
