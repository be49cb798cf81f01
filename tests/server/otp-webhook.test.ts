/** The SMS gateway hand-off: the webhook gets the phone and code; a failure is a 502. */
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { webhookDelivery } from '../../server/platform/auth/otp-delivery';
import { build } from './helper';
import type { TestApp } from './helper';

interface Received {
  headers: IncomingMessage['headers'];
  body: { phone_number: string; code: string; message: string };
}

let gateway: Server;
let url: string;
const received: Received[] = [];
/** What the gateway answers next: a status, or 'hang' to never answer. */
let answer: number | 'hang' = 200;

beforeAll(async () => {
  gateway = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(data) as Received['body'] });
      if (answer === 'hang') return;
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
});
afterAll(async () => {
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
});

describe('OTP delivery by webhook', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({
      config: { otpDelivery: { kind: 'webhook', url, token: 'gateway-token' } },
      otpDelivery: 'from-config',
    });
  });
  afterAll(() => t.close());

  const generate = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/generate-otp',
      payload: { phone_number: '9000000002', apartment_number: 'A101' },
    });
  const verify = (otp: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { phone_number: '9000000002', apartment_number: 'A101', otp },
    });

  it('posts the phone and the code to the gateway with its token', async () => {
    answer = 200;
    expect((await generate()).statusCode).toBe(200);
    const last = received.at(-1);
    expect(last?.headers.authorization).toBe('Bearer gateway-token');
    expect(last?.headers['content-type']).toMatch(/application\/json/);
    expect(last?.body.phone_number).toBe('9000000002');
    expect(last?.body.code).toMatch(/^\d{6}$/);
    expect(last?.body.message).toContain(last?.body.code);
    expect((await verify(last?.body.code ?? '')).statusCode).toBe(200);
  });

  it('answers 502 "Failed to send OTP" when the gateway fails, and voids that code', async () => {
    answer = 500;
    t.clock.advance(31_000);
    const response = await generate();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ detail: messages.sendOtpFailed });
    const code = received.at(-1)?.body.code ?? '';
    expect((await verify(code)).json()).toEqual({ detail: messages.signInFailed });
  });
});

describe('the webhook delivery itself', () => {
  it('gives up on a gateway that does not answer in time', async () => {
    answer = 'hang';
    const delivery = webhookDelivery({ url, timeoutMs: 200 });
    await expect(delivery.send('9000000002', '123456')).rejects.toThrow();
  });

  it('sends no Authorization header without a token', async () => {
    answer = 204;
    await webhookDelivery({ url }).send('9000000003', '654321');
    expect(received.at(-1)?.headers.authorization).toBeUndefined();
  });
});
