/**
 * `npm test`: the whole suite, in the order a failure is cheapest to find — typecheck, lint and
 * the app build side by side (tsc and eslint use one core each; the build is needed by e2e),
 * then unit, server on PGlite, then four suites at once (server on real PostgreSQL when
 * DATABASE_URL is set; the file tests again on S3; two instances behind nginx, PostgreSQL only;
 * the offline flows in Firefox ESR and WebKitGTK), and e2e in real Chromium. It stops at
 * the first failing stage and closes with one line of totals.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isBuildStale } from './build-if-stale.mjs';

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

function vitest(project: string, name: string, env: NodeJS.ProcessEnv, extra: string[] = []): Step {
  const report = join(reports, `${name}.json`);
  return {
    name,
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      project,
      ...extra,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
    report,
  };
}

/** Steps of one stage run at once; a stage of one step streams its output as it comes. */
const stages: Step[][] = [
  [
    { name: 'typecheck', command: ['npm', 'run', '-s', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', '-s', 'lint'] },
    ...(isBuildStale()
      ? [
          {
            name: 'build',
            command: ['npx', 'tsx', 'scripts/build.ts'],
          },
        ]
      : []),
  ],
  [vitest('unit', 'unit', envWithoutDatabase)],
  [vitest('server', 'server (PGlite)', envWithoutDatabase)],
  // Side by side: suites that spend much of their time waiting on servers they start and stop
  // (PostgreSQL; s3rver; two instances behind nginx; a server cut to take the app offline).
  [
    // The fuzz sends what validation refuses before any query: one engine is enough.
    ...(DATABASE_URL
      ? [
          vitest('server', 'server (PostgreSQL)', { ...envWithoutDatabase, DATABASE_URL }, [
            '--exclude',
            'tests/server/contract-fuzz.test.ts',
          ]),
        ]
      : []),
    vitest('server-files-s3', 'server files (S3)', envWithoutDatabase),
    // Two instances behind nginx need the one database they share: PostgreSQL only.
    ...(DATABASE_URL
      ? [vitest('cluster', 'cluster (nginx)', { ...envWithoutDatabase, DATABASE_URL })]
      : []),
    // The offline flows again where there is no Background Sync (issue 22).
    vitest('engines', 'engines (Firefox, WebKit)', envWithoutDatabase),
  ],
  [vitest('e2e', 'e2e (Chromium)', envWithoutDatabase)],
];

interface Outcome {
  step: Step;
  ok: boolean;
  seconds: number;
}

/** Runs one step; when `buffer` is set its output is held and printed whole at the end. */
function run(step: Step, buffer: boolean): Promise<Outcome> {
  const started = Date.now();
  const [command, ...args] = step.command as [string, ...string[]];
  const child = spawn(command, args, {
    stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: step.env ?? process.env,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (buffer) process.stdout.write(`\n▶ ${step.name}\n${output}`);
      resolve({ step, ok: code === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** The machine's busy and total CPU time so far (Linux), to say how full a stage kept the cores. */
function cpuTimes(): { busy: number; total: number } | undefined {
  if (!existsSync('/proc/stat')) return undefined;
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = fields.map(Number);
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0); // idle and iowait
  return { busy: total - idle, total };
}

let passed = 0;
let failed = 0;
const timings: string[] = [];

for (const stage of stages) {
  const alone = stage.length === 1;
  if (alone) console.log(`\n▶ ${stage[0]?.name}`);
  const before = cpuTimes();
  const outcomes = await Promise.all(stage.map((step) => run(step, !alone)));
  const after = cpuTimes();
  // A stage that leaves the cores idle has room for another beside it.
  if (before && after) {
    const busy = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    timings.push(
      `  stage: ${stage.map((step) => step.name).join(' + ')}: CPU ${(busy * 100).toFixed(0)} % busy`,
    );
  }
  for (const { step, ok, seconds } of outcomes) {
    timings.push(
      `  ${step.name.padEnd(22)} ${seconds.toFixed(1).padStart(6)} s  ${ok ? 'ok' : 'FAILED'}`,
    );
    if (step.report && existsSync(step.report)) {
      const totals = JSON.parse(readFileSync(step.report, 'utf8')) as {
        numPassedTests: number;
        numFailedTests: number;
      };
      passed += totals.numPassedTests;
      failed += totals.numFailedTests;
    } else if (!ok) {
      failed += 1;
    }
  }
  const broken = outcomes.filter((outcome) => !outcome.ok);
  if (broken.length > 0) {
    console.error(`\n✖ ${broken.map((outcome) => outcome.step.name).join(', ')} failed`);
    break;
  }
}

console.log(`\n${timings.join('\n')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || timings.some((line) => line.endsWith('FAILED')) ? 1 : 0);
