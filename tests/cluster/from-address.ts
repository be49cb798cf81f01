/**
 * A JSON POST sent from a chosen loopback address (127.0.0.2, …): nginx then sees a client that
 * is not itself, as it would a resident's phone, and appends that address to X-Forwarded-For.
 */
import { request } from 'node:http';
import type { Answer } from './residents';

export function fromAddress(
  localAddress: string,
  url: string,
  options: { body: unknown; headers?: Record<string, string> },
): Promise<Omit<Answer, 'headers'>> {
  const payload = JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...options.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          }),
        );
      },
    );
    sent.once('error', reject);
    sent.end(payload);
  });
}
