/**
 * `npm run lint:api` (part of `npm run lint`): writes the API document to .tmp/openapi.json,
 * as the server serves it, and lints it with Redocly's recommended rules (redocly.yaml says
 * which warnings are off, and why). Errors fail the lint step of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiDocument } from '../contract/openapi';

const root = join(import.meta.dirname, '..');
const file = join(root, '.tmp', 'openapi.json');
mkdirSync(join(root, '.tmp'), { recursive: true });
writeFileSync(file, `${JSON.stringify(openApiDocument(), null, 2)}\n`);

const linted = spawnSync('npx', ['redocly', 'lint', file, '--format', 'stylish'], {
  cwd: root,
  stdio: 'inherit',
  // No telemetry and no update check: CI lints offline, and nothing of ours leaves the machine.
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
process.exit(linted.status ?? 1);
