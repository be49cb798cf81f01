/** The rate limits of routes (services/rate-limits.ts), counted per signed-in user. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../db/schema';
import { countCall, questionLimit, uploadLimit } from '../services/rate-limits';

export function countQuestion(app: FastifyInstance, user: User): Promise<void> {
  return countCall(app.db, questionLimit(app.config.rateLimits), user.phone_number, app.now());
}

/**
 * Every endpoint with an upload counts against one limit, before the body is read. Each one
 * takes a signed-in user today; a public one would be counted by address.
 */
export function countUpload(request: FastifyRequest, user: User | null): Promise<void> {
  const { server: app } = request;
  const subject = user ? user.phone_number : `ip:${request.ip}`;
  return countCall(app.db, uploadLimit(app.config.rateLimits), subject, app.now());
}
