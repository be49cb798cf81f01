/**
 * The server's settings, read once from the environment and checked with zod, so a typo in
 * a variable stops the start with a sentence naming it instead of failing later at runtime.
 */
import { join, resolve } from 'node:path';
import { projectRoot } from '../project-root';
import { z } from 'zod';
import {
  count,
  courtHours,
  duration,
  flag,
  optional,
  trustProxy,
  vapidPrivateKey,
  vapidPublicKey,
  whole,
} from './values';
import { storageConfig, storageEnv, storageProblems } from './storage';
import type { StorageConfig } from './storage';
import { gatewayConfig, gatewayProblems, type PaymentGateway } from './gateway';
import {
  ConfigError,
  missingSharedSecrets,
  readOrCreateSecret,
  readOrCreateVapidKeys,
  type VapidKeys,
} from './secrets';

export { ConfigError, readOrCreateSecret, readOrCreateVapidKeys, type VapidKeys };
import { passSigningKey, readOrCreatePassSeed } from './pass-signing-key';
import { defaultPushHosts, pushAllowedHosts, type PushHost } from './push-hosts';

const defaultStaticDir = join(projectRoot, 'dist');

const envSchema = z.object({
  ...storageEnv,
  PORT: optional(whole(0).max(65_535, 'must be at most 65535')).default(8080),
  HOST: optional(z.string()).default('0.0.0.0'),
  // Long enough for the largest photo (5 MB) from a phone on a weak 3G uplink (~400 kbit/s:
  // about 105 s); short enough that a body trickled in a byte at a time lets go of its
  // connection in two minutes, not never. 0 (no limit) is what let it hold on for ever.
  REQUEST_TIMEOUT: optional(duration.refine((s) => s >= 1, 'must be at least 1s')).default(120),
  DATA_DIR: optional(z.string()).default('./data'),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  ),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  JWT_TTL: optional(duration).default(30 * 86_400),
  DOCUMENT_LINK_TTL: optional(duration).default(3_600),
  LLM_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  LLM_API_KEY: optional(z.string()),
  LLM_MODEL: optional(z.string()).default('gpt-4o-mini'),
  LLM_TIMEOUT: optional(duration).default(15),
  OTP_DELIVERY: optional(z.enum(['console', 'webhook'])).default('console'),
  OTP_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/ })),
  OTP_WEBHOOK_TOKEN: optional(z.string()),
  SEED_DEMO: optional(flag),
  STATIC_DIR: optional(z.string()).default(defaultStaticDir),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  ).default('info'),
  LOG_REQUESTS: optional(flag).default(false),
  TRUST_PROXY: optional(trustProxy).default(false),
  OTP_COOLDOWN_SECONDS: optional(whole(0)).default(30),
  OTP_MAX_PER_PHONE_PER_HOUR: count(5),
  OTP_MAX_PER_IP_PER_HOUR: count(30),
  OTP_LOCK_AFTER_FAILURES: count(10),
  OTP_MAX_FAILURES_PER_IP_PER_HOUR: count(50),
  BOOKING_LIMIT_PER_APARTMENT: count(2),
  GOLF_CART_MAX_WAITING: count(3),
  ASSISTANT_MAX_PER_USER_PER_MINUTE: count(20),
  UPLOADS_MAX_PER_USER_PER_HOUR: count(60),
  COURT_HOURS: optional(courtHours).default({ open: '06:00', close: '22:00' }),
  VAPID_PUBLIC_KEY: optional(vapidPublicKey),
  VAPID_PRIVATE_KEY: optional(vapidPrivateKey),
  VAPID_SUBJECT: optional(
    z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address'),
  ).default('mailto:rwa@gatehouse.local'),
  PUSH_DRAIN_INTERVAL: optional(duration.refine((s) => s >= 1, 'must be at least 1s')).default(2),
  PUSH_ALLOWED_HOSTS: optional(pushAllowedHosts).default(defaultPushHosts),
  PASS_SIGNING_KEY: optional(passSigningKey),
  VISITOR_LOG_RETENTION: count(90),
  VISITOR_PHOTO_RETENTION: count(30),
  HELPDESK_OVERDUE_INTERVAL: optional(duration).default(60),
  GATE_OVERSTAY_INTERVAL: optional(duration).default(60),
  POLLS_WATCH_INTERVAL: optional(duration).default(60),
  DUES_REMINDER_INTERVAL: optional(duration).default(3_600),
  PAYMENT_GATEWAY: optional(z.enum(['razorpay'])),
  RAZORPAY_KEY_ID: optional(z.string()),
  RAZORPAY_KEY_SECRET: optional(z.string()),
  RAZORPAY_WEBHOOK_SECRET: optional(z.string()),
  RAZORPAY_API_BASE: optional(z.url({ protocol: /^https?$/ })),
  DUES_PAYMENT_LINK_INTERVAL: optional(duration).default(60),
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  SHUTDOWN_DRAIN: optional(duration),
  NODE_ENV: optional(z.string()),
});

export interface OtpLimits {
  cooldownSeconds: number;
  maxPerPhonePerHour: number;
  maxPerIpPerHour: number;
  /** Wrong codes for one phone within 24 h, across codes, that lock it for 24 h. */
  lockAfterFailures: number;
  /** Wrong codes from one address (an IPv6 /64) within an hour before verify refuses it. */
  maxFailuresPerIpPerHour: number;
}

/** Calls one user may make, counted in the database so every instance enforces one limit. */
export interface RateLimits {
  assistantPerUserPerMinute: number;
  /** Calls of every endpoint that takes an upload, together. */
  uploadsPerUserPerHour: number;
}

export interface Config {
  port: number;
  host: string;
  /** Seconds a request has to arrive whole, body included; a slower one is answered 408. */
  requestTimeoutSeconds: number;
  /** Absolute. Holds the PGlite database (db/) and the generated JWT secret. */
  dataDir: string;
  /** Set: PostgreSQL through a `pg` pool. Unset: embedded PGlite in `dataDir/db`. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** Session lifetime in seconds. */
  jwtTtlSeconds: number;
  /** How long an apartment document's signed `short_url` opens it, in seconds. */
  documentLinkTtlSeconds: number;
  /** An OpenAI-compatible chat-completions endpoint that writes the assistant's answers; unset: extractive. */
  llm:
    | { baseUrl: string; apiKey: string | undefined; model: string; timeoutSeconds: number }
    | undefined;
  otpDelivery: { kind: 'console' } | { kind: 'webhook'; url: string; token: string | undefined };
  otpLimits: OtpLimits;
  /** Default: on with PGlite, off with DATABASE_URL (`npm run seed` seeds a shared database). */
  seedDemo: boolean;
  /** Absolute. The Vite build served at `/` when it exists. */
  staticDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * A JSON line per request and response. Off by default, so the OTP lines a person signing in
   * reads are not buried; a deployment that ships its logs turns it on.
   */
  logRequests: boolean;
  /** Fastify's trustProxy: hops, proxy addresses/CIDRs, or all (true) / none (false). */
  trustProxy: boolean | number | string[];
  /** Fair use: upcoming bookings one apartment may hold per sport (DESIGN.md §6). */
  bookingLimitPerApartment: number;
  /** Fair use: golf-cart rides one resident may have waiting (later today) at once. */
  golfCartMaxWaiting: number;
  rateLimits: RateLimits;
  /** Court opening hours, HH:MM; a booking lies inside [open, close]. */
  courtHours: { open: string; close: string };
  /** Web Push (VAPID, RFC 8292): the key pair that signs pushes and who to contact about them. */
  vapid: VapidKeys & { subject: string };
  /** How often the push drainer looks for queued pushes, in seconds. */
  pushDrainIntervalSeconds: number;
  /** The push services a device's endpoint may name (push-hosts.ts); nothing else is sent to. */
  pushAllowedHosts: readonly PushHost[];
  /** The Ed25519 seed (32 bytes, base64url) that signs visitor passes' QR codes. */
  passSigningKey: string;
  visitorRetention: VisitorRetention;
  /** Where uploaded files live and how orphans are swept (config-storage.ts). */
  storage: StorageConfig;
  /** How often each instance looks for helpdesk tickets past their deadline; 0: never. */
  helpdeskOverdueIntervalSeconds: number;
  /** How often each instance looks for visitors inside past their pass (issue 34); 0: never. */
  gateOverstayIntervalSeconds: number;
  /** How often the poll watch tells the roll a poll opened, closes tomorrow, or has results. */
  pollsWatchIntervalSeconds: number;
  /** How often each instance tries the dues reminders (they run once across instances); 0: never. */
  duesReminderIntervalSeconds: number;
  /**
   * Set: published invoices get the gateway's payment links, and the payments it captured are
   * confirmed by its webhook; unset: that path is 404.
   */
  paymentGateway: PaymentGateway | undefined;
  /** How often each instance tries the payment links still to be made (or retried); 0: never. */
  duesPaymentLinkIntervalSeconds: number;
  /** Set: `GET /api/metrics` answers to `Authorization: Bearer <token>`; unset: 404. */
  metricsToken: string | undefined;
  /**
   * Seconds between SIGTERM (readyz turns 503) and closing, so a load balancer stops sending
   * new requests before the port goes away.
   */
  shutdownDrainSeconds: number;
}

/** How long the gate keeps what it records (issue 17's privacy rule). */
export interface VisitorRetention {
  /** Visits, walk-ins and ended passes older than this many days are deleted. */
  logDays: number;
  /** Walk-in photos older than this many days are deleted (files and names). */
  photoDays: number;
  /** How often each instance tries the job; 0: never (tests run it by hand). */
  intervalSeconds: number;
}

/** Reads the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  // Checked on the raw values, so it is reported together with the other problems.
  if (env.OTP_DELIVERY === 'webhook' && !env.OTP_WEBHOOK_URL) {
    problems.push('OTP_WEBHOOK_URL: is required when OTP_DELIVERY is webhook');
  }
  problems.push(...storageProblems(env));
  problems.push(...gatewayProblems(env));
  // One key without the other would sign with a key the browsers never saw.
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  problems.push(...missingSharedSecrets(env));
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    requestTimeoutSeconds: e.REQUEST_TIMEOUT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    jwtTtlSeconds: e.JWT_TTL,
    documentLinkTtlSeconds: e.DOCUMENT_LINK_TTL,
    llm: e.LLM_BASE_URL
      ? {
          baseUrl: e.LLM_BASE_URL,
          apiKey: e.LLM_API_KEY,
          model: e.LLM_MODEL,
          timeoutSeconds: e.LLM_TIMEOUT,
        }
      : undefined,
    otpDelivery:
      e.OTP_DELIVERY === 'webhook' && e.OTP_WEBHOOK_URL
        ? { kind: 'webhook', url: e.OTP_WEBHOOK_URL, token: e.OTP_WEBHOOK_TOKEN }
        : { kind: 'console' },
    otpLimits: {
      cooldownSeconds: e.OTP_COOLDOWN_SECONDS,
      maxPerPhonePerHour: e.OTP_MAX_PER_PHONE_PER_HOUR,
      maxPerIpPerHour: e.OTP_MAX_PER_IP_PER_HOUR,
      lockAfterFailures: e.OTP_LOCK_AFTER_FAILURES,
      maxFailuresPerIpPerHour: e.OTP_MAX_FAILURES_PER_IP_PER_HOUR,
    },
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    staticDir: resolve(e.STATIC_DIR),
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    trustProxy: e.TRUST_PROXY,
    bookingLimitPerApartment: e.BOOKING_LIMIT_PER_APARTMENT,
    golfCartMaxWaiting: e.GOLF_CART_MAX_WAITING,
    rateLimits: {
      assistantPerUserPerMinute: e.ASSISTANT_MAX_PER_USER_PER_MINUTE,
      uploadsPerUserPerHour: e.UPLOADS_MAX_PER_USER_PER_HOUR,
    },
    courtHours: e.COURT_HOURS,
    vapid: {
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : readOrCreateVapidKeys(dataDir)),
      subject: e.VAPID_SUBJECT,
    },
    pushDrainIntervalSeconds: e.PUSH_DRAIN_INTERVAL,
    pushAllowedHosts: e.PUSH_ALLOWED_HOSTS,
    passSigningKey:
      e.PASS_SIGNING_KEY ?? readOrCreatePassSeed(dataDir, (message) => new ConfigError(message)),
    visitorRetention: {
      logDays: e.VISITOR_LOG_RETENTION,
      photoDays: e.VISITOR_PHOTO_RETENTION,
      intervalSeconds: 3_600,
    },
    storage: storageConfig(e),
    helpdeskOverdueIntervalSeconds: e.HELPDESK_OVERDUE_INTERVAL,
    gateOverstayIntervalSeconds: e.GATE_OVERSTAY_INTERVAL,
    pollsWatchIntervalSeconds: e.POLLS_WATCH_INTERVAL,
    duesReminderIntervalSeconds: e.DUES_REMINDER_INTERVAL,
    paymentGateway: gatewayConfig(e),
    duesPaymentLinkIntervalSeconds: e.DUES_PAYMENT_LINK_INTERVAL,
    metricsToken: e.METRICS_TOKEN,
    // Tests stop many servers: a drain there is only waiting.
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN ?? (e.NODE_ENV === 'test' ? 0 : 5),
  };
}
