/**
 * Before e2e: Chromium must be here (never skip), dist/ must be the current app, and one demo
 * estate is migrated and seeded into a template data dir that every file's server copies.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../scripts/build-if-stale';
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
  const template = join(process.cwd(), '.tmp', `e2e-data-template-${process.pid}`);
  await rm(template, { recursive: true, force: true });
  await mkdir(template, { recursive: true });
  // A real first start, stopped cleanly, leaves exactly what a fresh install would have.
  const server = await startServer({ dataDir: template });
  await server.stop();
  project.provide('e2eDataTemplate', template);
  return () => rm(template, { recursive: true, force: true });
}
