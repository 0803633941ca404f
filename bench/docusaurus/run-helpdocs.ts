// One `npx helpdocs build --json --force --out <dir>` in a site's folder, with a time limit: exit
// code, wall time and the JSON report it printed (src/cli.ts: stats, diagnostics, or `error` when the
// build could not run).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

export interface Diagnostic {
  severity: 'error' | 'warning';
  file: string;
  line: number;
  column: number;
  message: string;
  ruleId: string;
  hint?: string;
}

export interface HelpdocsReport {
  ok: boolean;
  pages?: number;
  redirects?: number;
  errors: number;
  warnings: number;
  diagnostics: Diagnostic[];
  error?: { kind: string; message: string };
}

export interface HelpdocsRun {
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  wallMs: number;
  report?: HelpdocsReport;
  /** The last lines of stderr (the summary, or a stack trace). */
  stderrTail: string;
}

/** The JSON object printed on stdout, if any (the report is the only thing helpdocs prints there). */
export function parseReport(stdout: string): HelpdocsReport | undefined {
  const start = stdout.indexOf('{');
  if (start < 0) return undefined;
  try {
    return JSON.parse(stdout.slice(start)) as HelpdocsReport;
  } catch {
    return undefined;
  }
}

export function runHelpdocs(siteDir: string, outDir: string, timeoutMs = 10 * 60_000): Promise<HelpdocsRun> {
  // The last run's output goes first: a build that fails before writing must not be compared as that one.
  rmSync(outDir, { recursive: true, force: true });
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['helpdocs', 'build', '--json', '--force', '--out', outDir], {
      cwd: siteDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=8192' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-20_000);
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    child.on('close', (exitCode, signal) => {
      clearTimeout(timer);
      const report = parseReport(stdout);
      resolve({
        exitCode,
        signal,
        timedOut,
        wallMs: Math.round(performance.now() - started),
        ...(report ? { report } : {}),
        stderrTail: stderr.split('\n').slice(-15).join('\n'),
      });
    });
  });
}
