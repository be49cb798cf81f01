/**
 * Turns a contract endpoint into a Fastify route: authorize by `access`, parse params, query
 * and body with the endpoint's schemas, call the handler, and send only what `response` allows.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EndpointDef } from '../../contract/endpoint';
import { messages } from '../../contract/messages';
import type { User } from '../db/schema';
import { HttpError } from '../http-error';
import { describeZodError } from './describe-zod-error';
import type { Handler, HandlerContext } from './handler';

/** Registers `endpoint` at `/<path>` of `app` (the routes plugin mounts it under `/api`). */
export function registerEndpoint<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
): void {
  app.route({
    method: endpoint.method,
    url: `/${endpoint.path}`,
    handler: async (request, reply) => {
      // Authorization comes first, so a stranger learns nothing from validation messages.
      const user = await authorize(request, endpoint);
      const context = {
        params: parse(endpoint.params, request.params, 'path'),
        query: parse(endpoint.query, request.query, 'query'),
        body: takesJson(endpoint) ? parse(endpoint.body, request.body, 'request body') : undefined,
        user,
        request,
        reply,
        app,
      } as HandlerContext<E>;
      const result = await handler(context);
      if (reply.sent) return reply;
      const checked = endpoint.response.safeParse(result);
      if (!checked.success) {
        // Our bug, not the caller's: a 500 that is logged, never a 400.
        throw new Error(
          `The response of ${endpoint.method} ${endpoint.path} breaks the contract: ` +
            describeZodError(checked.error, 'response'),
        );
      }
      return checked.data;
    },
  });
}

async function authorize(request: FastifyRequest, endpoint: EndpointDef): Promise<User | null> {
  const caller = await request.server.identify(request);
  if (endpoint.access === 'public') return caller.kind === 'user' ? caller.user : null;
  if (caller.kind === 'anonymous') throw new HttpError(401, messages.signInRequired);
  if (caller.kind === 'invalid') throw new HttpError(401, messages.sessionExpired);
  if (endpoint.access === 'rwa' && caller.user.role !== 'rwa') {
    throw new HttpError(403, messages.forbidden);
  }
  return caller.user;
}

function takesJson(endpoint: EndpointDef): boolean {
  return endpoint.body !== undefined && (endpoint.bodyType ?? 'json') === 'json';
}

function parse(schema: z.ZodType | undefined, input: unknown, where: string): unknown {
  if (!schema) return input ?? {};
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new HttpError(400, describeZodError(parsed.error, where));
  return parsed.data;
}
