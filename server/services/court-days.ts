/**
 * The taken hours of each court and day, kept for a moment (issue 19's booking rush). The
 * morning tomorrow's courts open, hundreds of phones ask for the same few grids within seconds;
 * each grid is one query, answered here at most once a second per court-day, and one query in
 * flight is shared by every caller waiting for it.
 *
 * A booking or a change of status made through this instance forgets its court-day at once, so
 * the resident who booked sees it taken. Another instance's booking (or a move-out's
 * cancellations) shows within `COURT_DAY_TTL_MS`: a second of a slot looking free, which a
 * booking then answers with the same 409 as any two people choosing it at once.
 */

export const COURT_DAY_TTL_MS = 1_000;

export interface TakenHour {
  time_slot: string;
  duration: number;
}

export interface CourtDays {
  taken(sport: string, date: string): Promise<readonly TakenHour[]>;
  forget(sport: string, date: string): void;
}

export function createCourtDays(
  load: (sport: string, date: string) => Promise<readonly TakenHour[]>,
  clock: () => number = () => performance.now(),
): CourtDays {
  const kept = new Map<string, { at: number; hours: Promise<readonly TakenHour[]> }>();
  const keyOf = (sport: string, date: string) => `${sport}\n${date}`;
  return {
    taken(sport, date) {
      const key = keyOf(sport, date);
      const now = clock();
      const entry = kept.get(key);
      if (entry && now - entry.at < COURT_DAY_TTL_MS) return entry.hours;
      const hours = load(sport, date);
      // Deleted first, so the map stays in order of age for the sweep below.
      kept.delete(key);
      kept.set(key, { at: now, hours });
      // A failed read is not kept: the next caller asks again.
      hours.catch(() => {
        if (kept.get(key)?.hours === hours) kept.delete(key);
      });
      // Old days go as new ones come: the map holds what was asked this last second or so.
      for (const [old, { at }] of kept) {
        if (now - at < COURT_DAY_TTL_MS) break;
        if (old !== key) kept.delete(old);
      }
      return hours;
    },
    forget(sport, date) {
      kept.delete(keyOf(sport, date));
    },
  };
}
