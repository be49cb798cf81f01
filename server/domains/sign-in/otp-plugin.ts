/**
 * The one-time codes people sign in with (otp.ts), made once per app on what the platform's
 * auth plugin provides: the trusted devices and the text channel the codes go out on.
 */
import { shared } from '../../platform/http/shared';
import { createOtpService } from './otp';
import type { OtpService } from './otp';

declare module 'fastify' {
  interface FastifyInstance {
    otp: OtpService;
  }
}

export const otpPlugin = shared('gatehouse-otp', async (app) => {
  app.decorate(
    'otp',
    createOtpService({
      db: app.db,
      delivery: app.textMessages,
      devices: app.devices,
      limits: app.config.otpLimits,
      secret: app.config.jwtSecret,
      now: app.now,
      events: {
        sent: () => app.metrics.otpSends.inc(),
        lockedOut: () => app.metrics.otpLockouts.inc(),
      },
    }),
  );
});
