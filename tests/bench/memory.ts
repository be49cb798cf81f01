/**
 * Issue 38's budgets for a 1 GB machine, measured on `npm start` itself: the resident set of
 * every process it leaves running (npm and all under it), sampled every 100 ms for peaks.
 * 1. First start on a fresh data folder (initdb, migrations, the demo seed): time from the spawn
 *    to `GET /api/readyz` 200, and the peak until 5 s after that.
 * 2. Stopped as Ctrl-C stops it (SIGINT to the group), started again on the same data: time to
 *    readyz, and the RSS after 30 s idle.
 * 3. Still warm: 20 residents browse and 2 of them report with photos for 30 s: the peak.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server/server-process';
import { npmStart, npmStartCommand, npmStartEnv, type NpmStart } from './npm-start';
import {
  megabytes,
  sampleTree,
  treeMemory,
  type ProcessMemory,
  type TreeSampler,
} from './process-tree';
import {
  browse,
  RESIDENTS,
  signInResidents,
  UPLOAD_EVERY_MS,
  type BrowsingFigures,
} from './residents-browsing';

const SETTLE_AFTER_FIRST_START_MS = 5_000;
const IDLE_MS = 30_000;
const BROWSE_MS = 30_000;

export interface MemoryFigures {
  command: string;
  firstStartMs: number;
  firstStartPeakMb: number;
  /** The processes at the end of the first start, with their own high-water marks (VmHWM). */
  firstStartProcesses: ProcessMemory[];
  /**
   * How npm ended on SIGINT: "by SIGINT" as after any Ctrl-C (the `sh -c` npm puts between itself
   * and node ends by the signal too, so this does not tell how the server closed).
   */
  firstStop: string;
  warmStartMs: number;
  warmIdleMb: number;
  /** The processes behind `warmIdleMb`. */
  warmIdleProcesses: ProcessMemory[];
  browsePeakMb: number;
  browsing: BrowsingFigures;
  /** Each process's own high-water mark (VmHWM) at the end: what 100 ms sampling may miss. */
  endProcesses: ProcessMemory[];
  warmStop: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureMemory(): Promise<MemoryFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-bench-memory-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  // A bench stopped by Ctrl-C exits (npm-start.ts) and tsx ends it before a removal of PGlite's
  // files could finish: a process of its own removes them then, once the server is gone.
  const removeDataDirLater = () =>
    spawn('sh', ['-c', 'sleep 1; rm -rf "$0"', dataDir], {
      detached: true,
      stdio: 'ignore',
    }).unref();
  process.once('exit', removeDataDirLater);
  const env = npmStartEnv(dataDir, await freePort());
  let running: NpmStart | undefined;
  let sampler: TreeSampler | undefined;
  try {
    running = npmStart(env);
    sampler = sampleTree(running.pid);
    const firstStartMs = await running.ready();
    await pause(SETTLE_AFTER_FIRST_START_MS);
    const firstStartPeakMb = sampler.peak();
    const firstStartProcesses = treeMemory(running.pid);
    sampler.stop();
    const firstStop = await running.stop();

    running = npmStart(env);
    sampler = sampleTree(running.pid);
    const warmStartMs = await running.ready();
    await pause(IDLE_MS);
    const warmIdleMb = sampler.now();
    const warmIdleProcesses = treeMemory(running.pid);

    const tokens = await signInResidents(running.server);
    sampler.resetPeak();
    const browsing = await browse(running.server, tokens, BROWSE_MS);
    const browsePeakMb = sampler.peak();
    const endProcesses = treeMemory(running.pid);
    sampler.stop();
    const warmStop = await running.stop();
    running = undefined;
    return {
      command: npmStartCommand(env),
      firstStartMs,
      firstStartPeakMb,
      firstStartProcesses,
      firstStop,
      warmStartMs,
      warmIdleMb,
      warmIdleProcesses,
      browsePeakMb,
      browsing,
      endProcesses,
      warmStop,
    };
  } finally {
    sampler?.stop();
    running?.kill();
    removeDataDir();
    process.off('exit', removeDataDirLater);
  }
}

const processes = (list: ProcessMemory[], field: 'rssKb' | 'peakKb') =>
  list
    .map(
      (p) => `${p.name}${p.node ? ` (Node ${p.node})` : ''} ${megabytes(p[field]).toFixed(0)} MB`,
    )
    .join(' + ');

export function reportMemory(figures: MemoryFigures): string[] {
  const { browsing } = figures;
  const failures = [...browsing.failures].map(([what, times]) => `${what} ×${times}`);
  return [
    `memory: measured \`${figures.command}\` (npm run bench -- memory): RSS of npm and every process under it`,
    `memory: first start on a fresh data folder ${(figures.firstStartMs / 1000).toFixed(1)} s to readyz, ` +
      `peak until 5 s after ${figures.firstStartPeakMb.toFixed(0)} MB ` +
      `(each process's own high-water mark: ${processes(figures.firstStartProcesses, 'peakKb')}); ` +
      `npm ended on SIGINT ${figures.firstStop}`,
    `memory: warm start ${(figures.warmStartMs / 1000).toFixed(2)} s to readyz, ` +
      `idle after ${IDLE_MS / 1000} s ` +
      `${figures.warmIdleMb.toFixed(0)} MB (${processes(figures.warmIdleProcesses, 'rssKb')})`,
    `memory: ${RESIDENTS} residents browsing for ${BROWSE_MS / 1000} s, 2 reporting with a ` +
      `${(browsing.photoBytes / 1024).toFixed(0)} KB photo every ${UPLOAD_EVERY_MS / 1000} s: ` +
      `${browsing.requests} requests (${(browsing.requests / (BROWSE_MS / 1000)).toFixed(0)}/s), ` +
      `${browsing.uploads} photos stored, ` +
      `peak ${figures.browsePeakMb.toFixed(0)} MB; failures: ${failures.length ? failures.join(', ') : 'none'}`,
    `memory: each process's own high-water mark at the end (VmHWM): ` +
      `${processes(figures.endProcesses, 'peakKb')}; npm ended on SIGINT ${figures.warmStop}`,
  ];
}
