/**
 * Residents for the cluster test and the booking rush, written straight into the estate's
 * database (each in a flat of their own, so fair use never refuses them), with sessions signed
 * by the secret the instances share: any instance takes their tokens.
 */
import { Agent, request } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/platform/db/schema';
import { benchTokens } from '../bench/sessions';

export interface Resident {
  phone: string;
  apartment: string;
  token: string;
}

export async function addResidents(
  db: Kysely<Database>,
  secret: string,
  count: number,
  firstPhone: number,
): Promise<Resident[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    phone_number: String(firstPhone + i),
    apartment_number: `Z${firstPhone + i - 7_000_000_000}`,
    name: `Resident ${i}`,
    email: `resident${firstPhone + i}@example.com`,
  }));
  // In chunks: one INSERT of thousands of rows passes PostgreSQL's parameter limit.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('users')
      .values(rows.slice(i, i + 500))
      .execute();
  }
  const tokens = await benchTokens(
    db,
    secret,
    rows.map((row) => row.phone_number),
  );
  return rows.map((row) => ({
    phone: row.phone_number,
    apartment: row.apartment_number,
    token: tokens.get(row.phone_number) ?? '',
  }));
}

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/**
 * Sockets kept open between calls, as a phone keeps its connection: over node:http rather than
 * fetch, whose streams cost the bench's one process about a millisecond of CPU a call, taken
 * from the server it shares the two cores with.
 */
const keepAlive = new Agent({ keepAlive: true });

/** One JSON call to `base` (an instance or nginx) as `token`. */
export function call(
  base: string,
  path: string,
  options: {
    token?: string;
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const sent = request(
      `${base}/api/${path}`,
      {
        agent: keepAlive,
        method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: Record<string, unknown> = {};
          try {
            body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            body = { text };
          }
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined)
              headers.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          resolve({ status: response.statusCode ?? 0, headers, body });
        });
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}
