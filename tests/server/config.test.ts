/** The environment is read once and checked; the JWT secret is generated once and kept. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/platform/config/config';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-config-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      jwtTtlSeconds: 30 * 86_400,
      documentLinkTtlSeconds: 3_600,
      otpDelivery: { kind: 'console' },
      otpLimits: {
        cooldownSeconds: 30,
        maxPerPhonePerHour: 5,
        maxPerIpPerHour: 30,
        lockAfterFailures: 10,
        maxFailuresPerIpPerHour: 50,
      },
      seedDemo: true,
      logLevel: 'info',
      logRequests: false,
      trustProxy: false,
    });
    expect(config.staticDir).toMatch(/dist$/);
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '9090',
      DATABASE_URL: 'postgres://gate:house@db:5432/gatehouse',
      JWT_SECRET: 's'.repeat(40),
      // With DATABASE_URL every shared secret must be set (operations-config.test.ts).
      VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'A'.repeat(43),
      PASS_SIGNING_KEY: 'A'.repeat(43),
      JWT_TTL: '12h',
      DOCUMENT_LINK_TTL: '15m',
      OTP_DELIVERY: 'webhook',
      OTP_WEBHOOK_URL: 'https://sms.example.com/send',
      OTP_WEBHOOK_TOKEN: 'tok',
      SEED_DEMO: 'false',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.7',
      OTP_COOLDOWN_SECONDS: '60',
    });
    expect(config).toMatchObject({
      port: 9090,
      databaseUrl: 'postgres://gate:house@db:5432/gatehouse',
      jwtSecret: 's'.repeat(40),
      jwtTtlSeconds: 12 * 3600,
      documentLinkTtlSeconds: 15 * 60,
      otpDelivery: { kind: 'webhook', url: 'https://sms.example.com/send', token: 'tok' },
      seedDemo: false,
      trustProxy: ['10.0.0.0/8', '192.168.1.7'],
      otpLimits: { cooldownSeconds: 60 },
    });
  });

  it('reads TRUST_PROXY as hops, proxies, or on and off', () => {
    const read = (TRUST_PROXY: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY }).trustProxy;
    expect(read('2')).toBe(2);
    expect(read('1')).toBe(1);
    expect(read('false')).toBe(false);
    expect(read('true')).toBe(true);
    expect(read('::1, fd00::/8')).toEqual(['::1', 'fd00::/8']);
    expect(() => read('the nginx box')).toThrow(/TRUST_PROXY/);
  });

  it('gives a request two minutes to arrive unless REQUEST_TIMEOUT says otherwise, never none', () => {
    const read = (env: NodeJS.ProcessEnv) =>
      loadConfig({ DATA_DIR: dataDir, ...env }).requestTimeoutSeconds;
    expect(read({})).toBe(120);
    expect(read({ REQUEST_TIMEOUT: '30s' })).toBe(30);
    expect(read({ REQUEST_TIMEOUT: '5m' })).toBe(300);
    expect(() => read({ REQUEST_TIMEOUT: '0' })).toThrow(/REQUEST_TIMEOUT: must be at least 1s/);
    expect(() => read({ REQUEST_TIMEOUT: 'slow' })).toThrow(/REQUEST_TIMEOUT/);
  });

  it('lists every bad variable in one readable error', () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'eighty',
        JWT_SECRET: 'short',
        OTP_DELIVERY: 'webhook',
        LOG_LEVEL: 'loud',
      });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ['PORT', 'JWT_SECRET', 'OTP_WEBHOOK_URL', 'LOG_LEVEL']) {
      expect(message).toContain(name);
    }
  });

  it('generates the JWT secret once into DATA_DIR, private to the server, and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'jwt-secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('does not write a secret file when JWT_SECRET is set', () => {
    loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) });
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
  });
});

describe('booking configuration', () => {
  it('defaults to 2 bookings per sport per apartment and courts open 06:00-22:00', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      bookingLimitPerApartment: 2,
      courtHours: { open: '06:00', close: '22:00' },
    });
  });

  it('reads both from the environment', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      BOOKING_LIMIT_PER_APARTMENT: '4',
      COURT_HOURS: '07:00-24:00',
    });
    expect(config.bookingLimitPerApartment).toBe(4);
    expect(config.courtHours).toEqual({ open: '07:00', close: '24:00' });
  });

  it.each(['6-22', '06:30-22:00', '22:00-06:00', '06:00-25:00'])(
    'refuses COURT_HOURS=%s with a sentence naming it',
    (value) => {
      const attempt = () => loadConfig({ DATA_DIR: dataDir, COURT_HOURS: value });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(/COURT_HOURS/);
    },
  );

  it('refuses a fair-use limit below 1', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, BOOKING_LIMIT_PER_APARTMENT: '0' })).toThrow(
      /BOOKING_LIMIT_PER_APARTMENT/,
    );
  });
});
