/**
 * Settings for running past one machine (issue 19): with DATABASE_URL every instance must be
 * given the same secrets (none is generated), the demo seed is off unless asked for, and the
 * metrics token and shutdown drain are read from the environment.
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/platform/config/config';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-ops-config-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const DATABASE_URL = 'postgres://gate:house@db:5432/gatehouse';
const secrets = {
  JWT_SECRET: 's'.repeat(48),
  VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`,
  VAPID_PRIVATE_KEY: 'A'.repeat(43),
  PASS_SIGNING_KEY: 'A'.repeat(43),
};

function startupError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('secrets with DATABASE_URL', () => {
  it('refuses to start without them, naming each and how to make it', () => {
    const message = startupError({ DATA_DIR: dataDir, DATABASE_URL });
    expect(message).toContain(
      'JWT_SECRET, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, PASS_SIGNING_KEY: required with DATABASE_URL',
    );
    expect(message).toContain('JWT_SECRET: openssl rand -base64 48');
    expect(message).toContain('VAPID_PUBLIC_KEY: npx web-push generate-vapid-keys');
    expect(message).toContain('PASS_SIGNING_KEY: openssl genpkey -algorithm ed25519');
    // Nothing was generated in its place: each instance would have made its own.
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('names only the ones still missing', () => {
    const message = startupError({
      DATA_DIR: dataDir,
      DATABASE_URL,
      JWT_SECRET: secrets.JWT_SECRET,
      PASS_SIGNING_KEY: secrets.PASS_SIGNING_KEY,
    });
    expect(message).toContain('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: required with DATABASE_URL');
    expect(message).not.toMatch(/JWT_SECRET|PASS_SIGNING_KEY/);
  });

  it('counts an empty variable as missing', () => {
    const message = startupError({ DATA_DIR: dataDir, DATABASE_URL, ...secrets, JWT_SECRET: '' });
    expect(message).toContain('JWT_SECRET: required with DATABASE_URL');
  });

  it('starts with all of them set, and writes no secret file', () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL, ...secrets });
    expect(config.jwtSecret).toBe(secrets.JWT_SECRET);
    expect(config.vapid.publicKey).toBe(secrets.VAPID_PUBLIC_KEY);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('still generates them into DATA_DIR with PGlite', () => {
    loadConfig({ DATA_DIR: dataDir });
    expect(readdirSync(dataDir).sort()).toEqual([
      'jwt-secret',
      'pass-signing-key',
      'vapid-keys.json',
    ]);
  });
});

describe('the demo seed', () => {
  it('is on by default with PGlite and off with DATABASE_URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL, ...secrets }).seedDemo).toBe(false);
  });

  it('follows SEED_DEMO when it is set', () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL, ...secrets };
    expect(loadConfig({ ...env, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});

describe('metrics and shutdown settings', () => {
  it('leaves metrics off unless METRICS_TOKEN is set, and refuses a short token', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).metricsToken).toBeUndefined();
    const token = 'scrape-token-0123456789';
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(startupError({ DATA_DIR: dataDir, METRICS_TOKEN: 'short' })).toContain(
      'METRICS_TOKEN: must be at least 16 characters',
    );
  });

  it('drains 5 s before closing by default, none in tests, else what SHUTDOWN_DRAIN says', () => {
    const drain = (env: NodeJS.ProcessEnv) =>
      loadConfig({ DATA_DIR: dataDir, ...env }).shutdownDrainSeconds;
    expect(drain({ NODE_ENV: 'production' })).toBe(5);
    expect(drain({})).toBe(5);
    expect(drain({ NODE_ENV: 'test' })).toBe(0);
    expect(drain({ SHUTDOWN_DRAIN: '15s' })).toBe(15);
    expect(drain({ NODE_ENV: 'test', SHUTDOWN_DRAIN: '2' })).toBe(2);
    expect(startupError({ DATA_DIR: dataDir, SHUTDOWN_DRAIN: 'soon' })).toContain('SHUTDOWN_DRAIN');
  });
});
