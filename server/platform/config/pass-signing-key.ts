/**
 * The Ed25519 key that signs visitor passes' QR codes (contract/gate/pass-token.ts). Configured as
 * PASS_SIGNING_KEY, either the 32-byte private seed in base64url (or base64), or a PKCS#8 PEM
 * ("-----BEGIN PRIVATE KEY-----", as `openssl genpkey -algorithm ed25519` writes it); without
 * it, a seed is generated once into the data dir, like the JWT secret. A new key would make
 * every QR already shared worthless, so the file is never overwritten.
 */
import { createPrivateKey, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const SEED = /^[A-Za-z0-9_+/-]{43}=?$/;

/** The seed, base64url, of a configured key; undefined when the text is neither form. */
export function passSeedOf(text: string): string | undefined {
  const value = text.trim();
  if (SEED.test(value)) {
    const bytes = Buffer.from(value.replace(/\+/g, '-').replace(/\//g, '_'), 'base64url');
    return bytes.length === 32 ? bytes.toString('base64url') : undefined;
  }
  if (!value.startsWith('-----BEGIN PRIVATE KEY-----')) return undefined;
  try {
    // A PEM pasted into one line of an env file keeps its line breaks as "\n".
    const key = createPrivateKey(value.replace(/\\n/g, '\n'));
    if (key.asymmetricKeyType !== 'ed25519') return undefined;
    return key.export({ format: 'jwk' }).d;
  } catch {
    return undefined;
  }
}

export const passSigningKey = z.string().transform((text, context) => {
  const seed = passSeedOf(text);
  if (seed) return seed;
  context.addIssue({
    code: 'custom',
    message: 'must be a 32-byte Ed25519 seed in base64url, or a PKCS#8 PEM of an Ed25519 key',
  });
  return z.NEVER;
});

/** The saved seed, or a new one saved; `broken` makes the error for an unreadable file. */
export function readOrCreatePassSeed(dataDir: string, broken: (message: string) => Error): string {
  const file = join(dataDir, 'pass-signing-key');
  if (existsSync(file)) {
    const seed = passSeedOf(readFileSync(file, 'utf8'));
    if (!seed) {
      throw broken(
        `${file} is not an Ed25519 seed: restore it, or delete it to make a new key ` +
          '(every pass already shared would then be refused at the gate)',
      );
    }
    return seed;
  }
  mkdirSync(dataDir, { recursive: true });
  const seed = randomBytes(32).toString('base64url');
  writeFileSync(file, `${seed}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return seed;
}
