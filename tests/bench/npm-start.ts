/**
 * `npm start` as an estate's operator runs it on a fresh clone: a clean environment (no
 * DATABASE_URL, no storage or secrets from the bench's shell: the embedded defaults), a data
 * folder and port of the bench's choosing, in a process group of its own so that stopping it
 * reaches every process under npm, as Ctrl-C at a terminal does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { constants } from 'node:os';
import { join } from 'node:path';
import { otpReader, type RunningServer } from '../e2e/support/server';
import { liveGroupMembers } from './process-tree';

const root = join(import.meta.dirname, '..', '..');

/** What an operator's shell has; nothing the server reads (DATABASE_URL, S3_*, JWT_SECRET …). */
const SHELL_VARIABLES = ['PATH', 'HOME', 'USER', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR'];

const withoutProjectBins = (path: string) =>
  path
    .split(':')
    .filter((dir) => !dir.startsWith(root) || !dir.endsWith(join('node_modules', '.bin')))
    .join(':');

export function npmStartEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const shell = Object.fromEntries(
    SHELL_VARIABLES.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
  return {
    ...shell,
    // The shell's own PATH, without what `npm run bench` put first (node_modules/.bin, whose
    // Node 24 would then run npm too): npm runs on the machine's Node, as at an operator's prompt.
    ...(shell.PATH ? { PATH: withoutProjectBins(shell.PATH) } : {}),
    DATA_DIR: dataDir,
    PORT: String(port),
    // Not exposed beyond this machine while it runs.
    HOST: '127.0.0.1',
    // npm would otherwise ask the registry whether it is the latest npm (a request, not Gatehouse).
    npm_config_update_notifier: 'false',
  };
}

/** How the command is printed beside the figures. */
export const npmStartCommand = (env: NodeJS.ProcessEnv) =>
  `env -i ${SHELL_VARIABLES.filter((name) => env[name])
    .map((name) => `${name}=…`)
    .join(' ')} DATA_DIR=${env.DATA_DIR} PORT=${env.PORT} HOST=${env.HOST} npm start`;

export interface NpmStart {
  /** The npm process: the root of the tree whose memory is measured. */
  pid: number;
  /** `RunningServer` for the helpers that sign people in (OTPs read off npm's console). */
  server: RunningServer;
  /** Milliseconds from the spawn until `GET /api/readyz` answered 200. */
  ready(): Promise<number>;
  /** SIGINT to the whole group, then waits for every process of it to end; how npm ended. */
  stop(): Promise<string>;
  /** SIGKILL to what is left of the group (after a failure). */
  kill(): void;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const groupAlive = (pgid: number) => liveGroupMembers(pgid).length > 0;

/** Sends `name` to `pid` (or a group, negative); one that has just ended is no error. */
function signalProcess(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // ESRCH: gone already
  }
}

export function npmStart(env: NodeJS.ProcessEnv): NpmStart {
  const started = performance.now();
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: root,
    env,
    detached: true, // its own process group, npm at its head
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('npm start did not spawn');
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) =>
      resolve(signal ? `by ${signal}` : `with exit code ${code}`),
    ),
  );
  const url = `http://127.0.0.1:${env.PORT}`;
  const output = () => printed;
  // Its own group is out of the terminal's reach: a bench stopped by Ctrl-C takes it down, then
  // exits as a signal would end it (so that 'exit' handlers, a temp folder's removal, still run).
  const onBenchSignal = (name: NodeJS.Signals) => {
    kill();
    process.exit(128 + constants.signals[name]);
  };
  const kill = () => {
    process.off('SIGINT', onBenchSignal).off('SIGTERM', onBenchSignal).off('exit', kill);
    for (const member of liveGroupMembers(pid)) signalProcess(member, 'SIGKILL');
  };
  process.once('SIGINT', onBenchSignal).once('SIGTERM', onBenchSignal).once('exit', kill);
  const stop = async () => {
    // As Ctrl-C at a terminal: the signal reaches npm and every process of its group.
    signalProcess(-pid, 'SIGINT');
    const deadline = Date.now() + 30_000;
    while (groupAlive(pid) && Date.now() < deadline) await pause(50);
    if (groupAlive(pid)) {
      kill();
      throw new Error(`npm start outlived SIGINT by 30 s (killed):\n${printed.slice(-2000)}`);
    }
    kill(); // nothing left of the group: only lets go of the bench's own signal handlers
    return exited;
  };
  return {
    pid,
    server: { url, output, otpFor: otpReader(output), stop: async () => void (await stop()) },
    ready: async () => {
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`npm start ended before it was ready:\n${printed.slice(-2000)}`);
        }
        const status = await fetch(`${url}/api/readyz`).then(
          (response) => response.status,
          () => 0,
        );
        if (status === 200) return performance.now() - started;
        await pause(50);
      }
      throw new Error(`npm start not ready within 120 s:\n${printed.slice(-2000)}`);
    },
    stop,
    kill,
  };
}
