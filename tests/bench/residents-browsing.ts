/**
 * An evening's use of a running estate, over HTTP: residents signed in as the app signs them in,
 * each looping the calls their everyday pages make, while two of them report with a phone photo
 * every few seconds (a helpdesk ticket, a lost & found item; multipart as the app sends them).
 * The demo estate has three residents; the RWA adds the rest through the register, as an
 * office would.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { RunningServer } from '../e2e/support/server';
import { signInOverHttp } from './sign-in';

export const RESIDENTS = 20;
/** Who reports with photos: A101 and C303 (B202's membership is inactive in the demo). */
const UPLOADER_INDEXES = [0, 2];
/** Each uploader starts a report this often. */
export const UPLOAD_EVERY_MS = 3000;

const DEMO_RESIDENTS = [
  { phone: '9000000002', apartment: 'A101' },
  { phone: '9000000003', apartment: 'B202' },
  { phone: '9000000004', apartment: 'C303' },
];

/** Their everyday pages' GETs: notices, menus, events, tenders, my requests, dues, polls. */
const EVERYDAY_CALLS = [
  'notifications',
  'restaurant/menus',
  'events/events',
  'tenders/tenders',
  'requests/mine',
  'dues/my',
  'polls',
];

export interface BrowsingFigures {
  requests: number;
  /** Non-2xx answers by "status path". */
  failures: Map<string, number>;
  uploads: number;
  photoBytes: number;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function call(server: RunningServer, path: string, init: RequestInit): Promise<Response> {
  const response = await fetch(`${server.url}/api/${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs the RWA in, adds residents up to RESIDENTS and signs every resident in; their tokens. */
export async function signInResidents(server: RunningServer): Promise<string[]> {
  const rwa = await signInOverHttp(server, '9000000001');
  const added = Array.from({ length: RESIDENTS - DEMO_RESIDENTS.length }, (_, i) => ({
    phone: `91000000${String(i + 1).padStart(2, '0')}`,
    apartment: `M${101 + i}`,
  }));
  for (const [i, { phone, apartment }] of added.entries()) {
    await call(server, 'member/create-users', {
      method: 'POST',
      headers: { ...auth(rwa), 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench Resident ${i + 1}`,
        email: `bench.resident.${i + 1}@example.com`,
        phone_number: phone,
        apartment_number: apartment,
      }),
    });
  }
  const tokens: string[] = [];
  for (const { phone, apartment } of [...DEMO_RESIDENTS, ...added]) {
    tokens.push(await signInOverHttp(server, phone, apartment));
  }
  return tokens;
}

/** A phone photo's weight: a 1280 × 960 JPEG of noise (it compresses as poorly as a photo). */
export function phonePhoto(): Promise<Buffer> {
  const [width, height] = [1280, 960];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export async function browse(
  server: RunningServer,
  tokens: readonly string[],
  ms: number,
): Promise<BrowsingFigures> {
  const photo = await phonePhoto();
  const figures: BrowsingFigures = {
    requests: 0,
    failures: new Map(),
    uploads: 0,
    photoBytes: photo.length,
  };
  const fail = (what: string) => figures.failures.set(what, (figures.failures.get(what) ?? 0) + 1);
  const send = async (path: string, init: RequestInit) => {
    figures.requests += 1;
    const response = await fetch(`${server.url}/api/${path}`, init).catch(() => undefined);
    if (!response) {
      fail(`no answer ${path}`);
      return undefined;
    }
    await response.arrayBuffer(); // read to the end, as the app does
    if (!response.ok) fail(`${response.status} ${path}`);
    return response;
  };

  const [someToken] = tokens;
  const categories = (await (
    await call(server, 'helpdesk/categories', { headers: auth(someToken ?? '') })
  ).json()) as { id: string }[];
  const categoryId = categories[0]?.id ?? '';
  const today = new Date().toISOString().slice(0, 10); // never ahead of India's day

  const photoPart = (form: FormData, field: string) =>
    form.set(field, new File([new Uint8Array(photo)], 'photo.jpg', { type: 'image/jpeg' }));
  const reports = [
    (n: number) => {
      const form = new FormData();
      const ticket = {
        category_id: categoryId,
        title: `Bench leak ${n}`,
        description: 'Water drips under the kitchen sink; photo attached.',
        location: 'Kitchen',
      };
      form.set('ticket', JSON.stringify(ticket));
      photoPart(form, 'photo');
      return { path: 'helpdesk/tickets', form };
    },
    (n: number) => {
      const form = new FormData();
      const item = {
        type: 'found',
        title: `Bench umbrella ${n}`,
        description: 'A black umbrella left by the lifts; photo attached.',
        date: today,
        location: 'Tower B lobby',
        category: 'Others',
        contactName: 'Bench Resident',
        contactPhone: '9000000002',
      };
      form.set('item', JSON.stringify(item));
      photoPart(form, 'image');
      return { path: 'lostandfound/items', form };
    },
  ];

  const until = performance.now() + ms;
  const browser = async (token: string) => {
    while (performance.now() < until) {
      for (const path of EVERYDAY_CALLS) await send(path, { headers: auth(token) });
    }
  };
  const uploader = async (
    token: string,
    report: (n: number) => { path: string; form: FormData },
  ) => {
    for (let n = 1; performance.now() < until; n += 1) {
      const started = performance.now();
      const { path, form } = report(n);
      const response = await send(path, {
        method: 'POST',
        headers: { ...auth(token), 'idempotency-key': randomUUID() },
        body: form,
      });
      if (response?.ok) figures.uploads += 1;
      const wait = Math.min(
        UPLOAD_EVERY_MS - (performance.now() - started),
        until - performance.now(),
      );
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  await Promise.all([
    ...tokens.map(browser),
    ...reports.map((report, i) => uploader(tokens[UPLOADER_INDEXES[i] ?? i] ?? '', report)),
  ]);
  return figures;
}
