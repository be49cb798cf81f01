/**
 * The secrets' part of a set: the JWT secret (sessions, OTP hashes), the VAPID key pair (every
 * device's push subscription is bound to it) and the pass-signing key (every QR pass shared),
 * as the server uses them now, from the environment or DATA_DIR. Without them a restored estate
 * would sign everyone out, silence push and void every pass. Named like the variables, so an
 * operator can copy them into an instance's environment.
 */
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { Config } from '../config/config';

export const SECRETS_FILE = 'secrets.json';

const secretsSchema = z.object({
  JWT_SECRET: z.string().min(32),
  VAPID_PUBLIC_KEY: z.string(),
  VAPID_PRIVATE_KEY: z.string(),
  PASS_SIGNING_KEY: z.string(),
});

export type Secrets = z.infer<typeof secretsSchema>;

export function secretsOf(config: Pick<Config, 'jwtSecret' | 'vapid' | 'passSigningKey'>): Secrets {
  return {
    JWT_SECRET: config.jwtSecret,
    VAPID_PUBLIC_KEY: config.vapid.publicKey,
    VAPID_PRIVATE_KEY: config.vapid.privateKey,
    PASS_SIGNING_KEY: config.passSigningKey,
  };
}

export async function writeSecrets(secrets: Secrets, setDir: string): Promise<void> {
  const file = join(setDir, SECRETS_FILE);
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
}

export async function readSecrets(setDir: string): Promise<Secrets> {
  return secretsSchema.parse(JSON.parse(await readFile(join(setDir, SECRETS_FILE), 'utf8')));
}

async function writeSecretFile(file: string, text: string): Promise<void> {
  await writeFile(file, text, { mode: 0o600 });
  await chmod(file, 0o600);
}

/**
 * Writes the set's secrets into DATA_DIR's files, where the server reads them when the
 * environment does not set them (config.ts); the ones the environment does set are left to it,
 * and those that differ from the set's are answered as warnings.
 */
export async function restoreSecrets(
  secrets: Secrets,
  inUse: Secrets,
  env: NodeJS.ProcessEnv,
  dataDir: string,
): Promise<string[]> {
  const set = (name: keyof Secrets) => Boolean(env[name]?.trim());
  const warnings = (Object.keys(secrets) as (keyof Secrets)[])
    .filter((name) => set(name) && inUse[name] !== secrets[name])
    .map(
      (name) =>
        `${name} in the environment differs from the backup's: the server will use the ` +
        `environment's. To keep sessions, push and passes working, set it from ${SECRETS_FILE}.`,
    );
  if (!set('JWT_SECRET'))
    await writeSecretFile(join(dataDir, 'jwt-secret'), `${secrets.JWT_SECRET}\n`);
  if (!set('VAPID_PUBLIC_KEY')) {
    const pair = { publicKey: secrets.VAPID_PUBLIC_KEY, privateKey: secrets.VAPID_PRIVATE_KEY };
    await writeSecretFile(join(dataDir, 'vapid-keys.json'), `${JSON.stringify(pair, null, 2)}\n`);
  }
  if (!set('PASS_SIGNING_KEY')) {
    await writeSecretFile(join(dataDir, 'pass-signing-key'), `${secrets.PASS_SIGNING_KEY}\n`);
  }
  return warnings;
}
