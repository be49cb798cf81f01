/**
 * The gate under load (issue 17): a server process (the real `server/main.ts`) on an estate of
 * 500 flats (1,000 residents) with 2,000 passes for today — 1,500 one-time guests and 500 daily
 * helps (gate-estate.ts). Measured: the guard desk's snapshot (bytes as sent, gzip, and time per refresh), then
 * check-ins at 10 gates at once (each gate a guard's own session), every guest let in once by
 * code through POST gate/check-in with its Idempotency-Key, as the desk's outbox sends it.
 */
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { FLATS, GUESTS, HELPS, codeOf, startGateEstate } from './gate-estate';
import { CLIENTS, load, percentile } from './load';

const DESK_REFRESHES = 20;

export interface GateFigures {
  engine: 'PGlite' | 'PostgreSQL';
  passes: number;
  desk: { bytes: number; gzipBytes: number; p50: number; p99: number };
  checkIns: { count: number; perSecond: number; p50: number; p99: number; failed: number };
}

/** The desk's refresh as the browser receives it: the bytes on the wire and the time. */
function fetchDesk(url: string, token: string, encoding: string) {
  return new Promise<{ bytes: number; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const call = request(
      `${url}/api/gate/desk`,
      { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`desk: ${response.statusCode}`));
          else resolve({ bytes, ms: performance.now() - started });
        });
      },
    );
    call.on('error', reject);
    call.end();
  });
}

export async function measureGate(adminUrl?: string): Promise<GateFigures> {
  const { engine, server, gateTokens: gates, stop } = await startGateEstate(adminUrl);
  try {
    const plain = await fetchDesk(server.url, gates[0] ?? '', 'identity');
    const desk: number[] = [];
    let gzipBytes = 0;
    for (let refresh = 0; refresh < DESK_REFRESHES; refresh += 1) {
      const answer = await fetchDesk(server.url, gates[refresh % CLIENTS] ?? '', 'gzip');
      desk.push(answer.ms);
      gzipBytes = answer.bytes;
    }
    desk.sort((a, b) => a - b);

    let next = 0;
    let failed = 0;
    const started = performance.now();
    const times = await load(GUESTS, async () => {
      const n = next++;
      const response = await fetch(`${server.url}/api/gate/check-in`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${gates[n % CLIENTS]}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          visit_id: randomUUID(),
          code: codeOf(n),
          gate: `Gate ${n % CLIENTS}`,
        }),
      });
      await response.arrayBuffer();
      if (response.status !== 200) failed += 1;
      return undefined;
    });
    const seconds = (performance.now() - started) / 1000;
    return {
      engine,
      passes: GUESTS + HELPS,
      desk: { bytes: plain.bytes, gzipBytes, p50: percentile(desk, 50), p99: percentile(desk, 99) },
      checkIns: {
        count: times.length,
        perSecond: times.length / seconds,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        failed,
      },
    };
  } finally {
    await stop();
  }
}

export function reportGate(figures: GateFigures): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const { desk, checkIns } = figures;
  return [
    `gate on ${figures.engine}: ${figures.passes} passes for today, ${FLATS} flats, ${CLIENTS} gates`,
    `    GET gate/desk ×${DESK_REFRESHES}: ${kb(desk.bytes)} (${kb(desk.gzipBytes)} gzip), p50 ${ms(desk.p50)}, p99 ${ms(desk.p99)}`,
    `    POST gate/check-in ×${checkIns.count}: ${checkIns.perSecond.toFixed(0)} per second, p50 ${ms(checkIns.p50)}, p99 ${ms(checkIns.p99)}, ${checkIns.failed} failed`,
  ];
}
