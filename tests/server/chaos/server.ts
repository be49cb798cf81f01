/**
 * The real server over real HTTP for the chaos test: `buildApp` on a cloned test database,
 * listening on 127.0.0.1:0, restartable (close the app, build a new one on the same database,
 * as a redeploy or a crash-and-restart does). Its clock is `Date`, which the test moves with
 * `vi.setSystemTime`, so the server, the tabs and the worker share one clock.
 */
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../server/app';
import type { Config } from '../../../server/platform/config/config';
import { SmsInbox, testConfig } from '../helper';
import { createTestDatabase, type TestDatabase } from '../test-database';

export interface ChaosServer {
  app: FastifyInstance;
  port: number;
  database: TestDatabase;
  sms: SmsInbox;
  config: Config;
  /** Closes the app, runs `whileDown` with nothing listening, then starts a new app. */
  restart(whileDown?: () => Promise<unknown>): Promise<void>;
  close(): Promise<void>;
}

export async function startChaosServer(overrides: Partial<Config>): Promise<ChaosServer> {
  const database = await createTestDatabase();
  const sms = new SmsInbox();
  const config = testConfig(overrides);
  const listen = async () => {
    const app = await buildApp({
      config,
      // The database outlives each app: it is what a restarted server finds again.
      database: { ...database.handle, close: () => Promise.resolve() },
      now: () => new Date(),
      otpDelivery: sms,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, port: (app.server.address() as AddressInfo).port };
  };
  const server: ChaosServer = {
    ...(await listen()),
    database,
    sms,
    config,
    async restart(whileDown) {
      // In-flight requests finish; new ones meet a closed port until the next app listens.
      await server.app.close();
      await whileDown?.();
      Object.assign(server, await listen());
    },
    async close() {
      await server.app.close();
      await database.dispose();
    },
  };
  return server;
}

/** Signs a resident in the way the app does (code from the SMS inbox); returns the token. */
export async function signInResident(
  server: ChaosServer,
  phone: string,
  apartment: string,
): Promise<string> {
  const payload = { phone_number: phone, apartment_number: apartment };
  const generate = await server.app.inject({
    method: 'POST',
    url: '/api/auth/generate-otp',
    payload,
  });
  if (generate.statusCode !== 200) throw new Error(`generate-otp: ${generate.body}`);
  const verify = await server.app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { ...payload, otp: server.sms.lastCode(phone) },
  });
  if (verify.statusCode !== 200) throw new Error(`verify-otp: ${verify.body}`);
  return verify.json<{ token: string }>().token;
}
