import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError } from 'commander';
import type { BuildResult } from './build.js';
import { upToDate, type InputEntries, type InputHashes, type StampedReport } from './cache/build-stamp.js';
import { ReadAhead } from './cache/site-inputs.js';
import { ConfigError } from './core/config-error.js';
import { UsageError } from './core/usage-error.js';
import { formatDiagnostic } from './core/diagnostics.js';
import { ruleLinks } from './core/rule-docs.js';
import { addExplainCommand } from './cli-explain.js';
import { addServeCommand } from './serve/command.js';
import { addInitCommand } from './init/command.js';
import { DEFAULT_CACHE_DIR } from './cache/default-dir.js';
import { clockMs } from './core/clock.js';

export const EXIT_OK = 0;
export const EXIT_CONTENT = 1;
export const EXIT_USAGE = 2;

interface CommonOptions {
  root: string;
  out?: string;
  json?: boolean;
  quiet?: boolean;
  force?: boolean;
  verbose?: boolean;
  /** `--no-cache` sets it to false. */
  cache: boolean;
  cacheDir?: string;
  /** `--profile`: time each stage and write a CPU profile. */
  profile?: boolean;
}

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

type Report = Pick<BuildResult, 'stats' | 'outDir' | 'diagnostics'> & {
  cache: { reusedDocs?: number; notes: string[] };
  upToDate?: boolean;
};

function summary(result: Report, wrote: boolean): string {
  const { pages, redirects, errors, warnings, durationMs } = result.stats;
  const verdict =
    errors > 0
      ? `failed with ${errors} error${errors === 1 ? '' : 's'}`
      : result.upToDate
        ? `${result.outDir} is up to date`
        : wrote
          ? `wrote ${result.outDir}`
          : 'checked';
  return (
    `helpdocs: ${verdict} · ${pages} pages · ${redirects} redirects · ${warnings} ` +
    `warning${warnings === 1 ? '' : 's'} · ${(durationMs / 1000).toFixed(2)} s`
  );
}

async function runBuild(options: CommonOptions, write: boolean, io: Io): Promise<number> {
  const showProgress = io.isTTY && !options.quiet && !options.json;
  const shown = showProgress ? (stage: string) => io.err(`\r\x1b[2K${stage}…`, false) : undefined;
  const profile = options.profile ? await (await import('./build/profile.js')).startProfile(shown) : undefined;
  if (profile) (await import('./parse/markdown/markdown-it/parse-paths.js')).resetParsePaths();
  if (profile) (await import('./search/index-counts.js')).resetIndexedPages();
  const onProgress = profile ? profile.onProgress : shown;
  let result: Report;
  try {
    // Nothing changed since the last written build: the stamped report, without loading the build's modules.
    const inputHashes: InputHashes = new Map();
    const inputEntries: InputEntries = new Map();
    const readAhead = new ReadAhead();
    const stamped = write && options.cache;
    result =
      (stamped && (await stampedReport(options, inputHashes, readAhead, inputEntries))) ||
      // One Markdown doc's text changed, and nothing other pages show of it: its page and search, without the build.
      (stamped && !options.force && (await laneReport(options, inputHashes, inputEntries, readAhead))) ||
      (await (
        await import('./build.js')
      ).build({
        inputHashes,
        inputEntries,
        readAhead,
        root: options.root,
        ...(options.out ? { outDir: options.out } : {}),
        write,
        ...(options.force ? { force: true } : {}),
        ...(options.cache ? { cacheDir: options.cacheDir ?? DEFAULT_CACHE_DIR } : {}),
        ...(onProgress ? { onProgress } : {}),
      }));
  } catch (error) {
    if (showProgress) io.err('\r\x1b[2K', false);
    // CI parses stdout: it gets a report even when the build could not run at all.
    if (options.json) io.out(JSON.stringify(failureReport(error), null, 2));
    throw error;
  }
  if (showProgress) io.err('\r\x1b[2K', false);
  if (profile) {
    const file = path.resolve(`helpdocs-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`);
    const { formatProfile } = await import('./build/profile.js');
    for (const line of formatProfile(await profile.stop(file), file)) io.err(line);
    io.err((await import('./parse/markdown/markdown-it/parse-paths.js')).formatParsePaths());
    io.err((await import('./search/index-counts.js')).formatIndexedPages());
  }
  if (options.json) {
    io.out(
      JSON.stringify(
        {
          ok: result.stats.errors === 0,
          ...result.stats,
          outDir: result.outDir,
          written: write && result.stats.errors === 0,
          diagnostics: result.diagnostics,
        },
        null,
        2,
      ),
    );
  } else {
    const printed = result.diagnostics.filter((d) => !options.quiet || d.severity === 'error');
    for (const d of printed) io.err(formatDiagnostic(d));
    for (const line of ruleLinks(printed)) io.err(line);
  }
  if (options.verbose) {
    for (const note of result.cache.notes) io.err(note);
    if (result.upToDate)
      io.err(`helpdocs: no input changed since the last build and ${result.outDir} is as it wrote it; nothing written`);
    else if (options.cache && result.cache.reusedDocs !== undefined)
      io.err(
        `helpdocs: ${result.cache.reusedDocs} of ${result.stats.pages} docs from the cache ` +
          `in ${options.cacheDir ?? DEFAULT_CACHE_DIR}`,
      );
  }
  io.err(summary(result, write));
  return result.stats.errors > 0 ? EXIT_CONTENT : EXIT_OK;
}

/** The last build's report when its stamp still holds (src/cache/build-stamp.ts); undefined: build. */
async function stampedReport(
  options: CommonOptions,
  inputHashes: InputHashes,
  readAhead: ReadAhead,
  inputEntries: InputEntries,
): Promise<Report | undefined> {
  const started = clockMs();
  const notes: string[] = [];
  const stamped = await upToDate(stampOptions(options), notes, inputHashes, readAhead, inputEntries);
  return stamped && { ...reportOf(stamped, started, notes), upToDate: true };
}

/** The one-doc rebuild's report (src/lane/run.ts); undefined: build. */
async function laneReport(
  options: CommonOptions,
  hashes: InputHashes,
  entries: InputEntries,
  readAhead: ReadAhead,
): Promise<Report | undefined> {
  const started = clockMs();
  const notes: string[] = [];
  const { lanePlan } = await import('./lane/plan.js');
  const plan = await lanePlan({ stamp: stampOptions(options), hashes, entries, readAhead, notes });
  if (!plan) return undefined;
  const report = await (await import('./lane/run.js')).laneBuild(plan, notes);
  if (!report) return undefined;
  const doc = plan.changed.name;
  notes.push(`helpdocs: only ${doc} changed, in its text alone: its page and the search index written again`);
  return reportOf(report, started, notes);
}

function stampOptions(options: CommonOptions) {
  const root = path.resolve(options.root);
  return { root, outOption: options.out, cacheDir: path.resolve(root, options.cacheDir ?? DEFAULT_CACHE_DIR) };
}

function reportOf(stamped: StampedReport, started: number, notes: string[]): Report {
  const errors = stamped.diagnostics.filter((d) => d.severity === 'error').length;
  const stats = {
    pages: stamped.pages,
    redirects: stamped.redirects,
    errors,
    warnings: stamped.diagnostics.length - errors,
    durationMs: Math.round(clockMs() - started),
  };
  return { stats, outDir: stamped.outDir, diagnostics: stamped.diagnostics, cache: { notes } };
}

/** The JSON report of a build that threw: the same fields as a finished one, and the error. */
function failureReport(error: unknown) {
  const kind = error instanceof ConfigError ? 'config' : error instanceof UsageError ? 'usage' : 'internal';
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, written: false, errors: 1, warnings: 0, diagnostics: [], error: { kind, message } };
}

export interface Io {
  out(text: string): void;
  err(text: string, newline?: boolean): void;
  isTTY: boolean;
}

const processIo: Io = {
  out: (text) => void process.stdout.write(`${text}\n`),
  err: (text, newline = true) => void process.stderr.write(newline ? `${text}\n` : text),
  isTTY: Boolean(process.stderr.isTTY),
};

/** Runs the CLI and returns the exit code: 0 ok, 1 content errors, 2 usage or config errors. */
export async function main(argv: readonly string[], io: Io = processIo): Promise<number> {
  let code = EXIT_OK;
  const program = new Command('helpdocs')
    .description('Turns a folder of Markdown into a fast, static documentation site.')
    .version(version())
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) });
  const withCommon = (command: Command) =>
    command
      .option('--root <dir>', 'site folder (holds content/, sidebars.json, helpdocs.config.ts)', '.')
      .option('--out <dir>', 'output folder (default: the config\'s outDir, "out")')
      .option('--json', 'print a machine-readable report on stdout')
      .option('--quiet', 'print only errors and the summary')
      .option('--verbose', 'also say what came from the cache and what the cache ignored')
      .option(
        '--cache-dir <dir>',
        `persistent build cache folder, relative to the site folder (default: ${DEFAULT_CACHE_DIR})`,
      )
      .option('--no-cache', 'neither read nor write the persistent build cache')
      .option('--profile', "print each stage's wall and CPU time and write a CPU profile (.cpuprofile)");
  withCommon(program.command('build').description('build the site into the output folder'))
    .option('--force', 'replace a non-empty output folder that helpdocs did not write (never a source folder)')
    .action(async (options: CommonOptions) => {
      code = await runBuild(options, true, io);
    });
  withCommon(program.command('check').description('run every check without writing anything')).action(
    async (options: CommonOptions) => {
      code = await runBuild(options, false, io);
    },
  );
  addServeCommand(program, io, (exitCode) => (code = exitCode));
  addInitCommand(program, io, (exitCode) => (code = exitCode));
  addExplainCommand(program, io, (exitCode) => (code = exitCode));
  try {
    await program.parseAsync([...argv]);
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.code === 'commander.helpDisplayed' ||
        error.code === 'commander.version' ||
        error.code === 'commander.help'
        ? EXIT_OK
        : EXIT_USAGE;
    }
    if (error instanceof ConfigError || error instanceof UsageError) {
      io.err(error.message);
      return EXIT_USAGE;
    }
    throw error;
  }
  return code;
}
