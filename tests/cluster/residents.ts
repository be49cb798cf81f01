/**
 * Residents for the cluster test and the booking rush, written straight into the estate's
 * database (each in a flat of their own, so fair use never refuses them), with sessions signed
 * by the secret the instances share: any instance takes their tokens.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
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

/** One JSON call to `base` (an instance or nginx) as `token`. */
export async function call(
  base: string,
  path: string,
  options: {
    token?: string;
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const response = await fetch(`${base}/api/${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, headers: response.headers, body };
}
