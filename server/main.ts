/**
 * The server process: read the config, prepare the database, listen, and close cleanly on
 * SIGINT/SIGTERM so PGlite flushes its files and in-flight requests finish. SIGTERM (what an
 * orchestrator sends) drains first (SHUTDOWN_DRAIN); SIGINT is a person at a terminal, who
 * should not wait. A second signal of the same kind ends the process at once.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './platform/config/config';
import { DataDirInUseError } from './platform/db/data-dir-lock';
import { prepareDatabase } from './prepare';
import { SEEDED_MESSAGE } from './seed';
import { fileStoresFor } from './platform/files/file-stores';
import { shutDown } from './platform/shutdown';

/** Node 20 has had no security fixes since April 2026; npm scripts run the project's own Node 24. */
function warnOnOldNode(): void {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 24) return;
  process.stderr.write(
    `Gatehouse is made for Node 24, and this is Node ${process.version}: run it with ` +
      'node_modules/.bin/node (what npm start uses) or install Node 24.\n',
  );
}

async function main(): Promise<void> {
  warnOnOldNode();
  const config = loadConfig();
  const fileStores = await fileStoresFor(config);
  const database = await prepareDatabase(config, fileStores);
  const app = await buildApp({ config, database, fileStores });
  if (database.seeded) app.log.info(SEEDED_MESSAGE);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const drain = signal === 'SIGTERM' ? config.shutdownDrainSeconds : 0;
    app.log.info(`${signal} received, shutting down${drain > 0 ? ` after ${drain}s` : ''}`);
    shutDown(app, drain).then(
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
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Gatehouse could not start: ${String(error instanceof Error ? error.stack : error)}\n`,
    );
  }
  process.exit(1);
});
