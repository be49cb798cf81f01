/**
 * A push service for the tests, playing the part of FCM or Mozilla's autopush: an HTTPS server
 * on localhost with a certificate made at test time (openssl), answering as each test scripts.
 * Named, not 127.0.0.1: the server sends only to allowed push services, and those are host
 * names, never IP addresses (server/platform/config/push-hosts.ts); `allowedHost` is its PUSH_ALLOWED_HOSTS entry.
 * It also plays the browsers: each device holds its own P-256 key pair and auth secret, and
 * every push received is decrypted here per RFC 8291 / RFC 8188 (aes128gcm), so a test sees
 * what a service worker would — or the decryption fails and says why.
 */
import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import type { ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { Server } from 'node:https';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importJWK, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import { createWebPushSender } from '../../server/domains/notices/web-push-sender';
import type { PushSender } from '../../server/domains/notices/web-push-sender';

/** A browser's subscription: what it tells the server, and the secrets it keeps. */
export interface Device {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  ecdh: ECDH;
  authSecret: Buffer;
}

/** How the service answers one push: a status (and headers), or hanging up without one. */
export type Answer =
  { status: number; headers?: Record<string, string>; hold?: Promise<void> } | 'hang-up';

export interface Received {
  deviceId: string;
  headers: IncomingHttpHeaders;
  /** The decrypted JSON. */
  payload: unknown;
  /** How the service answered: a status, or 'hang-up'. */
  answer: number | 'hang-up';
}

/** A self-signed certificate for localhost, made now; openssl ships with every Debian image. */
function makeCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'gatehouse-push-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
        ...['-nodes', '-days', '1', '-subj', '/CN=localhost'],
        ...['-addext', 'subjectAltName=DNS:localhost'],
        ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      ],
      { stdio: 'pipe' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const info = (text: string) => Buffer.from(`${text}\0`, 'latin1');

/** RFC 8291 §3.4 and RFC 8188 §2: undo what web-push did, with the device's secrets. */
export function decryptPush(body: Buffer, device: Device): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength); // keyid = the sender's ephemeral key
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || asPublic[0] !== 0x04) throw new Error('keyid is not a P-256 point');
  if (record.length > recordSize) throw new Error('expected one record');
  const uaPublic = Buffer.from(device.p256dh, 'base64url');
  const ecdhSecret = device.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([info('WebPush: info'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // Padding: zeros after a delimiter, 0x02 in the last record.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 0x02) throw new Error('no last-record delimiter');
  return plain.subarray(0, end);
}

/** `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292), checked as a push service does. */
export async function verifyVapid(
  authorization: string | undefined,
  audience: string,
): Promise<{ key: string; claims: JWTPayload }> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID header: ${authorization}`);
  const point = Buffer.from(match[2], 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  const { payload } = await jwtVerify(match[1], await importJWK(jwk, 'ES256'), {
    audience,
    algorithms: ['ES256'],
  });
  return { key: match[2], claims: payload };
}

export class TestPushService {
  readonly received: Received[] = [];
  /** Answers for the next pushes, in order; after them, 201 Created. */
  readonly script: Answer[] = [];
  readonly agent: Agent;
  readonly #devices = new Map<string, Device>();

  private readonly server: Server;

  private constructor(tls: { key: Buffer; cert: Buffer }) {
    this.server = createServer(tls, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => void this.answer(request, Buffer.concat(chunks), response));
    });
    // Trusts this service's certificate and nothing else, as web-push's `agent` option allows;
    // kept alive like the server's own agent, so a burst reuses connections, not handshakes.
    this.agent = new Agent({ ca: tls.cert, keepAlive: true, maxSockets: 64 });
  }

  static async start(): Promise<TestPushService> {
    const service = new TestPushService(makeCertificate());
    // Where the sender's lookup of `localhost` will go first, IPv4 or IPv6 alike.
    await new Promise<void>((resolve) => service.server.listen(0, 'localhost', resolve));
    return service;
  }

  /** `localhost:<port>`, as PUSH_ALLOWED_HOSTS lists this service. */
  get allowedHost(): string {
    return `localhost:${(this.server.address() as AddressInfo).port}`;
  }

  /** `https://localhost:<port>`: the audience our VAPID tokens must name. */
  get origin(): string {
    return `https://${this.allowedHost}`;
  }

  /** A new browser subscription, its endpoint on this service. */
  device(): Device {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const id = randomUUID();
    const device = {
      id,
      endpoint: `${this.origin}/push/${id}`,
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: authSecret.toString('base64url'),
      ecdh,
      authSecret,
    };
    this.#devices.set(id, device);
    return device;
  }

  /** The decrypted payloads one device got, in order of arrival. */
  payloadsOf(device: Device): unknown[] {
    return this.received.filter((r) => r.deviceId === device.id).map((r) => r.payload);
  }

  sender(vapid: { publicKey: string; privateKey: string; subject: string }): PushSender {
    return createWebPushSender(vapid, { agent: this.agent, timeoutMs: 5_000 });
  }

  private async answer(
    request: IncomingMessage,
    body: Buffer,
    response: ServerResponse,
  ): Promise<void> {
    const deviceId = (request.url ?? '').replace(/^\/push\//, '');
    const device = this.#devices.get(deviceId);
    const answer = this.script.shift() ?? { status: 201 };
    let payload: unknown;
    try {
      payload = device ? JSON.parse(decryptPush(body, device).toString('utf8')) : undefined;
    } catch (error) {
      payload = { undecryptable: String(error) };
    }
    this.received.push({
      deviceId,
      headers: request.headers,
      payload,
      answer: answer === 'hang-up' ? 'hang-up' : answer.status,
    });
    if (answer === 'hang-up') {
      request.socket.destroy();
      return;
    }
    await answer.hold;
    response.writeHead(answer.status, answer.headers).end();
  }

  async stop(): Promise<void> {
    this.agent.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
