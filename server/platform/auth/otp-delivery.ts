/**
 * How a one-time password reaches the resident. The console prints it for the person running
 * the server (the demo and the e2e tests read it there); the webhook hands it to an SMS gateway.
 */
import type { Config } from '../config/config';
import { estateName } from '../../../contract/platform/estate';

export interface OtpDelivery {
  /** Resolves once the code is on its way; rejects when it could not be sent. */
  send(phone: string, code: string): Promise<void>;
  /** Any other text message (an emergency notice); only a real SMS gateway has one. */
  sendText?(phone: string, message: string): Promise<void>;
}

/** Exactly one line per code, on stdout only; the code appears nowhere else in the logs. */
export const consoleDelivery: OtpDelivery = {
  send(phone, code) {
    process.stdout.write(`OTP for ${phone}: ${code}\n`);
    return Promise.resolve();
  },
};

export function webhookDelivery(options: {
  url: string;
  token?: string | undefined;
  timeoutMs?: number;
}): OtpDelivery {
  const post = async (body: object) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(options.url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
    // Drain the body so the connection is released.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`OTP webhook answered ${response.status}`);
  };
  return {
    send: (phone, code) =>
      post({
        phone_number: phone,
        code,
        message: `${code} is your ${estateName} login code. It is valid for 10 minutes.`,
      }),
    sendText: (phone, message) => post({ phone_number: phone, message }),
  };
}

export function createOtpDelivery(config: Config['otpDelivery']): OtpDelivery {
  return config.kind === 'webhook'
    ? webhookDelivery({ url: config.url, token: config.token })
    : consoleDelivery;
}
