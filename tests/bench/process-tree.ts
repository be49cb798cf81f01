/**
 * The resident set (RSS) of a process and everything under it, read from /proc as an operator's
 * `ps` would: `VmRSS` of each process in the tree, summed. Linux only (the bench's machines).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** `/proc/<pid>/task/<tid>/children` needs CONFIG_PROC_CHILDREN, which some kernels lack. */
const kernelListsChildren = existsSync(`/proc/${process.pid}/task/${process.pid}/children`);

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined; // the process ended between listing and reading it
  }
}

const numbers = (text: string | undefined) => (text ?? '').split(/\s+/).filter(Boolean).map(Number);

interface ProcessStat {
  pid: number;
  state: string;
  parent: number;
  group: number;
}

/** Every process's state, parent and process group, from `/proc/<pid>/stat`. */
function allProcesses(): ProcessStat[] {
  return readdirSync('/proc').flatMap((name) => {
    const stat = /^\d+$/.test(name) ? read(`/proc/${name}/stat`) : undefined;
    if (!stat) return [];
    // "pid (comm) state ppid pgrp …": comm may hold spaces and parentheses; read after the last ")".
    const [state = '?', parent, group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [{ pid: Number(name), state, parent: Number(parent), group: Number(group) }];
  });
}

/** The children of every process, found from each process's parent (the fallback's way). */
function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const { pid, parent } of allProcesses()) {
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  return children;
}

/** The processes of group `pgid` still running (zombies waiting to be reaped are not). */
export function liveGroupMembers(pgid: number): number[] {
  return allProcesses()
    .filter((entry) => entry.group === pgid && entry.state !== 'Z')
    .map((entry) => entry.pid);
}

/** `root` and every process under it, root first. */
export function processTree(root: number): number[] {
  const byParent = kernelListsChildren ? undefined : childrenByParent();
  const childrenOf = (pid: number): number[] =>
    byParent
      ? (byParent.get(pid) ?? [])
      : (() => {
          try {
            return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
              numbers(read(`/proc/${pid}/task/${tid}/children`)),
            );
          } catch {
            return [];
          }
        })();
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() ?? root;
    tree.push(pid);
    queue.push(...childrenOf(pid));
  }
  return tree;
}

export interface ProcessMemory {
  pid: number;
  name: string;
  /** kB resident now. */
  rssKb: number;
  /** kB at the process's highest (VmHWM). */
  peakKb: number;
  /** For a process running Node (npm is one too), which: npm's and the server's may differ. */
  node?: string;
}

const nodeVersions = new Map<string, string>();

/** The version of the Node binary `pid` runs, when it runs one (its `-v`, asked once per binary). */
function nodeVersionOf(pid: number): string | undefined {
  let binary: string;
  try {
    binary = readlinkSync(`/proc/${pid}/exe`);
  } catch {
    return undefined;
  }
  if (!/\/node[^/]*$/.test(binary)) return undefined;
  if (!nodeVersions.has(binary)) {
    nodeVersions.set(binary, execFileSync(binary, ['-v'], { encoding: 'utf8' }).trim());
  }
  return nodeVersions.get(binary);
}

function statusKb(status: string, field: 'VmRSS' | 'VmHWM'): number {
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
}

/** Each process of the tree with its RSS now and at its highest; ended ones are left out. */
export function treeMemory(root: number): ProcessMemory[] {
  return processTree(root).flatMap((pid) => {
    const status = read(`/proc/${pid}/status`);
    if (!status) return [];
    const name = /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?';
    const node = nodeVersionOf(pid);
    return [
      {
        pid,
        name,
        rssKb: statusKb(status, 'VmRSS'),
        peakKb: statusKb(status, 'VmHWM'),
        ...(node ? { node } : {}),
      },
    ];
  });
}

export const megabytes = (kb: number) => kb / 1024;

export interface TreeSampler {
  /** MB of the whole tree now (read at once, and counted towards the peak). */
  now(): number;
  /** The highest MB sampled since the start or the last `resetPeak()`. */
  peak(): number;
  resetPeak(): void;
  stop(): void;
}

/** Samples the tree's summed RSS every `everyMs` for its peak. */
export function sampleTree(root: number, everyMs = 100): TreeSampler {
  let peakKb = 0;
  let lastKb = 0;
  const take = () => {
    lastKb = treeMemory(root).reduce((sum, entry) => sum + entry.rssKb, 0);
    peakKb = Math.max(peakKb, lastKb);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    now: () => {
      take();
      return megabytes(lastKb);
    },
    peak: () => megabytes(peakKb),
    resetPeak: () => {
      take();
      peakKb = lastKb;
    },
    stop: () => clearInterval(timer),
  };
}
