/**
 * Session tokens: JWT HS256 carrying only which session (sub = the session's id, see
 * platform/auth/sessions.ts) and until when. Who that is, their role and member status, and whether
 * the session still stands are read from the database on every request, never from the token.
 *
 * HS256 is one HMAC: node:crypto computes it in microseconds, where WebCrypto (jose's only
 * path) ran a thread-pool job of about a millisecond per call, a seventh of the server's time
 * in the booking rush (issue 19). jose stays in the tests, as the independent maker of tokens
 * this code must accept or refuse (tests/server/sessions.test.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from './derived-key';

export const TOKEN_ISSUER = 'gatehouse';
export const TOKEN_AUDIENCE = 'gatehouse-app';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Tokens already verified, kept so a phone's next calls skip even the HMAC. */
const VERIFIED_MAX = 20_000;

export interface TokenService {
  /** `ttlSeconds`: this session's own lifetime (a guard's shift), else the configured one. */
  sign(sessionId: string, ttlSeconds?: number): Promise<string>;
  /** The session the token was issued for, or null when it is invalid or expired. */
  verify(token: string): Promise<string | null>;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function decode(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The session a well-formed, correctly signed, unexpired token of ours names; else null. */
function sessionOf(token: string, key: Buffer, nowSeconds: number) {
  const [header, payload, signature, extra] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined) return null;
  if (extra !== undefined) return null;
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) {
    return null;
  }
  if (decode(header)?.alg !== 'HS256') return null;
  const claims = decode(payload);
  if (!claims || claims.iss !== TOKEN_ISSUER) return null;
  const audience = Array.isArray(claims.aud) ? (claims.aud as unknown[]) : [claims.aud];
  if (!audience.includes(TOKEN_AUDIENCE)) return null;
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null;
  if (typeof claims.sub !== 'string' || !uuid.test(claims.sub)) return null;
  return { sessionId: claims.sub, expires: claims.exp };
}

export function createTokenService(options: {
  secret: string;
  ttlSeconds: number;
  now: () => Date;
}): TokenService {
  const key = deriveKey(options.secret, 'session-jwt');
  const seconds = () => Math.floor(options.now().getTime() / 1000);
  const verified = new Map<string, { sessionId: string; expires: number }>();
  return {
    sign(sessionId, ttlSeconds = options.ttlSeconds) {
      const issuedAt = seconds();
      const signingInput = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
        sub: sessionId,
        iss: TOKEN_ISSUER,
        aud: TOKEN_AUDIENCE,
        iat: issuedAt,
        exp: issuedAt + ttlSeconds,
      })}`;
      const signature = createHmac('sha256', key).update(signingInput).digest('base64url');
      return Promise.resolve(`${signingInput}.${signature}`);
    },
    verify(token) {
      const known = verified.get(token) ?? sessionOf(token, key, seconds());
      if (!known || known.expires <= seconds()) {
        verified.delete(token);
        return Promise.resolve(null);
      }
      if (!verified.has(token)) {
        // Oldest out first: a Map iterates in insertion order.
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
        verified.set(token, known);
      }
      return Promise.resolve(known.sessionId);
    },
  };
}
