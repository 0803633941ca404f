// Reads /proc to follow a process and all its descendants: their summed resident memory and, when
// /usr/bin/time is not there to tell us, their CPU time. Linux only.
import { readdirSync, readFileSync } from 'node:fs';

const clockTicksPerSecond = 100; // USER_HZ, 100 on every Linux the benchmark runs on

interface ProcStat {
  readonly parent: number;
  /** utime + stime of this process alone, in ms. */
  readonly cpuMs: number;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // the process ended between listing and reading
  }
}

function readStat(pid: number): ProcStat | undefined {
  const text = readText(`/proc/${pid}/stat`);
  if (text === undefined) return undefined;
  // The command name may hold spaces and parentheses; the fields after the last ')' are fixed.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
  return { parent: Number(fields[1]), cpuMs: (ticks * 1000) / clockTicksPerSecond };
}

function readRssBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readText(`/proc/${pid}/status`) ?? '');
  return match === null ? 0 : Number(match[1]) * 1024;
}

function listPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** Samples one process tree; call `sample()` on a timer while the root runs. */
export class ProcessTreeSampler {
  readonly #root: number;
  readonly #excluded: ReadonlySet<number>;
  /** Parent of every pid seen so far; a pid's parent never changes while it lives, so one read is enough. */
  readonly #parents = new Map<number, number>();
  /** Last CPU reading of every descendant, kept after it exits: the fallback CPU total. */
  readonly #lastCpuMs = new Map<number, number>();
  peakRssBytes = 0;
  samples = 0;

  constructor(root: number, excluded: readonly number[] = []) {
    this.#root = root;
    this.#excluded = new Set(excluded);
  }

  #treePids(): number[] {
    const pids = listPids();
    const alive = new Set(pids);
    for (const pid of this.#parents.keys()) if (!alive.has(pid)) this.#parents.delete(pid);
    const stats = new Map<number, ProcStat>();
    for (const pid of pids) {
      if (this.#parents.has(pid)) continue;
      const stat = readStat(pid);
      if (stat === undefined) continue;
      this.#parents.set(pid, stat.parent);
      stats.set(pid, stat);
    }
    const inTree = new Set<number>([this.#root]);
    // Parents have smaller pids unless pids wrapped; repeat until no pid joins, to be safe.
    for (let grew = true; grew; ) {
      grew = false;
      for (const [pid, parent] of this.#parents) {
        if (!inTree.has(pid) && inTree.has(parent)) {
          inTree.add(pid);
          grew = true;
        }
      }
    }
    return [...inTree].filter((pid) => alive.has(pid));
  }

  sample(): void {
    let rss = 0;
    for (const pid of this.#treePids()) {
      const stat = readStat(pid);
      if (stat !== undefined) this.#lastCpuMs.set(pid, stat.cpuMs);
      if (!this.#excluded.has(pid)) rss += readRssBytes(pid);
    }
    this.samples++;
    if (rss > this.peakRssBytes) this.peakRssBytes = rss;
  }

  /** CPU of the tree as last sampled: misses at most one interval per process. */
  sampledCpuMs(): number {
    let total = 0;
    for (const [pid, cpuMs] of this.#lastCpuMs) if (!this.#excluded.has(pid)) total += cpuMs;
    return total;
  }
}
