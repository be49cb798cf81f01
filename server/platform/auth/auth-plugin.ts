/**
 * Who is calling. The bearer token only names a session; the session and its user, with role
 * and member status, come from the database (kept in memory until the database tells of a
 * change: platform/auth/session-users.ts), so a change made by the RWA (a demotion, a deactivation,
 * a move-out, a revoked session) holds from the very next request.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import type { User } from '../db/schema';
import type { OtpDelivery } from './otp-delivery';
import { createTokenService } from './tokens';
import type { TokenService } from './tokens';
import { createDeviceTrust } from './trusted-devices';
import type { DeviceTrust } from './trusted-devices';
import { createSessionUsers } from './session-users';
import type { SessionUsers } from './session-users';
import { shared } from '../http/shared';

/**
 * anonymous: no credentials sent; invalid: a token that is expired, forged, revoked, or whose
 * user is gone or deactivated.
 */
export type Caller =
  { kind: 'anonymous' } | { kind: 'invalid' } | { kind: 'user'; user: User; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, once authorized (logout ends this one). */
    sessionId: string | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** Trusted devices' tokens (issue 31). */
    devices: DeviceTrust;
    identify(request: FastifyRequest): Promise<Caller>;
    /** The user of a live session, when that user may still come in. */
    sessionUser: SessionUsers;
    /** The OTP channel, which also carries emergency notices when it is an SMS gateway. */
    textMessages: OtpDelivery;
  }
}

interface AuthOptions extends Record<string, unknown> {
  config: Config;
  delivery: OtpDelivery;
  now: () => Date;
}

export const authPlugin = shared<AuthOptions>('gatehouse-auth', async (app, options) => {
  const { config, delivery, now } = options;
  const tokens = createTokenService({
    secret: config.jwtSecret,
    ttlSeconds: config.jwtTtlSeconds,
    now,
  });
  app.decorate('tokens', tokens);
  const devices = createDeviceTrust(config.jwtSecret);
  app.decorate('devices', devices);
  app.decorateRequest('sessionId', null);
  app.decorate('textMessages', delivery);
  const sessionUser = createSessionUsers(app.db, app.changes);
  app.decorate('sessionUser', sessionUser);
  app.decorate('identify', async (request: FastifyRequest): Promise<Caller> => {
    const header = request.headers.authorization;
    if (!header) return { kind: 'anonymous' };
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) return { kind: 'anonymous' };
    const sessionId = await tokens.verify(match[1]);
    if (!sessionId) return { kind: 'invalid' };
    const user = await sessionUser(sessionId);
    return user ? { kind: 'user', user, sessionId } : { kind: 'invalid' };
  });
});
