/**
 * Before e2e: Chromium must be here (never skip), dist/ must be the current app, and one demo
 * estate is migrated and seeded into a template data dir that every server copies. Then one
 * server per worker is started for the files that share (support/server.ts says which).
 */
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { chromiumPath } from './support/browser';
import { startServer } from './support/server';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium was not found at ${chromiumPath}. Install it with: apt-get install -y chromium ` +
        '(or set CHROME_PATH to a Chromium binary).',
    );
  }
  buildIfStale();
  const dir = join(process.cwd(), '.tmp', `e2e-${process.pid}`);
  const template = join(dir, 'data-template');
  await rm(dir, { recursive: true, force: true });
  await mkdir(template, { recursive: true });
  // A real first start, stopped cleanly, leaves exactly what a fresh install would have.
  const first = await startServer({ dataDir: template });
  await first.stop();
  project.provide('e2eDataTemplate', template);

  // VITEST_POOL_ID runs from 1 to maxWorkers: one shared server for each.
  const logs = Array.from({ length: project.config.maxWorkers }, (_, i) =>
    join(dir, `shared-${i + 1}.log`),
  );
  const started = await Promise.allSettled(logs.map((log) => startServer({ template, log })));
  const shared = started.flatMap((outcome) =>
    outcome.status === 'fulfilled' ? [outcome.value] : [],
  );
  const teardown = async () => {
    await Promise.all(shared.map((server) => server.stop()));
    await rm(dir, { recursive: true, force: true });
  };
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  project.provide(
    'e2eSharedServers',
    shared.map((server, i) => ({ url: server.url, log: logs[i] ?? '' })),
  );
  return teardown;
}
