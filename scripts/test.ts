/**
 * `npm test`: the whole suite, in the order a failure is cheapest to find — typecheck, lint,
 * unit, server (PGlite, then real PostgreSQL when DATABASE_URL is set), e2e in real Chromium.
 * It stops at the first failing step and closes with one line of totals.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

interface Step {
  name: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
  /** vitest writes its JSON report here, so the totals count real tests. */
  report?: string;
}

const reports = join(import.meta.dirname, '..', '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const { DATABASE_URL, ...envWithoutDatabase } = process.env;

function vitest(project: string, name: string, env: NodeJS.ProcessEnv): Step {
  const report = join(reports, `${name}.json`);
  return {
    name,
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
    report,
  };
}

const steps: Step[] = [
  { name: 'typecheck', command: ['npm', 'run', '-s', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '-s', 'lint'] },
  vitest('unit', 'unit', envWithoutDatabase),
  vitest('server', 'server (PGlite)', envWithoutDatabase),
  ...(DATABASE_URL
    ? [vitest('server', 'server (PostgreSQL)', { ...envWithoutDatabase, DATABASE_URL })]
    : []),
  vitest('e2e', 'e2e (Chromium)', envWithoutDatabase),
];

let passed = 0;
let failed = 0;
const timings: string[] = [];

for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const [command, ...args] = step.command as [string, ...string[]];
  const result = spawnSync(command, args, { stdio: 'inherit', env: step.env ?? process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(
    `  ${step.name.padEnd(22)} ${seconds.padStart(6)} s  ${result.status === 0 ? 'ok' : 'FAILED'}`,
  );
  if (step.report && existsSync(step.report)) {
    const totals = JSON.parse(readFileSync(step.report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    passed += totals.numPassedTests;
    failed += totals.numFailedTests;
  }
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed`);
    if (!step.report) failed += 1;
    break;
  }
}

console.log(`\n${timings.join('\n')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || timings.some((line) => line.endsWith('FAILED')) ? 1 : 0);
