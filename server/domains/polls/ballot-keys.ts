/**
 * What keeps a secret ballot apart from its voter (ADR 006). A ballot is found again — to be
 * replaced by the flat's next vote, or shown to the flat as its own — by a key derived from the
 * poll and the voter with a server secret: the database alone cannot join the two, and no call
 * answers with the key. A receipt code names the ballot on the bulletin.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { deriveKey } from '../../platform/auth/derived-key';

export function ballotKey(secret: string, pollId: string, voter: string): string {
  return createHmac('sha256', deriveKey(secret, 'ballot-keys'))
    .update(`${pollId}\u0000${voter}`)
    .digest('base64url');
}

/** Letters a person reads aloud without doubt: no 0/O, 1/I/L, 5/S, 8/B, 2/Z. */
const RECEIPT_LETTERS = 'ACDEFGHJKMNPQRTUVWXY34679';

/** Eight letters in two fours ("KM4T-XR7C"): 25^8 ≈ 1.5 × 10^11, never guessed into. */
export function newReceipt(): string {
  const bytes = randomBytes(8);
  const letters = [...bytes].map((byte) => RECEIPT_LETTERS[byte % RECEIPT_LETTERS.length]);
  return `${letters.slice(0, 4).join('')}-${letters.slice(4).join('')}`;
}
