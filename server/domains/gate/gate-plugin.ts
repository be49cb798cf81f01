/**
 * What the gate keeps running: the key that signs passes' QR codes (`app.passSigner`) and the
 * visitor log's retention job and the overstay watch, as the config says.
 */
import { shared } from '../../platform/http/shared';
import { createPassSigner } from './pass-signing';
import type { PassSigner } from './pass-signing';
import { visitorRetentionPlugin } from './visitor-retention-job';
import { overstayPlugin } from './overstay-job';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs visitor passes' QR codes (issue 17). */
    passSigner: PassSigner;
  }
}

export const gatePlugin = shared('gatehouse-gate', async (app) => {
  app.decorate('passSigner', createPassSigner(app.config.passSigningKey));
  await app.register(visitorRetentionPlugin, { retention: app.config.visitorRetention });
  await app.register(overstayPlugin, { intervalSeconds: app.config.gateOverstayIntervalSeconds });
});
