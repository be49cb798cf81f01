/**
 * Session tokens: JWT HS256 carrying only which session (sub = the session's id, see
 * services/sessions.ts) and until when. Who that is, their role and member status, and whether
 * the session still stands are read from the database on every request, never from the token.
 */
import { SignJWT, jwtVerify } from 'jose';
import { deriveKey } from './derived-key';

export const TOKEN_ISSUER = 'gatehouse';
export const TOKEN_AUDIENCE = 'gatehouse-app';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface TokenService {
  /** `ttlSeconds`: this session's own lifetime (a guard's shift), else the configured one. */
  sign(sessionId: string, ttlSeconds?: number): Promise<string>;
  /** The session the token was issued for, or null when it is invalid or expired. */
  verify(token: string): Promise<string | null>;
}

export function createTokenService(options: {
  secret: string;
  ttlSeconds: number;
  now: () => Date;
}): TokenService {
  const key = deriveKey(options.secret, 'session-jwt');
  const seconds = () => Math.floor(options.now().getTime() / 1000);
  return {
    sign(sessionId, ttlSeconds = options.ttlSeconds) {
      const issuedAt = seconds();
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sessionId)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'sub'],
          currentDate: options.now(),
        });
        return typeof payload.sub === 'string' && uuid.test(payload.sub) ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
