/**
 * The server process: read the config, prepare the database, listen, and close cleanly on
 * SIGINT/SIGTERM so PGlite flushes its files and in-flight requests finish.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { fileStoresFor } from './services/file-stores';

async function main(): Promise<void> {
  const config = loadConfig();
  const fileStores = fileStoresFor(config);
  const database = await prepareDatabase(config, fileStores);
  const app = await buildApp({ config, database, fileStores });
  if (database.seeded)
    app.log.info('Seeded the demo estate (RWA 9000000001, residents 9000000002-4).');

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Plain text, not JSON log lines: what a person starting the server reads.
  process.stdout.write(`Gatehouse is running on http://localhost:${port}\n`);
  if (config.otpDelivery.kind === 'console') {
    process.stdout.write('Sign-in codes appear below as lines "OTP for <phone>: <code>".\n');
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Gatehouse could not start: ${String(error instanceof Error ? error.stack : error)}\n`,
    );
  }
  process.exit(1);
});
