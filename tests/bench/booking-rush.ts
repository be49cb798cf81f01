/**
 * The booking rush (issue 19): the morning tomorrow's courts open, 500 residents arrive within
 * RUSH_WINDOW_MS of one another; each loads availability for every court, one after another,
 * then books one slot — most of them one of the few evening hours on the popular courts, so
 * many want the same ones. Timed per call, from send to full answer. The only
 * refusals allowed are 409s for a slot already taken; afterwards the database must hold one
 * booking per slot (no two active bookings of a court overlap) and one per 201.
 * On PostgreSQL: one instance (called directly), or two behind nginx (tests/cluster).
 */
import { sql } from 'kysely';
import { courtSports, sportDurations, type CourtSport } from '../../contract/bookings/bookings';
import { messages } from '../../contract/messages';
import { addDays, inIndia } from '../../contract/platform/india-time';
import { startCluster } from '../cluster/cluster';
import { addResidents, call, type Resident } from '../cluster/residents';
import { percentile } from './load';

export const RUSH_RESIDENTS = 500;
/**
 * How close together the residents arrive: the same couple of seconds after the courts open
 * (RUSH_WINDOW_MS in the environment widens it, to find where the budget holds).
 */
export const RUSH_WINDOW_MS = Number(process.env.RUSH_WINDOW_MS ?? 2_000);

const popular: CourtSport[] = ['Badminton', 'Tennis', 'TT/Yoga'];
const wire = (sport: string) => sport.replace('/', '-');
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

export interface RushFigures {
  instances: number;
  availability: { p50: number; p99: number; count: number };
  book: { p50: number; p99: number; count: number };
  booked: number;
  taken: number;
  /** Anything but 200/201/409-taken, with its status and detail. */
  errors: string[];
  /** Pairs of active bookings of one court that overlap tomorrow (must be 0). */
  overlaps: number;
  /** Active bookings for tomorrow in the database (must equal `booked`). */
  rows: number;
}

/** Three in four want an evening hour on a popular court; the rest any court, any hour. */
function wish(resident: Resident, date: string) {
  const sport = Math.random() < 0.75 ? pick(popular) : pick(courtSports);
  const hour = Math.random() < 0.75 ? pick([18, 19, 20]) : 6 + Math.floor(Math.random() * 15);
  const durations = sportDurations[sport] as readonly number[];
  return {
    user_id: resident.phone,
    sport_type: wire(sport),
    booking_date: date,
    time_slot: `${String(hour).padStart(2, '0')}:00`,
    duration: durations.includes(60) ? 60 : Math.max(...durations),
  };
}

async function timed<T>(times: number[], work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  times.push(performance.now() - started);
  return result;
}

/**
 * The evening before: when the courts open at dawn, the instances have served the estate for
 * hours — V8 has compiled the paths a call takes. Other residents than the rush's (whose
 * sessions are still read cold) each look at tomorrow's grids, book a slot and cancel it, so
 * nothing of theirs is left for the morning. RUSH_COLD=1 skips it: instances just started.
 */
async function eveningBefore(base: string, residents: Resident[], tomorrow: string) {
  for (let round = 0; round < 2; round++) {
    await Promise.all(
      residents.map(async (resident, i) => {
        for (const sport of courtSports) {
          const query = `sport_type=${wire(sport)}&booking_date=${tomorrow}`;
          await call(base, `booking/check-availability-all-slots?${query}`, {
            token: resident.token,
          });
        }
        const sport = courtSports[i % courtSports.length] ?? 'Tennis';
        const durations = sportDurations[sport] as readonly number[];
        const booked = await call(base, 'booking/book', {
          token: resident.token,
          body: {
            user_id: resident.phone,
            sport_type: wire(sport),
            booking_date: tomorrow,
            time_slot: `${String(6 + (Math.floor(i / courtSports.length) % 15)).padStart(2, '0')}:00`,
            duration: durations.includes(60) ? 60 : Math.max(...durations),
          },
        });
        if (booked.status !== 201) return;
        await call(
          base,
          `booking/update-booking-status/${String(booked.body.booking_id)}?new_status=Cancelled`,
          { token: resident.token, method: 'PUT' },
        );
      }),
    );
  }
}

export const RUSH_COLD = process.env.RUSH_COLD === '1';

export async function measureBookingRush(adminUrl: string, instances: 1 | 2): Promise<RushFigures> {
  const cluster = await startCluster(adminUrl, instances);
  try {
    // One instance is called directly; two through the nginx in front of them.
    const base = instances === 1 ? (cluster.instances[0]?.url ?? '') : cluster.url;
    const residents = await addResidents(cluster.db, cluster.secret, RUSH_RESIDENTS, 7_600_000_000);
    const tomorrow = addDays(inIndia(new Date()).date, 1);
    if (!RUSH_COLD) {
      const evening = await addResidents(cluster.db, cluster.secret, 100, 7_700_000_000);
      await eveningBefore(base, evening, tomorrow);
    }
    const availabilityTimes: number[] = [];
    const bookTimes: number[] = [];
    const figures = { booked: 0, taken: 0, errors: [] as string[] };

    const rush = async (resident: Resident) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * RUSH_WINDOW_MS));
      // One court after another: a phone's requests, not thousands of sockets from one client.
      for (const sport of courtSports) {
        const query = `sport_type=${wire(sport)}&booking_date=${tomorrow}`;
        const grid = await timed(availabilityTimes, () =>
          call(base, `booking/check-availability-all-slots?${query}`, { token: resident.token }),
        );
        if (grid.status !== 200) {
          figures.errors.push(`availability ${grid.status} ${String(grid.body.detail)}`);
        }
      }
      const answer = await timed(bookTimes, () =>
        call(base, 'booking/book', { token: resident.token, body: wish(resident, tomorrow) }),
      );
      if (answer.status === 201) figures.booked += 1;
      else if (answer.status === 409 && answer.body.detail === messages.bookingSlotTaken)
        figures.taken += 1;
      else figures.errors.push(`book ${answer.status} ${String(answer.body.detail)}`);
    };
    await Promise.all(residents.map(rush));

    const overlapping = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM bookings x JOIN bookings y
        ON x.sport_type = y.sport_type AND x.id < y.id
        AND x.starts_at < y.ends_at AND y.starts_at < x.ends_at
      WHERE x.booking_date = ${tomorrow} AND y.booking_date = ${tomorrow}
        AND x.status = 'Booked' AND y.status = 'Booked'
    `.execute(cluster.db);
    const active = await cluster.db
      .selectFrom('bookings')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('booking_date', '=', tomorrow)
      .where('status', '=', 'Booked')
      .executeTakeFirstOrThrow();
    const sorted = (times: number[]) => times.sort((x, y) => x - y);
    const summary = (times: number[]) => ({
      p50: percentile(sorted(times), 50),
      p99: percentile(times, 99),
      count: times.length,
    });
    return {
      instances,
      availability: summary(availabilityTimes),
      book: summary(bookTimes),
      ...figures,
      overlaps: overlapping.rows[0]?.count ?? 0,
      rows: active.count,
    };
  } finally {
    await cluster.stop();
  }
}

export function reportBookingRush(figures: RushFigures): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const where =
    figures.instances === 1 ? 'one instance' : `${figures.instances} instances behind nginx`;
  const errors = new Map<string, number>();
  for (const error of figures.errors) errors.set(error, (errors.get(error) ?? 0) + 1);
  return [
    `booking rush on PostgreSQL, ${where} (${RUSH_COLD ? 'just started' : 'warm from the evening before'}): ${RUSH_RESIDENTS} residents within ${RUSH_WINDOW_MS / 1000} s`,
    `    GET availability ×${figures.availability.count} (every court): p50 ${ms(figures.availability.p50)}, p99 ${ms(figures.availability.p99)}`,
    `    POST book ×${figures.book.count}: p50 ${ms(figures.book.p50)}, p99 ${ms(figures.book.p99)}`,
    `        ${figures.booked} × 201 booked, ${figures.taken} × 409 slot taken, ${figures.errors.length} errors`,
    ...[...errors].map(([error, count]) => `        ${count} × ${error}`),
    `    database: ${figures.rows} active bookings for ${figures.booked} × 201, ${figures.overlaps} overlapping pairs`,
  ];
}
