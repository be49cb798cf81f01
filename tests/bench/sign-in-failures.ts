/**
 * A failed sign-in takes one time whatever failed (issue 31): were an unknown phone answered
 * faster than a wrong code, the clock would tell a stranger which numbers live here, whatever
 * the words say. A server of its own whose locks and caps never trip, so every attempt does a
 * failure's full work; the kinds are sent in turn, one call at a time, so they meet the same
 * machine. Medians over many calls, with their spread.
 */
import { percentile } from './load';
import { startServer } from '../e2e/support/server';

const ROUNDS = 300;
const KNOWN = { phone: '9000000004', apartment: 'C303' };

export interface FailureTimings {
  /** Per kind of failure: the median and 90th percentile, in ms. */
  kinds: Record<string, { p50: number; p90: number; statuses: number[] }>;
  /** The largest difference between two kinds' medians, in ms. */
  spreadMs: number;
  /** That difference as a share of the smallest median. */
  spreadShare: number;
}

export async function measureSignInFailures(): Promise<FailureTimings> {
  const server = await startServer({
    env: { OTP_LOCK_AFTER_FAILURES: '1000000', OTP_MAX_FAILURES_PER_IP_PER_HOUR: '1000000' },
  });
  try {
    const post = (path: string, body: object) =>
      fetch(`${server.url}/api/auth/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await post('generate-otp', { phone_number: KNOWN.phone, apartment_number: KNOWN.apartment });
    const code = await server.otpFor(KNOWN.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    let unknown = 8_100_000_000;
    const kinds: Record<string, () => object> = {
      'unknown phone': () => ({
        phone_number: String(unknown++),
        apartment_number: 'Z9',
        otp: wrong,
      }),
      'wrong apartment': () => ({ ...known(KNOWN.phone, 'A101'), otp: code }),
      'wrong code': () => ({ ...known(KNOWN.phone, KNOWN.apartment), otp: wrong }),
    };
    const times: Record<string, number[]> = {};
    const statuses: Record<string, Set<number>> = {};
    const order = Object.entries(kinds);
    for (let round = 0; round < ROUNDS; round++) {
      // Each kind goes first in turn, so none always follows the same one.
      for (const [kind, body] of [...order.slice(round % 3), ...order.slice(0, round % 3)]) {
        const started = performance.now();
        const response = await post('verify-otp', body());
        await response.arrayBuffer();
        (times[kind] ??= []).push(performance.now() - started);
        (statuses[kind] ??= new Set()).add(response.status);
      }
    }
    const figures: FailureTimings['kinds'] = {};
    for (const [kind, list] of Object.entries(times)) {
      const sorted = list.sort((a, b) => a - b);
      figures[kind] = {
        p50: percentile(sorted, 50),
        p90: percentile(sorted, 90),
        statuses: [...(statuses[kind] ?? [])],
      };
    }
    const medians = Object.values(figures).map((figure) => figure.p50);
    const spreadMs = Math.max(...medians) - Math.min(...medians);
    return { kinds: figures, spreadMs, spreadShare: spreadMs / Math.min(...medians) };
  } finally {
    await server.stop();
  }
}

const known = (phone: string, apartment: string) => ({
  phone_number: phone,
  apartment_number: apartment,
});

export function reportSignInFailures(figures: FailureTimings): string[] {
  return [
    `Failed sign-ins, ${ROUNDS} of each kind in turn (PGlite):`,
    ...Object.entries(figures.kinds).map(
      ([kind, f]) =>
        `  ${kind.padEnd(16)} p50 ${f.p50.toFixed(2)} ms, p90 ${f.p90.toFixed(2)} ms, ` +
        `status ${f.statuses.join('/')}`,
    ),
    `  spread of the medians: ${figures.spreadMs.toFixed(2)} ms ` +
      `(${(figures.spreadShare * 100).toFixed(0)} % of the fastest)`,
  ];
}
