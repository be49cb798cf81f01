import { createHmac } from 'node:crypto';

/**
 * One server secret, several uses: each use gets its own key (HMAC of a label), so a key
 * learned in one place (say, OTP hashes) says nothing about another (session signatures).
 */
export function deriveKey(secret: string, label: string): Buffer {
  return createHmac('sha256', secret).update(`gatehouse:${label}`).digest();
}
