/**
 * Before the engines stage: Firefox ESR, WebKitWebDriver with MiniBrowser, and xvfb-run must be
 * here (never skip: the stage says what to install), dist/ must be the current app, and one
 * demo estate is migrated and seeded into a template data dir that each file's server copies.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { startServer } from '../e2e/support/server';
import { firefoxPath } from './support/firefox';
import { miniBrowserPath, webkitDriverPath } from './support/webkit';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data dir this setup migrated and seeded, copied for each file's server. */
    enginesDataTemplate: string;
  }
}

const needed = [
  { path: firefoxPath, apt: 'firefox-esr' },
  { path: webkitDriverPath, apt: 'webkit2gtk-driver' },
  { path: miniBrowserPath, apt: 'webkit2gtk-driver' },
  { path: '/usr/bin/xvfb-run', apt: 'xvfb' },
];

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const missing = needed.filter(({ path }) => !existsSync(path));
  if (missing.length > 0) {
    const packages = [...new Set(missing.map(({ apt }) => apt))].join(' ');
    throw new Error(
      `Missing ${missing.map(({ path }) => path).join(', ')}. Install with: apt-get install -y ${packages}`,
    );
  }
  buildIfStale();
  const dir = join(process.cwd(), '.tmp', `engines-${process.pid}`);
  const template = join(dir, 'data-template');
  await rm(dir, { recursive: true, force: true });
  await mkdir(template, { recursive: true });
  // A real first start, stopped cleanly, leaves exactly what a fresh install would have.
  const first = await startServer({ dataDir: template });
  await first.stop();
  project.provide('enginesDataTemplate', template);
  return () => rm(dir, { recursive: true, force: true });
}
