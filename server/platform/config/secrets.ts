/**
 * With PGlite the server generates its secrets once into DATA_DIR. With DATABASE_URL several
 * instances may share the database, and each would generate its own: an OTP asked on one would
 * fail on another, sessions and pushes too. So there the operator sets them, the same on every
 * instance, and the start says which are missing and how to make each. Here too: generating
 * them into DATA_DIR once, for PGlite.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { vapidPrivateKey, vapidPublicKey } from './values';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The secrets every instance must share, and a command that makes each. */
const sharedSecrets = [
  ['JWT_SECRET', 'openssl rand -base64 48'],
  ['VAPID_PUBLIC_KEY', 'npx web-push generate-vapid-keys (its "Public Key")'],
  ['VAPID_PRIVATE_KEY', 'npx web-push generate-vapid-keys (its "Private Key", of the same pair)'],
  ['PASS_SIGNING_KEY', 'openssl genpkey -algorithm ed25519 (the PEM), or openssl rand -base64 32'],
] as const;

/** One problem line naming what to set, or none when DATABASE_URL is unset or all are set. */
export function missingSharedSecrets(env: NodeJS.ProcessEnv): string[] {
  if (!env.DATABASE_URL?.trim()) return [];
  const missing = sharedSecrets.filter(([name]) => !env[name]?.trim());
  if (missing.length === 0) return [];
  const names = missing.map(([name]) => name).join(', ');
  const how = missing.map(([name, command]) => `\n      ${name}: ${command}`).join('');
  return [
    `${names}: required with DATABASE_URL, the same on every instance ` +
      `(each would otherwise make its own). Make them with:${how}`,
  ];
}

/**
 * The secret signs sessions and keys OTP hashes, so it must be random and survive restarts
 * (or every session would end). Generated once, readable only by the server's user.
 */
export function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

const vapidFile = z.object({ publicKey: vapidPublicKey, privateKey: vapidPrivateKey });
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Browsers bind a push subscription to the VAPID public key, so a new key pair would silently
 * orphan every subscribed device: generated once, like the JWT secret, and kept.
 */
export function readOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    // Never overwritten when unreadable: that would cut off every device without a word.
    const saved = vapidFile.safeParse(parseJson(readFileSync(file, 'utf8')));
    if (!saved.success) {
      throw new ConfigError(
        `${file} is not a VAPID key pair: restore it, or delete it to make a new pair ` +
          '(every device must then turn notifications on again)',
      );
    }
    return saved.data;
  }
  mkdirSync(dataDir, { recursive: true });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // A scalar with leading zero bytes comes back shorter; VAPID wants all 32.
  const scalar = ecdh.getPrivateKey();
  const keys = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString('base64url'),
  };
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return keys;
}
