/**
 * The outbox's drain speed and weight. Speed: 200 golf-cart requests queued in the real engine
 * (fake-indexeddb in node), drained against a real local server over HTTP — every request a
 * real POST with its Idempotency-Key, claimed and stored by the server. Weight: the gzipped JS
 * of the app chunks the engine is made of (Dexie, src/offline, dexie-react-hooks).
 */
import 'fake-indexeddb/auto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, parse } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { GolfCartRequest } from '../../contract/golf-cart/golf-cart';
import { db } from '../../src/offline/db';
import { drainOutbox } from '../../src/offline/drain';
import { createFetchTransport } from '../../src/offline/fetch-transport';
import { GOLF_CART_KIND, registerOutboxKinds } from '../../src/offline/kinds/index';
import { enqueue } from '../../src/offline/outbox';
import type { RunningServer } from '../e2e/support/server';

const root = join(import.meta.dirname, '..', '..');
const assets = join(root, 'dist', 'assets');
const resident = { phone: '9000000002', apartment: 'A101' };
export const DRAIN_ITEMS = 200;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export interface DrainFigures {
  items: number;
  sent: number;
  seconds: number;
  itemsPerSecond: number;
  engineChunks: { file: string; gzip: number }[];
  engineGzip: number;
}

async function signIn(server: RunningServer): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}/api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const who = { phone_number: resident.phone, apartment_number: resident.apartment };
  const generated = await post('generate-otp', who);
  if (!generated.ok) throw new Error(`generate-otp: ${generated.status}`);
  const verified = await post('verify-otp', { ...who, otp: await server.otpFor(resident.phone) });
  if (!verified.ok) throw new Error(`verify-otp: ${verified.status}`);
  return ((await verified.json()) as { token: string }).token;
}

/** An hour from now in India, or 23:59 in the last hour of the day: rides are for later today. */
function rideTime(): string {
  const india = (at: number) => new Date(at + 330 * 60_000).toISOString();
  const later = india(Date.now() + 60 * 60_000);
  return later.slice(0, 10) === india(Date.now()).slice(0, 10) ? later.slice(11, 16) : '23:59';
}

/**
 * App chunks named after a module of the engine (src/offline) or of its wiring into the app
 * (src/app/offline); `db-<hash>.js` holds Dexie itself. Whatever the entry chunk inlines (the
 * connectivity signal) is not counted: it cannot be told apart there.
 */
function engineChunks(): { file: string; gzip: number }[] {
  const modules = new Set(['dexie-react-hooks', 'kinds']);
  for (const dir of ['src/offline', 'src/app/offline']) {
    for (const entry of readdirSync(join(root, dir))) modules.add(parse(entry).name);
  }
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js') && modules.has(file.replace(/-[\w-]{8}\.js$/, '')))
    .sort()
    .map((file) => ({
      file,
      gzip: gzipSync(readFileSync(join(assets, file)), { level: 9 }).length,
    }));
}

export async function measureDrain(server: RunningServer): Promise<DrainFigures> {
  registerOutboxKinds();
  await db.outbox.clear();
  const token = await signIn(server);
  const time = rideTime();
  for (let i = 0; i < DRAIN_ITEMS; i += 1) {
    const ride: GolfCartRequest = {
      pickup_location: 'Tower A lobby',
      dropoff_location: 'Clubhouse',
      duration: 15,
      time,
      comments: `bench ride ${i}`,
      user_id: resident.phone,
      apartment_number: resident.apartment,
      phone_number: resident.phone,
    };
    await enqueue(GOLF_CART_KIND, ride, { userId: resident.phone });
  }

  const started = performance.now();
  const summary = await drainOutbox({
    transport: createFetchTransport({ baseUrl: `${server.url}/api/` }),
    getToken: () => token,
  });
  const seconds = (performance.now() - started) / 1000;
  const chunks = engineChunks();
  return {
    items: DRAIN_ITEMS,
    sent: summary.sent,
    seconds,
    itemsPerSecond: summary.sent / seconds,
    engineChunks: chunks,
    engineGzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
  };
}

export function reportDrain(figures: DrainFigures): string[] {
  return [
    `outbox drain: ${figures.sent}/${figures.items} golf-cart requests sent in ` +
      `${figures.seconds.toFixed(2)} s → ${figures.itemsPerSecond.toFixed(1)} items/s`,
    `offline engine JS (gzip): ${kb(figures.engineGzip)} in ${figures.engineChunks.length} chunks`,
    ...figures.engineChunks.map((chunk) => `    /assets/${chunk.file}  ${kb(chunk.gzip)}`),
  ];
}
