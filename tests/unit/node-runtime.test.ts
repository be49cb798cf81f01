// @vitest-environment node
/**
 * Gatehouse runs on Node 24 (issue 38): the `node` dev dependency puts its binary first on the
 * path of every npm script, so the tests run on it even where the machine's own Node is older,
 * and package.json says the same thing everywhere it names a Node.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from '../../scripts/build-server.mjs';

const root = join(import.meta.dirname, '..', '..');
const readJson = (path: string) =>
  JSON.parse(readFileSync(join(root, path), 'utf8')) as {
    version: string;
    scripts: Record<string, string>;
    engines: { node: string };
    devDependencies: Record<string, string>;
    allowScripts: Record<string, boolean>;
  };
const major = (version: string) => Number(/(\d+)\./.exec(version)?.[1]);

describe('the Node that runs Gatehouse', () => {
  it('is Node 24 under the test runner', () => {
    expect(major(process.versions.node)).toBe(24);
  });

  it('is the one package.json installs, requires and types', () => {
    const project = readJson('package.json');
    expect(project.engines.node).toBe('>=24');
    expect(major(project.devDependencies.node!)).toBe(24);
    expect(major(project.devDependencies['@types/node']!)).toBe(24);
    // The package's install script fetches the binary from the registry: npm must allow it.
    expect(project.allowScripts.node).toBe(true);
    expect(major(readJson('node_modules/node/package.json').version)).toBe(24);
  });

  it('runs the server with the same flags under npm start as in the tests and the service unit', () => {
    const start = readJson('package.json').scripts.start ?? '';
    expect(start).toBe(`node ${serverNodeFlags.join(' ')} scripts/start.mjs`);
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`node ${serverNodeFlags.join(' ')} dist-server/main.mjs`);
  });
});
