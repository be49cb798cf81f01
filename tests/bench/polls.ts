/**
 * A poll at the size of a large estate (issue 36): a server of its own (seeded-server.ts) with
 * 5,000 flats, each with a resident. The RWA opens a poll; 4,500 flats vote through HTTP, 10
 * clients at once (a vote takes the poll's lock, so they queue: the rush's throughput), then 500
 * one at a time (what a resident waits when votes come at the pace of 5,000 in 10 minutes,
 * 8 a second: budgeted p99) — all 5,000 budgeted within 10 minutes. Once closed, the results of
 * its 5,000 ballots are read one call at a time (budgeted p99), then the bulletin.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Poll } from '../../contract/polls/polls';
import type { Database } from '../../server/platform/db/schema';
import { load, percentile } from './load';
import { BENCH_SECRET, startSeededServer } from './seeded-server';
import { benchTokens } from './sessions';

export const POLL_FLATS = 5_000;
const RESULT_READS = 100;
const ALONE = 500;
const RWA = '9000000001';
const phoneOf = (n: number) => String(7_300_000_000 + n);

export interface PollFigures {
  engine: 'PGlite' | 'PostgreSQL';
  votes: number;
  votingMs: number;
  /** At 10 clients at once. */
  rush: { p50: number; p99: number };
  /** One at a time. */
  vote: { p50: number; p99: number };
  results: { p50: number; p99: number; ballots: number };
  bulletinMs: number;
  bulletinKb: number;
}

async function seedFlats(db: Kysely<Database>) {
  await sql`
    INSERT INTO users (phone_number, apartment_number, name, role, member_status, is_active)
    SELECT (7300000000 + g)::text, 'P' || g, 'Resident ' || g, 'member', 'active', true
    FROM generate_series(1, ${POLL_FLATS}) AS g`.execute(db);
  // The demo's C303 is active too; it is left out of the vote.
  await sql`ANALYZE`.execute(db);
  const voters = Array.from({ length: POLL_FLATS }, (_, index) => phoneOf(index + 1));
  const tokens = await benchTokens(db, BENCH_SECRET, [RWA, ...voters]);
  return { rwa: tokens.get(RWA) ?? '', voters: voters.map((phone) => tokens.get(phone) ?? '') };
}

async function call(url: string, token: string, init: RequestInit = {}) {
  const response = await fetch(url, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
  return body;
}

export async function measurePolls(adminUrl?: string): Promise<PollFigures> {
  const { engine, server, seeded, stop } = await startSeededServer(
    'polls',
    seedFlats,
    adminUrl,
    // The watch would tell 5,000 flats the poll opened: measured apart (broadcast), not here.
    { POLLS_WATCH_INTERVAL: '0' },
  );
  const api = `${server.url}/api/polls`;
  try {
    const now = Date.now();
    const poll = JSON.parse(
      await call(api, seeded.rwa, {
        method: 'POST',
        body: JSON.stringify({
          question: 'Paint the towers beige or grey?',
          options: ['Beige', 'Grey', 'White'],
          opens_at: new Date(now - 60_000).toISOString(),
          closes_at: new Date(now + 24 * 3_600_000).toISOString(),
          quorum_percent: 50,
        }),
      }),
    ) as Poll;
    let next = 0;
    const vote = async () => {
      const n = next++;
      const choice = poll.options[n % poll.options.length]?.id ?? '';
      await call(`${api}/${poll.id}/vote`, seeded.voters[n] ?? '', {
        method: 'PUT',
        body: JSON.stringify({ choices: [choice] }),
      });
    };
    const started = performance.now();
    const rushTimes = await load(POLL_FLATS - ALONE, async () => {
      await vote();
      return undefined;
    });
    const voteTimes: number[] = [];
    while (next < POLL_FLATS) {
      const at = performance.now();
      await vote();
      voteTimes.push(performance.now() - at);
    }
    voteTimes.sort((a, b) => a - b);
    const votingMs = performance.now() - started;
    await call(`${api}/${poll.id}/close`, seeded.rwa, {
      method: 'POST',
      body: JSON.stringify({ reason: 'Bench' }),
    });
    const resultTimes: number[] = [];
    let ballots = 0;
    for (let read = 0; read < RESULT_READS; read += 1) {
      const at = performance.now();
      ballots = (
        JSON.parse(await call(`${api}/${poll.id}/results`, seeded.rwa)) as { ballots: number }
      ).ballots;
      resultTimes.push(performance.now() - at);
    }
    resultTimes.sort((a, b) => a - b);
    const bulletinAt = performance.now();
    const bulletin = await call(`${api}/${poll.id}/bulletin`, seeded.rwa);
    return {
      engine,
      votes: rushTimes.length + voteTimes.length,
      votingMs,
      rush: { p50: percentile(rushTimes, 50), p99: percentile(rushTimes, 99) },
      vote: { p50: percentile(voteTimes, 50), p99: percentile(voteTimes, 99) },
      results: { p50: percentile(resultTimes, 50), p99: percentile(resultTimes, 99), ballots },
      bulletinMs: performance.now() - bulletinAt,
      bulletinKb: bulletin.length / 1024,
    };
  } finally {
    await stop();
  }
}

export function reportPolls(f: PollFigures): string[] {
  return [
    `polls (${f.engine}): ${f.votes} flats voted in ${(f.votingMs / 1000).toFixed(1)} s; at 10 clients ` +
      `a vote p50 ${f.rush.p50.toFixed(1)} ms, p99 ${f.rush.p99.toFixed(1)} ms; one at a time ` +
      `p50 ${f.vote.p50.toFixed(1)} ms, p99 ${f.vote.p99.toFixed(1)} ms`,
    `polls (${f.engine}): results of ${f.results.ballots} ballots p50 ${f.results.p50.toFixed(1)} ms, ` +
      `p99 ${f.results.p99.toFixed(1)} ms; bulletin ${f.bulletinKb.toFixed(0)} KB in ${f.bulletinMs.toFixed(0)} ms`,
  ];
}
