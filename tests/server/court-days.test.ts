/**
 * The courts' taken hours kept in memory (domains/bookings/court-days.ts): the morning rush reads each
 * court-day once however many phones ask, a change the database tells of is read again at once,
 * and without that word nothing is older than a second.
 */
import { describe, expect, it } from 'vitest';
import type { ChangeFeed, ChangeListener } from '../../server/platform/db/change-feed';
import {
  COURT_DAY_TTL_MS,
  courtDayChange,
  createCourtDays,
  type TakenHour,
} from '../../server/domains/bookings/court-days';

/** A change feed the test speaks for. */
function toldFeed() {
  const listeners: ChangeListener[] = [];
  const feed: ChangeFeed = {
    live: true,
    listen: (listener) => listeners.push(listener),
    caughtUp: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
  return {
    feed,
    tell: (what: string) => listeners.forEach((listener) => listener.changed(what)),
    lose: () => listeners.forEach((listener) => listener.lost()),
  };
}

function counting(answers: TakenHour[][] = [[]]) {
  const calls: string[] = [];
  let clock = 0;
  const told = toldFeed();
  const days = createCourtDays(
    (sport, date) => {
      calls.push(`${sport} ${date}`);
      return Promise.resolve(answers[Math.min(calls.length - 1, answers.length - 1)] ?? []);
    },
    told.feed,
    () => clock,
  );
  return { days, calls, advance: (ms: number) => (clock += ms), ...told };
}

const evening = [{ time_slot: '18:00', duration: 60 }];

describe('the court-days kept for the rush', () => {
  it('asks the database once for many callers at the same moment', async () => {
    const { days, calls } = counting([evening]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => days.taken('Badminton', '2026-11-26')),
    );
    expect(calls).toEqual(['Badminton 2026-11-26']);
    expect(answers.every((hours) => hours[0]?.time_slot === '18:00')).toBe(true);
  });

  it('keeps each court and day apart', async () => {
    const { days, calls } = counting();
    await days.taken('Badminton', '2026-11-26');
    await days.taken('Tennis', '2026-11-26');
    await days.taken('Badminton', '2026-11-27');
    expect(calls).toHaveLength(3);
  });

  it('asks again once the second has passed', async () => {
    const { days, calls, advance } = counting([[], evening]);
    await days.taken('Tennis', '2026-11-26');
    advance(COURT_DAY_TTL_MS - 1);
    expect(await days.taken('Tennis', '2026-11-26')).toEqual([]);
    advance(1);
    expect(await days.taken('Tennis', '2026-11-26')).toEqual(evening);
    expect(calls).toHaveLength(2);
  });

  it('asks again at once when the database tells of a change to that court-day only', async () => {
    const { days, calls, tell } = counting([[], evening]);
    await days.taken('Squash', '2026-11-26');
    await days.taken('Tennis', '2026-11-26');
    tell(courtDayChange('Squash', '2026-11-26'));
    tell('user:12');
    expect(await days.taken('Squash', '2026-11-26')).toEqual(evening);
    await days.taken('Tennis', '2026-11-26');
    expect(calls).toEqual(['Squash 2026-11-26', 'Tennis 2026-11-26', 'Squash 2026-11-26']);
  });

  it('does not keep a read that a change overtook while it was in flight', async () => {
    let release!: (hours: TakenHour[]) => void;
    const calls: number[] = [];
    const told = toldFeed();
    const days = createCourtDays((_sport, _date) => {
      calls.push(calls.length);
      return calls.length === 1
        ? new Promise<TakenHour[]>((resolve) => (release = resolve))
        : Promise.resolve(evening);
    }, told.feed);
    const first = days.taken('Tennis', '2026-11-26');
    told.tell(courtDayChange('Tennis', '2026-11-26'));
    release([]);
    // The caller already waiting gets its answer; the next one reads again.
    expect(await first).toEqual([]);
    expect(await days.taken('Tennis', '2026-11-26')).toEqual(evening);
  });

  it('forgets every court-day when changes may have gone unheard', async () => {
    const { days, calls, lose } = counting();
    await days.taken('Tennis', '2026-11-26');
    await days.taken('Squash', '2026-11-27');
    lose();
    await days.taken('Tennis', '2026-11-26');
    await days.taken('Squash', '2026-11-27');
    expect(calls).toHaveLength(4);
  });

  it('keeps nothing while changes could go unheard', async () => {
    const calls: string[] = [];
    const load = (sport: string) => {
      calls.push(sport);
      return Promise.resolve([]);
    };
    const deaf = { ...toldFeed().feed, live: false };
    for (const days of [createCourtDays(load, deaf), createCourtDays(load, undefined)]) {
      await days.taken('Tennis', '2026-11-26');
      await days.taken('Tennis', '2026-11-26');
    }
    expect(calls).toHaveLength(4);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const days = createCourtDays(
      () => (fail ? Promise.reject(new Error('connection lost')) : Promise.resolve([])),
      toldFeed().feed,
    );
    await expect(days.taken('Tennis', '2026-11-26')).rejects.toThrow('connection lost');
    fail = false;
    await expect(days.taken('Tennis', '2026-11-26')).resolves.toEqual([]);
  });
});
