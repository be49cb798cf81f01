/**
 * The one error handler (DESIGN.md §6): every error body is `{ detail }` with a sentence a
 * person can act on; a 5xx is logged in full and answered with a generic sentence only, plus
 * the request's id to quote (its log lines carry the same id).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError as FastifyConnectionError,
  FastifyError,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { ZodError } from 'zod';
import { messages } from '../../../contract/messages';
import { HttpError } from './http-error';
import { REQUEST_ID_HEADER } from './request-log';
import { describeZodError } from './describe-zod-error';
import { shared } from './shared';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Fastify's own request errors, said the way our users read them. */
const fastifyDetails: Record<string, [status: number, detail: string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large (the limit is 1 MB).'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This type of request body is not accepted here.'],
};

/** SQLSTATE character_not_in_repertoire and untranslatable_character. */
const unstorableText = new Set(['22021', '22P05']);

/**
 * SQLSTATE class 22 (data exception: a date or number out of range, a bad cast) and 23514 (a
 * CHECK constraint): the caller's value, refused by the database. The contract should have
 * refused it first, so each one is logged as a defect to fix there.
 */
const isDataError = (code: string) => code.startsWith('22') || code === '23514';

/**
 * Errors of Fastify's router, before any route runs (a broken %-escape, a path parameter past
 * the router's length): the same `{ detail }` shape as every other refusal.
 */
export function frameworkErrorReply(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  // No hook runs for these (the router never found a route), so the id is set here.
  void reply
    .header(REQUEST_ID_HEADER, request.id)
    .code(tooLong ? 414 : 400)
    .send({ detail: tooLong ? messages.addressTooLong : messages.addressInvalid });
}

/**
 * Node's own refusals of a connection, before or while a request is read, when no route can
 * answer: a request that did not arrive whole within REQUEST_TIMEOUT (a body trickled in to
 * hold the connection), headers past Node's cap, bytes that are not HTTP. Written to the socket
 * as Fastify's default does, but with `{ detail }` like every other refusal, then closed.
 */
const clientErrorDetails: Record<string, [status: number, detail: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, messages.requestTooSlow],
  HPE_HEADER_OVERFLOW: [431, messages.requestHeadersTooLarge],
};
const unreadable: [status: number, detail: string] = [400, messages.requestUnreadable];

export function clientErrorReply(error: FastifyConnectionError, socket: Socket): void {
  // Reset by the client: nobody is left to read an answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] = clientErrorDetails[error.code] ?? unreadable;
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export const errorsPlugin = shared('gatehouse-errors', async (app) => {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.detail);
      return reply.code(error.statusCode).headers(error.headers).send({ detail: error.detail });
    }
    if (error instanceof ZodError) {
      return reply.code(400).send({ detail: describeZodError(error, 'request') });
    }
    // A safety net under the schemas: text PostgreSQL cannot store (a NUL character, bytes
    // invalid in UTF-8) is the caller's input, so a 400 with a sentence, not a 500.
    if (error.code && unstorableText.has(error.code)) {
      request.log.warn({ err: error }, 'unstorable text refused');
      return reply.code(400).send({ detail: messages.textNotStorable });
    }
    if (error.code && /^[0-9A-Z]{5}$/.test(error.code) && isDataError(error.code)) {
      request.log.error(
        { err: error },
        'defect: the contract let through a value the database refuses',
      );
      return reply.code(400).send({ detail: messages.valueNotStorable });
    }
    const known = error.code ? fastifyDetails[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ detail: known[1] });

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ detail: error.message });
    request.log.error({ err: error }, 'request failed');
    const detail = `${messages.serverError} ${messages.serverErrorReference(request.id)}`;
    return reply.code(500).send({ detail });
  });
});
