/**
 * How server tests get an app: `build()` makes the real app on a fresh copy of the seeded
 * database, with a clock the test moves and an SMS inbox it reads codes from (as a person
 * reads their phone). Drive it with `t.app.inject`; call `t.close()` in afterAll.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/platform/config/config';
import type { Database } from '../../server/platform/db/schema';
import { defaultPushHosts } from '../../server/platform/config/push-hosts';
import type { FileStores } from '../../server/platform/files/file-store';
import type { OtpDelivery } from '../../server/platform/auth/otp-delivery';
import { signIn } from '../../server/platform/auth/sessions';
import { createTestDatabase } from './test-database';
import { documentConformance } from './document-conformance';

/** A fixed start, far from midnight in India, so date logic is not at an edge by accident. */
export const START = new Date('2030-03-04T05:30:00.000Z');

export class TestClock {
  #time: number;
  constructor(start: Date = START) {
    this.#time = start.getTime();
  }
  now = (): Date => new Date(this.#time);
  advance(ms: number): void {
    this.#time += ms;
  }
}

/** The phones' inbox: every code the server sent, newest last. */
export class SmsInbox implements OtpDelivery {
  readonly messages: { phone: string; code: string }[] = [];
  /** While set, sending fails like a broken SMS gateway. */
  failure: Error | null = null;

  send(phone: string, code: string): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    this.messages.push({ phone, code });
    return Promise.resolve();
  }

  lastCode(phone: string): string {
    const message = this.messages.findLast((m) => m.phone === phone);
    if (!message) throw new Error(`No OTP was sent to ${phone}`);
    return message.code;
  }
}

/** One VAPID key pair for the run, as an operator would configure it. */
const testVapid = webpush.generateVAPIDKeys();
/** And one pass-signing seed, as PASS_SIGNING_KEY would give it. */
const testPassSeed = randomBytes(32).toString('base64url');

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    requestTimeoutSeconds: 120,
    dataDir: '/nonexistent/gatehouse-data',
    databaseUrl: undefined,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    jwtTtlSeconds: 30 * 86_400,
    documentLinkTtlSeconds: 3_600,
    llm: undefined,
    otpDelivery: { kind: 'console' },
    otpLimits: {
      cooldownSeconds: 30,
      maxPerPhonePerHour: 5,
      maxPerIpPerHour: 30,
      lockAfterFailures: 10,
      maxFailuresPerIpPerHour: 50,
    },
    seedDemo: false,
    staticDir: '/nonexistent/gatehouse-dist',
    logLevel: 'silent',
    logRequests: false,
    trustProxy: false,
    bookingLimitPerApartment: 2,
    // Tests of other rules send many rides as one resident; bad-input.test.ts sets the real cap.
    golfCartMaxWaiting: 1000,
    // Likewise many questions and uploads; rate-limits.test.ts sets the real caps.
    rateLimits: { assistantPerUserPerMinute: 1000, uploadsPerUserPerHour: 1000 },
    courtHours: { open: '06:00', close: '22:00' },
    vapid: { ...testVapid, subject: 'mailto:rwa@gatehouse.test' },
    // Tests drain the push queue themselves (drainPushQueue), never by waiting for the timer.
    pushDrainIntervalSeconds: 3_600,
    // The browsers' push services, as deployed; the push tests add their local one.
    pushAllowedHosts: defaultPushHosts,
    passSigningKey: testPassSeed,
    // Tests run the retention job themselves (runVisitorRetention), with their own clock.
    visitorRetention: { logDays: 90, photoDays: 30, intervalSeconds: 0 },
    // Local files; and the sweeper runs only when a test calls it (sweepOrphanFiles).
    storage: { s3: undefined, sweepGraceSeconds: 3_600, sweepIntervalSeconds: 0 },
    // Likewise the helpdesk's overdue job (runHelpdeskOverdue).
    helpdeskOverdueIntervalSeconds: 0,
    // And the gate's overstay watch (runOverstayWatch).
    gateOverstayIntervalSeconds: 0,
    // And the poll watch (runPollWatch).
    pollsWatchIntervalSeconds: 0,
    // And the dues reminders (runDuesReminders); no payment gateway unless a test sets one.
    duesReminderIntervalSeconds: 0,
    paymentGateway: undefined,
    // And the payment links' retries (drainPaymentLinks); publishing still starts a run.
    duesPaymentLinkIntervalSeconds: 0,
    metricsToken: undefined,
    shutdownDrainSeconds: 0,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  clock: TestClock;
  sms: SmsInbox;
  config: Config;
  close(): Promise<void>;
}

export interface BuildOptions {
  config?: Partial<Config>;
  /** Replaces the SMS inbox (e.g. to test the configured webhook delivery). */
  otpDelivery?: OtpDelivery | 'from-config';
  /** Extra routes for a test (registered under /api before the app is ready). */
  routes?: (api: FastifyInstance) => void;
  /** Receives the log lines (set `logLevel` in `config` to have any). */
  logStream?: { write(line: string): void };
  /** Where files go; defaults to the local disk under `config.dataDir`. */
  fileStores?: FileStores;
  /** Sees each route the app adds (server/app.ts `onRoute`). */
  onRoute?: (route: RouteOptions) => void;
}

export async function build(options: BuildOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = new TestClock();
  const sms = new SmsInbox();
  const config = testConfig(options.config);
  const delivery = options.otpDelivery ?? sms;
  const conformance = documentConformance();
  const app = await buildApp({
    config,
    // The test owns the database; the app must not close it under the test's feet.
    database: { ...database.handle, close: () => Promise.resolve() },
    now: clock.now,
    ...(delivery === 'from-config' ? {} : { otpDelivery: delivery }),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.fileStores ? { fileStores: options.fileStores } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    onSend: conformance.onSend,
  });
  const { routes } = options;
  if (routes) await app.register(async (api) => routes(api), { prefix: '/api' });
  await app.ready();
  return {
    app,
    db: database.handle.db,
    clock,
    sms,
    config,
    async close() {
      await app.close();
      await database.dispose();
      // Each one already failed the test that caused it (a 500); here they are, all together.
      if (conformance.mismatches.length > 0) {
        throw new Error(
          `Answers not as the API document says:\n${[...new Set(conformance.mismatches)].join('\n')}`,
        );
      }
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Waits until the app has heard of every change committed so far (platform/db/change-feed.ts). A write
 * through the app is heard before its answer; one straight into the database, as another
 * instance or psql makes, reaches PostgreSQL's listener a moment later (PGlite's at once).
 */
export const heard = (t: TestApp) => t.app.changes?.caughtUp() ?? Promise.resolve();

/** Signs in the way a person does: request a code, read it from the SMS, verify it. */
export async function login(t: TestApp, phone: string, apartment?: string): Promise<string> {
  // Step past any resend cooldown left by an earlier login of the same user.
  t.clock.advance((t.config.otpLimits.cooldownSeconds + 1) * 1000);
  const rwa = apartment === undefined;
  const generate = await t.app.inject({
    method: 'POST',
    url: rwa ? '/api/rwa/rwa-generate-otp' : '/api/auth/generate-otp',
    payload: rwa ? { phone_number: phone } : { phone_number: phone, apartment_number: apartment },
  });
  if (generate.statusCode !== 200) throw new Error(`generate-otp: ${generate.body}`);
  const verify = await t.app.inject({
    method: 'POST',
    url: rwa ? '/api/rwa/rwa-verify-otp' : '/api/auth/verify-otp',
    payload: rwa
      ? { phone_number: phone, otp: t.sms.lastCode(phone) }
      : { phone_number: phone, apartment_number: apartment, otp: t.sms.lastCode(phone) },
  });
  if (verify.statusCode !== 200) throw new Error(`verify-otp: ${verify.body}`);
  return verify.json<{ token: string }>().token;
}

/** Adds a resident for one test, so tests in a file do not share cooldowns and caps. */
export async function addUser(
  t: TestApp,
  user: { phone: string; apartment: string; role?: 'rwa' | 'member' | 'guard' },
): Promise<void> {
  await t.db
    .insertInto('users')
    .values({
      phone_number: user.phone,
      apartment_number: user.apartment,
      name: `Test ${user.apartment}`,
      email: `${user.phone}@example.com`,
      role: user.role ?? 'member',
    })
    .execute();
}

/** A token for `phone` without the OTP round trip: a real session, as a sign-in opens one. */
export async function tokenFor(t: TestApp, phone: string): Promise<string> {
  const user = await t.db
    .selectFrom('users')
    .selectAll()
    .where('phone_number', '=', phone)
    .executeTakeFirstOrThrow();
  return signIn(t.db, t.app.tokens, user, t.clock.now());
}
