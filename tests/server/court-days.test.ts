/**
 * The courts' taken hours kept for a second (services/court-days.ts): the morning rush reads
 * each court-day once a second, however many phones ask, and a booking here shows at once.
 */
import { describe, expect, it } from 'vitest';
import {
  COURT_DAY_TTL_MS,
  createCourtDays,
  type TakenHour,
} from '../../server/services/court-days';

function counting(answers: TakenHour[][] = [[]]) {
  const calls: string[] = [];
  let clock = 0;
  const days = createCourtDays(
    (sport, date) => {
      calls.push(`${sport} ${date}`);
      return Promise.resolve(answers[Math.min(calls.length - 1, answers.length - 1)] ?? []);
    },
    () => clock,
  );
  return { days, calls, advance: (ms: number) => (clock += ms) };
}

describe('the court-days kept for the rush', () => {
  it('asks the database once for many callers at the same moment', async () => {
    const { days, calls } = counting([[{ time_slot: '18:00', duration: 60 }]]);
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
    const { days, calls, advance } = counting([[], [{ time_slot: '19:00', duration: 60 }]]);
    await days.taken('Tennis', '2026-11-26');
    advance(COURT_DAY_TTL_MS - 1);
    expect(await days.taken('Tennis', '2026-11-26')).toEqual([]);
    advance(1);
    expect(await days.taken('Tennis', '2026-11-26')).toEqual([
      { time_slot: '19:00', duration: 60 },
    ]);
    expect(calls).toHaveLength(2);
  });

  it('asks again at once after a booking here forgets the day', async () => {
    const { days, calls } = counting([[], [{ time_slot: '06:00', duration: 60 }]]);
    await days.taken('Squash', '2026-11-26');
    days.forget('Squash', '2026-11-26');
    expect(await days.taken('Squash', '2026-11-26')).toEqual([
      { time_slot: '06:00', duration: 60 },
    ]);
    expect(calls).toHaveLength(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const days = createCourtDays(() =>
      fail ? Promise.reject(new Error('connection lost')) : Promise.resolve([]),
    );
    await expect(days.taken('Tennis', '2026-11-26')).rejects.toThrow('connection lost');
    fail = false;
    await expect(days.taken('Tennis', '2026-11-26')).resolves.toEqual([]);
  });
});
