/** Before e2e: Chromium must be here (never skip), and dist/ must be the current app. */
import { existsSync } from 'node:fs';
import { buildIfStale } from '../../scripts/build-if-stale';
import { chromiumPath } from './support/browser';

export default function setup(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium was not found at ${chromiumPath}. Install it with: apt-get install -y chromium ` +
        '(or set CHROME_PATH to a Chromium binary).',
    );
  }
  buildIfStale();
}
