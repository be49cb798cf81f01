/**
 * A local stand-in for Razorpay's Payment Links API (issue 33), so no call leaves the machine:
 * an HTTP server on 127.0.0.1 that answers as Razorpay's documentation says. `POST
 * /v1/payment_links` checks the basic auth (key id : key secret) and the body (amount in paise,
 * INR, a `reference_id` of at most 40 characters and unique, notes), and answers the link
 * entity (`id`, `short_url`, `status: 'created'`, …), or `{ error: { code, description } }`;
 * `GET /v1/payment_links?reference_id=` lists the links of that reference. A test can make it
 * fail the next calls with a status, or hold its answers until released.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoodInLink {
  id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  accept_partial: boolean;
  reference_id: string;
  description: string;
  notes: Record<string, string>;
  short_url: string;
  status: string;
  created_at: number;
}

export interface RazorpayStandIn {
  url: string;
  keyId: string;
  keySecret: string;
  links: StoodInLink[];
  /** Every call, with its method, path and what it was sent. */
  calls: { method: string; path: string; authorized: boolean; body: unknown }[];
  /** The next `times` creations answer `status` (a 5xx or 429, say). */
  failNext(status: number, times?: number): void;
  /** Holds every answer until the returned function is called. */
  hold(): () => void;
  close(): Promise<void>;
}

const error = (code: string, description: string) => ({ error: { code, description } });

async function readBody(request: IncomingMessage): Promise<unknown> {
  const parts: Buffer[] = [];
  for await (const chunk of request) parts.push(chunk as Buffer);
  const text = Buffer.concat(parts).toString('utf8');
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What Razorpay's create call refuses (400), in its words; null when the body is good. */
function refusal(body: unknown, links: StoodInLink[]): string | null {
  if (typeof body !== 'object' || body === null) return 'The request body is not JSON';
  const given = body as Record<string, unknown>;
  if (!Number.isInteger(given.amount) || (given.amount as number) < 100) {
    return 'The amount must be atleast INR 1.00';
  }
  if (given.currency !== 'INR') return 'The currency is invalid';
  const reference = given.reference_id;
  if (typeof reference !== 'string' || reference.length > 40) {
    return 'The reference id may not be greater than 40 characters';
  }
  if (links.some((each) => each.reference_id === reference)) {
    return `Payment Link with reference id ${reference} already exists`;
  }
  return null;
}

export async function startRazorpayStandIn(
  keyId = 'rzp_test_gatehouse',
  keySecret = 'test-key-secret',
): Promise<RazorpayStandIn> {
  const links: StoodInLink[] = [];
  const calls: RazorpayStandIn['calls'] = [];
  let failures: { status: number; times: number } | null = null;
  let held: Promise<void> | null = null;
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const answer = (response: ServerResponse, status: number, body: object) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const body = await readBody(request);
      const authorized = request.headers.authorization === expected;
      calls.push({ method: request.method ?? '', path: url.pathname, authorized, body });
      if (held) await held;
      if (!authorized) {
        answer(response, 401, error('BAD_REQUEST_ERROR', 'Authentication failed'));
        return;
      }
      if (url.pathname === '/v1/payment_links' && request.method === 'GET') {
        const reference = url.searchParams.get('reference_id');
        answer(response, 200, {
          payment_links: links.filter(
            (each) => reference === null || each.reference_id === reference,
          ),
        });
        return;
      }
      if (url.pathname !== '/v1/payment_links' || request.method !== 'POST') {
        answer(response, 404, error('BAD_REQUEST_ERROR', 'The requested URL was not found'));
        return;
      }
      if (failures && failures.times > 0) {
        failures.times -= 1;
        answer(response, failures.status, error('SERVER_ERROR', 'We are facing some trouble'));
        return;
      }
      const refused = refusal(body, links);
      if (refused) {
        answer(response, 400, error('BAD_REQUEST_ERROR', refused));
        return;
      }
      const given = body as Record<string, unknown>;
      const n = links.length + 1;
      const link: StoodInLink = {
        id: `plink_Stand${String(n).padStart(9, '0')}`,
        amount: given.amount as number,
        amount_paid: 0,
        currency: 'INR',
        accept_partial: given.accept_partial === true,
        reference_id: given.reference_id as string,
        description: String(given.description ?? ''),
        notes: (given.notes ?? {}) as Record<string, string>,
        short_url: `https://rzp.io/i/stand${n}`,
        status: 'created',
        created_at: Math.floor(Date.now() / 1000),
      };
      links.push(link);
      answer(response, 200, link);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    links,
    calls,
    failNext(status, times = 1) {
      failures = { status, times };
    },
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return release;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((problem) => (problem ? reject(problem) : resolve()));
      }),
  };
}
