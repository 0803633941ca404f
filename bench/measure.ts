// Runs a command and reports wall time, CPU time (user + sys of the whole process tree) and the peak
// resident memory of the whole tree (sum over the process and its descendants, sampled from /proc).
//   npx tsx bench/measure.ts [--runs 3] [--clear dir]... [--cwd dir] -- <command> [args…]
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { availableParallelism } from 'node:os';
import { defaultQuietWait, machineBusyMs, waitForQuietMachine, type QuietWait } from './measure/machine-cpu.js';
import { gnuTimeArgs, gnuTimePath, hasGnuTime, readGnuTimeReport } from './measure/gnu-time.js';
import { ProcessTreeSampler } from './measure/process-tree.js';
import { spreadOf, type Spread } from './measure/stats.js';

export interface CommandSpec {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd?: string;
  /** Added to the current environment. */
  readonly env?: Readonly<Record<string, string>>;
}

export interface RunResult {
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly userMs: number;
  readonly sysMs: number;
  readonly peakRssBytes: number;
  /** How CPU was read: exact from GNU time, or summed from /proc samples. */
  readonly cpuSource: 'gnu-time' | 'proc-samples';
  readonly rssSamples: number;
  /** CPU the rest of the machine used meanwhile; high values mean the run competed for the cores. */
  readonly otherCpuMs: number;
}

export interface MeasureOptions {
  readonly runs?: number;
  readonly sampleIntervalMs?: number;
  /** Runs before every run, untimed: clear output and cache folders so each run is cold. */
  readonly beforeEach?: () => Promise<void>;
  /** Before each run, wait for the cores to be idle (false: start at once). */
  readonly quietWait?: QuietWait | false;
  /**
   * A run counts as disturbed when other processes used more than this share of all cores' time
   * during it (0.1 = 10%); disturbed runs are repeated, up to `maxAttempts` runs in all.
   */
  readonly maxDisturbance?: number;
  readonly maxAttempts?: number;
  /** Called after each run, e.g. to print progress. */
  readonly onRun?: (run: RunResult, attempt: number, disturbed: boolean) => void;
}

export interface MeasureSummary {
  /** The runs the figures come from: undisturbed ones, or the least disturbed when too few were. */
  readonly runs: readonly RunResult[];
  /** Runs left out because other processes competed for the cores. */
  readonly disturbedRuns: readonly RunResult[];
  readonly wallMs: Spread;
  readonly cpuMs: Spread;
  readonly peakRssBytes: Spread;
}

/** The tail of the command's output, shown when it fails. */
const keptOutputChars = 4000;

export class CommandFailedError extends Error {
  constructor(spec: CommandSpec, exitCode: number | null, signal: string | null, output: string) {
    super(`${[spec.command, ...spec.args].join(' ')} exited with ${exitCode ?? signal}\n${output}`);
    this.name = 'CommandFailedError';
  }
}

export async function measureOnce(spec: CommandSpec, sampleIntervalMs = 25): Promise<RunResult> {
  const useGnuTime = hasGnuTime();
  const reportDir = useGnuTime ? await mkdtemp(path.join(tmpdir(), 'helpdocs-measure-')) : undefined;
  const reportFile = reportDir === undefined ? '' : path.join(reportDir, 'time.txt');
  const [command, args] = useGnuTime
    ? [gnuTimePath, gnuTimeArgs(reportFile, spec.command, spec.args)]
    : [spec.command, [...spec.args]];

  const busyBefore = machineBusyMs();
  const selfBefore = process.cpuUsage(); // this process samples /proc meanwhile; that is not competition
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`Could not start ${spec.command}`);
  // GNU time itself is tiny and not part of what we measure.
  const sampler = new ProcessTreeSampler(child.pid, useGnuTime ? [child.pid] : []);
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-keptOutputChars);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  sampler.sample();
  const timer = setInterval(() => sampler.sample(), sampleIntervalMs);
  const [exitCode, signal] = await new Promise<[number | null, string | null]>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, sig) => resolve([code, sig]));
  });
  const wallMs = performance.now() - started;
  clearInterval(timer);
  const selfUsage = process.cpuUsage(selfBefore);
  const machineMs = machineBusyMs() - busyBefore - (selfUsage.user + selfUsage.system) / 1000;

  try {
    if (exitCode !== 0) throw new CommandFailedError(spec, exitCode, signal, output);
    const cpu = useGnuTime ? await readGnuTimeReport(reportFile) : { userMs: sampler.sampledCpuMs(), sysMs: 0 };
    return {
      wallMs: Math.round(wallMs),
      cpuMs: cpu.userMs + cpu.sysMs,
      userMs: cpu.userMs,
      sysMs: cpu.sysMs,
      peakRssBytes: sampler.peakRssBytes,
      cpuSource: useGnuTime ? 'gnu-time' : 'proc-samples',
      rssSamples: sampler.samples,
      otherCpuMs: Math.max(0, Math.round(machineMs - cpu.userMs - cpu.sysMs)),
    };
  } finally {
    if (reportDir !== undefined) await rm(reportDir, { recursive: true, force: true });
  }
}

/** Share of all cores' time that other processes used during a run. */
export function disturbanceOf(run: RunResult, cores = availableParallelism()): number {
  return run.otherCpuMs / (run.wallMs * cores);
}

export async function measure(spec: CommandSpec, options: MeasureOptions = {}): Promise<MeasureSummary> {
  const wanted = options.runs ?? 3;
  const maxDisturbance = options.maxDisturbance ?? 0.1;
  const maxAttempts = Math.max(wanted, options.maxAttempts ?? wanted * 2);
  const clean: RunResult[] = [];
  const disturbed: RunResult[] = [];
  for (let attempt = 0; clean.length < wanted && attempt < maxAttempts; attempt++) {
    await options.beforeEach?.();
    if (options.quietWait !== false)
      await waitForQuietMachine(availableParallelism(), options.quietWait ?? defaultQuietWait);
    const run = await measureOnce(spec, options.sampleIntervalMs);
    const isDisturbed = disturbanceOf(run) > maxDisturbance;
    (isDisturbed ? disturbed : clean).push(run);
    options.onRun?.(run, attempt, isDisturbed);
  }
  // Too few clean runs: complete them with the least disturbed ones rather than report nothing.
  disturbed.sort((a, b) => disturbanceOf(a) - disturbanceOf(b));
  const runs = [...clean, ...disturbed.splice(0, wanted - clean.length)];
  return {
    runs,
    disturbedRuns: disturbed,
    wallMs: spreadOf(runs.map((run) => run.wallMs)),
    cpuMs: spreadOf(runs.map((run) => run.cpuMs)),
    peakRssBytes: spreadOf(runs.map((run) => run.peakRssBytes)),
  };
}

export function formatRun(
  run: Pick<RunResult, 'wallMs' | 'cpuMs' | 'peakRssBytes'> & Partial<Pick<RunResult, 'otherCpuMs'>>,
): string {
  const others = run.otherCpuMs === undefined ? '' : ` (other processes: ${(run.otherCpuMs / 1000).toFixed(1)} s CPU)`;
  return (
    `${(run.wallMs / 1000).toFixed(2)} s wall, ${(run.cpuMs / 1000).toFixed(2)} s ` +
    `CPU, ${(run.peakRssBytes / 2 ** 20).toFixed(0)} MiB peak RSS${others}`
  );
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      clear: { type: 'string', multiple: true, default: [] },
      cwd: { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  });
  const [command, ...args] = positionals;
  if (command === undefined)
    throw new Error('Usage: measure.ts [--runs N] [--clear dir]... [--cwd dir] -- <command> [args…]');
  const spec: CommandSpec = values.cwd === undefined ? { command, args } : { command, args, cwd: values.cwd };
  const summary = await measure(spec, {
    runs: Number(values.runs),
    beforeEach: async () => {
      for (const dir of values.clear) await rm(dir, { recursive: true, force: true });
    },
    onRun: (run, attempt, disturbed) =>
      console.error(`run ${attempt + 1}: ${formatRun(run)}${disturbed ? ' — disturbed, repeated' : ''}`),
  });
  console.log(JSON.stringify(summary, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
