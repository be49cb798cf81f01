/**
 * Razorpay's webhook signature (issue 33): `X-Razorpay-Signature` is the hex HMAC-SHA256 of the
 * raw body with the webhook secret, so the bytes must be read before any parser touches them.
 * A `preParsing` hook on the webhook's route alone (dues-plugin.ts puts it there) answers 404
 * when no gateway is configured, reads the body (within a cap), checks the signature with a
 * timing-safe compare and only then hands the same bytes on to the JSON parser. Every other
 * route parses as before.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest, preParsingAsyncHookHandler } from 'fastify';
import { messages } from '../../../contract/messages';
import { HttpError } from '../../platform/http/http-error';

/** Far above any event Razorpay sends (a few KB). */
const MAX_EVENT_BYTES = 256 * 1024;

/** The requests whose body this hook read and found signed. */
const verified = new WeakSet<FastifyRequest>();

export const isVerifiedEvent = (request: FastifyRequest): boolean => verified.has(request);

/** Whether `signature` is the hex HMAC-SHA256 of `body` with `secret`. */
export function signatureMatches(body: Buffer, signature: string, secret: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

async function readBody(payload: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const part = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += part.length;
    if (size > MAX_EVENT_BYTES) throw new HttpError(413, messages.webhookTooLarge);
    parts.push(part);
  }
  return Buffer.concat(parts);
}

export const verifyRazorpaySignature: preParsingAsyncHookHandler = async (
  request,
  _reply,
  payload,
) => {
  const gateway = request.server.config.paymentGateway;
  if (gateway?.kind !== 'razorpay') throw new HttpError(404, messages.notFound);
  const signature = request.headers['x-razorpay-signature'];
  if (typeof signature !== 'string' || signature === '') {
    throw new HttpError(400, messages.webhookSignatureMissing);
  }
  const body = await readBody(payload);
  if (!signatureMatches(body, signature, gateway.webhookSecret)) {
    throw new HttpError(401, messages.webhookSignatureInvalid);
  }
  verified.add(request);
  return Readable.from([body]);
};
