/**
 * A request must arrive whole within REQUEST_TIMEOUT (issue 31): a body trickled in a byte at a
 * time once held its connection for ever. Against the real server process on a real socket
 * (`app.inject` has no sockets), with a 2 s timeout: the trickle is answered 408 and let go long
 * before it would end, nothing of it is stored, and a body that arrives in time in pieces is.
 * What Node refuses before any route (bytes that are not HTTP) is `{ detail }` too.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inIndia } from '../../contract/platform/india-time';
import type { LostFoundItem } from '../../contract/lost-found/lost-found';
import { messages } from '../../contract/messages';
import { multipart, png } from './content-support';
import { serverData, spawnServer } from './spawned-server';
import type { ServerData, SpawnedServer } from './spawned-server';

const ARJUN = { phone_number: '9000000002', apartment_number: 'A101' };
const TIMEOUT_SECONDS = 2;
/** One byte this often: a 300-byte body would take 75 s to arrive. */
const TRICKLE_MS = 250;

let dataDir: string;
let data: ServerData;
let server: SpawnedServer;
let token: string;
/** Open test sockets, ended before the server stops (a failing test leaves its trickle on). */
const sockets = new Set<Socket>();

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-timeout-'));
  data = await serverData(dataDir);
  server = await spawnServer({ ...data.env, REQUEST_TIMEOUT: String(TIMEOUT_SECONDS) });
  const post = (path: string, body: object) =>
    fetch(`${server.url}/api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('generate-otp', ARJUN);
  const [, otp = ''] = await server.waitFor(/OTP for 9000000002: (\d{6})/);
  token = ((await (await post('verify-otp', { ...ARJUN, otp })).json()) as { token: string }).token;
}, 90_000);
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await server?.stop();
  await data?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

interface Answer {
  /** Everything the server wrote before it closed the connection. */
  raw: string;
  elapsedMs: number;
}

/**
 * A socket of its own to the server: `talk` writes on it (the headers, the body); resolves
 * with what came back once the server closes the connection.
 */
function exchange(talk: (socket: Socket) => () => void): Promise<Answer> {
  const url = new URL(server.url);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    sockets.add(socket);
    const stop = talk(socket);
    let raw = '';
    socket.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      sockets.delete(socket);
      stop();
      resolve({ raw, elapsedMs: Date.now() - started });
    });
  });
}

/** The `{ detail }` of a raw HTTP answer. */
const detailOf = (answer: Answer): unknown =>
  JSON.parse(answer.raw.slice(answer.raw.indexOf('\r\n\r\n') + 4));

/** POSTs `pieces` (the body) to `path`: the headers at once, then one piece every `everyMs`. */
function send(
  path: string,
  headers: Record<string, string>,
  pieces: Buffer[],
  everyMs: number,
): Promise<Answer> {
  const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
  const head = Object.entries({
    host: new URL(server.url).host,
    authorization: `Bearer ${token}`,
    'content-length': String(length),
    connection: 'close',
    ...headers,
  }).map(([name, value]) => `${name}: ${value}`);
  return exchange((socket) => {
    socket.write(`POST ${path} HTTP/1.1\r\n${head.join('\r\n')}\r\n\r\n`);
    const queue = [...pieces];
    const timer = setInterval(() => {
      const piece = queue.shift();
      if (piece && !socket.destroyed) socket.write(piece);
    }, everyMs);
    return () => clearInterval(timer);
  });
}

async function itemsTitled(title: string): Promise<number> {
  const response = await fetch(`${server.url}/api/lostandfound/items`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const items = (await response.json()) as LostFoundItem[];
  return items.filter((item) => item.title === title).length;
}

const storedFiles = () => readdir(join(dataDir, 'files')).catch(() => []);

const item = (title: string) => ({
  type: 'lost',
  title,
  description: 'A folding umbrella with a wooden handle.',
  date: inIndia(new Date()).date,
  location: 'Tower A lobby',
  category: 'Accessories',
  contactName: 'Arjun Sharma',
  contactPhone: '9000000002',
});

/**
 * Sends `body` a byte at a time: it is answered 408 with `{ detail }` and let go when the
 * timeout has passed, well before the trickle would have ended.
 */
async function expectTrickleCutOff(path: string, headers: Record<string, string>, body: Buffer) {
  // The trickle alone would last over 20 times the timeout.
  expect(body.length * TRICKLE_MS).toBeGreaterThan(20 * TIMEOUT_SECONDS * 1000);
  const bytes = Array.from(body, (byte) => Buffer.from([byte]));
  const answer = await send(path, headers, bytes, TRICKLE_MS);
  expect(answer.raw).toMatch(/^HTTP\/1\.1 408 /);
  expect(detailOf(answer)).toEqual({ detail: messages.requestTooSlow });
  expect(answer.elapsedMs).toBeGreaterThanOrEqual(TIMEOUT_SECONDS * 1000);
  expect(answer.elapsedMs).toBeLessThan(TIMEOUT_SECONDS * 1000 + 5_000);
}

describe('a body that arrives too slowly', () => {
  it('is answered 408 and its JSON report is never stored', { timeout: 30_000 }, async () => {
    const body = Buffer.from(JSON.stringify(item('Trickled umbrella')));
    const headers = { 'content-type': 'application/json' };
    await expectTrickleCutOff('/api/lostandfound/items/report', headers, body);
    expect(await itemsTitled('Trickled umbrella')).toBe(0);
  });

  it('is answered 408 and its photo report is never stored', { timeout: 30_000 }, async () => {
    const files = await storedFiles();
    const form = multipart({ item: JSON.stringify(item('Trickled keys')) }, [
      { field: 'image', name: 'keys.png', bytes: await png(40, 30), type: 'image/png' },
    ]);
    await expectTrickleCutOff('/api/lostandfound/items', form.headers, form.payload);
    expect(await itemsTitled('Trickled keys')).toBe(0);
    expect(await storedFiles()).toEqual(files);
  });
});

describe('a body that arrives in time', () => {
  it('is stored, even sent in pieces', { timeout: 30_000 }, async () => {
    const body = Buffer.from(JSON.stringify(item('Umbrella in pieces')));
    const headers = { 'content-type': 'application/json' };
    const half = Math.floor(body.length / 2);
    const pieces = [body.subarray(0, half), body.subarray(half)];
    const answer = await send('/api/lostandfound/items/report', headers, pieces, 500);
    expect(answer.raw).toMatch(/^HTTP\/1\.1 201 /);
    expect(await itemsTitled('Umbrella in pieces')).toBe(1);
  });
});

describe('a request Node cannot read', () => {
  it('is answered 400 with { detail } and let go', async () => {
    const answer = await exchange((socket) => {
      socket.write('THIS IS NOT HTTP\r\n\r\n');
      return () => undefined;
    });
    expect(answer.raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(detailOf(answer)).toEqual({ detail: messages.requestUnreadable });
  });
});
