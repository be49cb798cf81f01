/**
 * A file's own server that a test stops and starts again on the same port and data dir: the
 * one way to take the network from Firefox and WebKit alike (neither has an offline switch for
 * its service worker), and what a resident sees when the estate's server or link goes down.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { freePort } from '../../server/server-process';
import { startServer, type RunningServer } from '../../e2e/support/server';

export interface Estate {
  /** The running server (a new one after each restart). */
  readonly server: RunningServer;
  readonly url: string;
  /** Stops the server: the app's requests now fail as with no signal. */
  down(): Promise<void>;
  /** Starts it again on the same port and data: the network is back. */
  up(): Promise<void>;
}

export function useEstate(): Estate {
  let current: RunningServer | undefined;
  let dataDir = '';
  let port = 0;
  const start = async () => {
    current = await startServer({ dataDir, port });
  };
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-engines-'));
    cpSync(inject('enginesDataTemplate'), dataDir, { recursive: true });
    port = await freePort();
    await start();
  });
  // A test that failed while the server was down must not leave the next one without it.
  afterEach(async () => {
    if (!current) await start();
  });
  afterAll(async () => {
    await current?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const running = () => {
    if (!current) throw new Error('The server is down (or not started yet)');
    return current;
  };
  return {
    get server() {
      return running();
    },
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    async down() {
      await running().stop();
      current = undefined;
    },
    up: start,
  };
}
