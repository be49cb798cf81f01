/**
 * Builds the whole server as a Fastify instance and never listens, so tests drive it with
 * `app.inject` and `main.ts` alone owns the port. Plugins load external → app → routes.
 */
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, onSendHookHandler, RouteOptions } from 'fastify';
import type { Config } from './platform/config/config';
import type { DatabaseHandle } from './platform/db/client';
import { prepareDatabase } from './prepare';
import { authPlugin } from './platform/auth/auth-plugin';
import { jsonCompression } from './platform/http/compression';
import { databasePlugin } from './platform/db/database-plugin';
import {
  BODY_LIMIT_BYTES,
  clientErrorReply,
  errorsPlugin,
  frameworkErrorReply,
} from './platform/http/errors';
import { fileSweepPlugin } from './platform/files/file-sweep-job';
import { filesPlugin } from './platform/files/files-plugin';
import { idempotencyPlugin } from './platform/http/idempotency-plugin';
import { lifecyclePlugin } from './platform/http/lifecycle';
import { metricsPlugin } from './platform/metrics/metrics-plugin';
import { requestIdPlugin } from './platform/http/request-id';
import { revalidationPlugin } from './platform/http/revalidation';
import { securityHeadersPlugin } from './platform/http/security-headers';
import { staticPlugin } from './platform/http/static';
import { apiDocsPagePlugin } from './platform/http/api-docs-page';
import { requestIdFor, serializeRequest } from './platform/http/request-log';
import { routes } from './routes';
import * as assistant from './domains/assistant';
import * as bookings from './domains/bookings';
import * as contact from './domains/contact';
import * as dues from './domains/dues';
import * as gate from './domains/gate';
import * as helpdesk from './domains/helpdesk';
import * as notices from './domains/notices';
import * as polls from './domains/polls';
import type { PushSender } from './domains/notices';
import * as signIn from './domains/sign-in';
import type { FileStores } from './platform/files/file-store';
import { fileStoresFor } from './platform/files/file-stores';
import { createOtpDelivery } from './platform/auth/otp-delivery';
import type { OtpDelivery } from './platform/auth/otp-delivery';

export interface BuildOptions {
  config: Config;
  /**
   * An open, migrated database; the app takes it over and closes it in `onClose`.
   * Without one, the app opens, migrates (and seeds) the configured database itself.
   */
  database?: DatabaseHandle;
  /** Where OTP codes go; defaults to what the config says (console or webhook). */
  otpDelivery?: OtpDelivery;
  /** The time as the server sees it; tests move it to expire codes and tokens. */
  now?: () => Date;
  /** Where uploaded files go; defaults to what the config says (S3 or `DATA_DIR`'s folders). */
  fileStores?: FileStores;
  /** Where the push drainer sends; defaults to the real push services through web-push. */
  pushSender?: PushSender;
  /** Where log lines go; defaults to stdout. Tests read what the logs would say. */
  logStream?: { write(line: string): void };
  /** Sees each route as it is added: the API document's test lists what the server serves. */
  onRoute?: (route: RouteOptions) => void;
  /** Sees each answer before it goes: the server tests check it against the API document. */
  onSend?: onSendHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    now: () => Date;
  }
}

/** A hop count as Fastify's own rule for it (its types take no number): trust the nearest n. */
function trustedProxies(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * Node's timeouts for reading a request, for REQUEST_TIMEOUT. Node checks for late requests only
 * every `connectionsCheckingInterval` (30 s by default): every tenth of the timeout instead, so
 * a late body is cut within 10% of it. The headers' own timeout (Node's 60 s) must not exceed
 * the whole request's, or Node quietly swaps the two and a short REQUEST_TIMEOUT never holds.
 */
function requestTimeouts(seconds: number) {
  const ms = seconds * 1000;
  return {
    requestTimeout: ms,
    http: {
      headersTimeout: Math.min(60_000, ms),
      connectionsCheckingInterval: Math.min(30_000, ms / 10),
    },
  };
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Request bodies (OTP codes) are never logged; headers are not either, but be sure. URLs
      // are, without signed links and questions (request-log.ts).
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new LogController({
      disableRequestLogging: !config.logRequests,
      requestIdLogLabel: 'reqId',
    }),
    // Our own reading of X-Request-Id (request-log.ts): Fastify's would take any value as it is.
    genReqId: requestIdFor,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // A request (body and all) must arrive within REQUEST_TIMEOUT, or Node answers 408 through
    // clientErrorReply and drops it before any handler stores a thing.
    ...requestTimeouts(config.requestTimeoutSeconds),
    clientErrorHandler: clientErrorReply,
    frameworkErrors: frameworkErrorReply,
    trustProxy: trustedProxies(config.trustProxy),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  if (options.onSend) app.addHook('onSend', options.onSend);
  app.decorate('config', config);
  app.decorate('now', now);
  await app.register(requestIdPlugin);

  // App: shared services and cross-cutting behaviour.
  const fileStores = options.fileStores ?? (await fileStoresFor(config));
  const database = options.database ?? (await prepareDatabase(config, fileStores));
  await app.register(databasePlugin, { database });
  await app.register(bookings.plugin);
  await app.register(assistant.plugin);
  await app.register(lifecyclePlugin);
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    ...(database.poolUse ? { poolUse: database.poolUse } : {}),
  });
  await app.register(filesPlugin, fileStores);
  await app.register(errorsPlugin);
  await app.register(idempotencyPlugin);
  await app.register(securityHeadersPlugin);
  const pushSender = options.pushSender ?? notices.createWebPushSender(config.vapid);
  await app.register(notices.plugin, {
    sender: pushSender,
    intervalSeconds: config.pushDrainIntervalSeconds,
  });
  await app.register(gate.plugin);
  await app.register(contact.plugin, { retention: config.visitorRetention });
  await app.register(polls.plugin, { intervalSeconds: config.pollsWatchIntervalSeconds });
  await app.register(fileSweepPlugin, { storage: config.storage });
  await app.register(helpdesk.plugin, {
    intervalSeconds: config.helpdeskOverdueIntervalSeconds,
  });
  await app.register(dues.plugin, {
    reminderIntervalSeconds: config.duesReminderIntervalSeconds,
    paymentLinkIntervalSeconds: config.duesPaymentLinkIntervalSeconds,
  });
  await app.register(authPlugin, {
    config,
    delivery: options.otpDelivery ?? createOtpDelivery(config.otpDelivery),
    now,
  });
  await app.register(signIn.plugin);

  // Routes: the API under /api, then the built app and the fallback for everything else. ETags
  // and compression are the API's own: the built app's files come precompressed, with their own
  // cache rules (platform/http/static.ts).
  await app.register(
    async (api) => {
      await api.register(revalidationPlugin);
      await api.register(jsonCompression);
      await api.register(routes);
    },
    { prefix: '/api' },
  );
  await app.register(apiDocsPagePlugin);
  await app.register(staticPlugin, { root: config.staticDir });
  return app;
}
