/**
 * The taken hours of each court and day, kept in memory (issue 19's booking rush). The morning
 * tomorrow's courts open, hundreds of phones ask for the same few grids within seconds; each
 * grid is one query, shared by every caller waiting for it, and kept until the database tells
 * of a change to that court-day (platform/db/change-feed.ts), from this instance or any other.
 *
 * Nothing is kept while that word could go unheard (the listening connection is reconnecting),
 * and nothing longer than `COURT_DAY_TTL_MS` in any case.
 */
import type { ChangeFeed } from '../../platform/db/change-feed';
import { keptReads } from '../../platform/db/kept-reads';

export const COURT_DAY_TTL_MS = 1_000;

export interface TakenHour {
  time_slot: string;
  duration: number;
}

export interface CourtDays {
  taken(sport: string, date: string): Promise<readonly TakenHour[]>;
}

/** The change feed's word for a court-day (migration 0020's `court:<sport>|<date>`). */
export const courtDayChange = (sport: string, date: string) => `court:${sport}|${date}`;

export function createCourtDays(
  load: (sport: string, date: string) => Promise<readonly TakenHour[]>,
  changes: ChangeFeed | undefined,
  clock?: () => number,
): CourtDays {
  const kept = keptReads<readonly TakenHour[]>({
    maxAgeMs: COURT_DAY_TTL_MS,
    keep: () => changes?.live ?? false,
    ...(clock ? { clock } : {}),
  });
  changes?.listen({
    changed: (what) => kept.forget(what),
    lost: () => kept.clear(),
  });
  return {
    taken: (sport, date) => kept.read(courtDayChange(sport, date), () => load(sport, date)),
  };
}
