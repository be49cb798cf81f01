/**
 * Session tokens: JWT HS256 carrying only who (sub = phone number) and until when. Role and
 * member status are read from the database on every request, never from the token.
 */
import { SignJWT, jwtVerify } from 'jose';
import { phoneNumber } from '../../contract/fields';
import { deriveKey } from './derived-key';

export const TOKEN_ISSUER = 'gatehouse';
export const TOKEN_AUDIENCE = 'gatehouse-app';

export interface TokenService {
  sign(phone: string): Promise<string>;
  /** The phone number the token was issued to, or null when it is invalid or expired. */
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
    sign(phone) {
      const issuedAt = seconds();
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(phone)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.ttlSeconds)
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
        const phone = phoneNumber.safeParse(payload.sub);
        return phone.success ? phone.data : null;
      } catch {
        return null;
      }
    },
  };
}
