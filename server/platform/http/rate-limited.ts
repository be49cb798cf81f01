/** The rate limits of routes (platform/http/rate-limits.ts), counted per signed-in user. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../db/schema';
import { countCall, questionLimit, refuseWhileFull, uploadLimit } from './rate-limits';

export function countQuestion(app: FastifyInstance, user: User): Promise<void> {
  return countCall(app.db, questionLimit(app.config.rateLimits), user.phone_number, app.now());
}

/**
 * Every endpoint with an upload counts against one limit. Each one takes a signed-in user
 * today; a public one would be counted by address.
 */
function uploadsOf(request: FastifyRequest, user: User | null) {
  const { server: app } = request;
  const subject = user ? user.phone_number : `ip:${request.ip}`;
  return [app.db, uploadLimit(app.config.rateLimits), subject, app.now()] as const;
}

/**
 * Before the body is read: a caller already at the limit is refused without sending it. Counts
 * nothing, so an upload refused for its content (empty, of the wrong kind) uses up nothing.
 */
export function refuseUploadWhileFull(request: FastifyRequest, user: User | null): Promise<void> {
  return refuseWhileFull(...uploadsOf(request, user));
}

/** Once the upload is accepted (its file and fields passed): counts it, or 429 when full. */
export function countUpload(request: FastifyRequest, user: User | null): Promise<void> {
  return countCall(...uploadsOf(request, user));
}
