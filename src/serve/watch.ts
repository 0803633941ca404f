import { existsSync, statSync } from 'node:fs';
import { blogsOf } from '../core/config.js';
import { I18N_DIR } from '../core/locales.js';
import { VERSIONED_FOLDERS, VERSIONS_FILE } from '../core/versions.js';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { build as buildFromThisProcess, type BuildResult } from '../build.js';
import { CONFIG_FILE } from '../load/config/load.js';
import { THEME_DIR } from '../brand/overrides.js';
import { isStringsFile } from '../load/site-strings.js';
import { isTranslationFile } from '../load/translation-files.js';
import { formatDiagnostic } from '../core/diagnostics.js';
import type { Diagnostic } from '../core/model.js';
import { ruleLinks } from '../core/rule-docs.js';
import { allowStale, type BuildMemo, type StalePolicy } from '../cache/memo.js';
import { REDIRECTS_FILE } from '../assemble/redirects.js';
import { SIDEBAR_FILES } from '../load/sidebars-source.js';
import type { ServedSite } from './handler.js';
import { LiveReload } from './live-reload.js';
import { servedSite } from './served-site.js';
import { memoryFiles, type MemoryFiles } from './site-files.js';
import type { TemplateReloader, BuildFunction } from './template-reload.js';
import { pathInside } from '../core/path-inside.js';
import { pageFilesOf } from '../core/routes.js';
import { staticFoldersOf } from '../core/static-folders.js';

export interface WatchOptions {
  root: string;
  outDir?: string;
  /** The persistent build cache (the first build starts from it; every build adds to it). */
  cacheDir?: string;
  /** Folder of helpdocs's templates (watched: a change reloads them). */
  templatesDir: string;
  templates: TemplateReloader;
  /** A line for the terminal. */
  report(line: string): void;
  /** Quiet time after a change before rebuilding: editors save in several steps. */
  debounceMs?: number;
  /** Quiet time after a reload before the search index catches up (see `LAGGING`). */
  catchUpMs?: number;
}

/**
 * Memo entries that may lag one build behind: rebuilding the search index of every page takes longer
 * than everything else together, so a reload goes out with the previous index and the index catches
 * up once the browser has had time to load the page (src/search/output.ts names this entry).
 */
const LAGGING = new Set(['search']);

export interface RebuildReport {
  ok: boolean;
  /** From the first change seen to the new site being served and the reload sent. */
  durationMs: number;
  changed: string[];
  /** A catch-up build: only lagging parts (the search index) were brought up to date, no reload sent. */
  catchUp?: boolean;
}

type ParseCache = NonNullable<Parameters<BuildFunction>[0]['cache']>;

/**
 * `serve --watch`: builds in memory, serves the last good build, rebuilds when sources change
 * (reusing parse results and rendered pages of what did not), and tells open pages to reload, or
 * shows them the errors.
 */
export class SiteWatcher {
  readonly live = new LiveReload();
  site: ServedSite | undefined;
  /** Errors of the current failed build, as `file:line:column severity message` lines. */
  errors: string[] | undefined;
  readonly #listeners = new Set<(report: RebuildReport) => void>();
  readonly #cache: ParseCache = new Map();
  readonly #memo: BuildMemo = new Map();
  #build: BuildFunction = buildFromThisProcess;
  #watcher: FSWatcher | undefined;
  #pending = new Set<string>();
  #firstChangeAt = 0;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<BuildResult | undefined> | undefined;
  #templatesChanged = false;
  #closed = false;
  #stale = false;
  readonly #readStamps = new Map<string, string>();
  readonly #wantedFiles = new Set<string>();
  readonly #leadingFolders = new Set<string>();
  /** The warnings of the last build, as printed: a rebuild prints only those not among them. */
  #warnings = new Set<string>();
  #files: MemoryFiles | undefined;
  #catchUpTimer: NodeJS.Timeout | undefined;
  readonly #policy: StalePolicy = { names: LAGGING, fresh: false, onStale: () => void (this.#stale = true) };

  constructor(private readonly options: WatchOptions) {
    allowStale(this.#memo, this.#policy);
  }

  /** First build, then watching. Resolves once the watcher is ready. */
  async start(): Promise<BuildResult | undefined> {
    const result = await this.#rebuild([]);
    const root = path.resolve(this.options.root);
    const config = result?.config;
    // The root itself is watched, filtered down to the site's sources, so files and folders that do
    // not exist yet (static/, redirects.json) are picked up when they appear. (chokidar reports
    // "ready" too early when asked to watch a path that does not exist.)
    // i18n/ holds the other locales' translations: watched whether or not the config lists locales yet.
    const folders = [
      path.join(root, config?.contentDir ?? 'content'),
      ...(config ? staticFoldersOf(config) : ['static']).map((folder) => path.join(root, folder)),
      // Markdown pages and blog posts live outside the docs folder.
      ...(config?.pagesDir ? [path.join(root, config.pagesDir)] : []),
      ...(config ? blogsOf(config).map((blog) => path.join(root, blog.dir)) : []),
      path.join(root, I18N_DIR),
      path.join(root, THEME_DIR),
      // Versioned docs (versions.json, versioned_docs/, versioned_sidebars/).
      ...VERSIONED_FOLDERS.map((folder) => path.join(root, folder)),
      this.options.templatesDir,
    ];
    const files = this.#wantedFiles;
    const leading = this.#leadingFolders;
    const sidebars = typeof config?.sidebarPath === 'string' ? [config.sidebarPath] : [];
    this.#want(root, [
      ...SIDEBAR_FILES,
      ...sidebars,
      REDIRECTS_FILE,
      VERSIONS_FILE,
      CONFIG_FILE,
      ...(config?.customCss ?? []),
    ]);
    const wanted = (file: string) =>
      file === root ||
      files.has(file) ||
      leading.has(file) ||
      folders.some((folder) => file === folder || isInside(folder, file));
    const watcher = watch([root, ...(existsSync(this.options.templatesDir) ? [this.options.templatesDir] : [])], {
      ignoreInitial: true,
      // A link is seen (its creation rebuilds, and the build refuses one leading out) but never
      // followed: `content/usr -> /usr` had the watcher walk all of /usr while the build refused it.
      followSymlinks: false,
      // Editor droppings (backups, swap and lock files) and everything that is not a source.
      ignored: (file: string) => file !== root && (/^(\.|#)|~$|\.swp$/.test(path.basename(file)) || !wanted(file)),
    });
    this.#watcher = watcher;
    watcher.on('all', (_event, file) => this.#changed(file));
    await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
    return result;
  }

  /**
   * Site files watched outside the watched folders (the config, sidebars, custom CSS), and the folders
   * that lead to them (css/ for css/custom.css: walked, not ignored). Returns those new to the list.
   */
  #want(root: string, names: readonly string[]): string[] {
    const added = names.map((name) => path.join(root, name)).filter((file) => !this.#wantedFiles.has(file));
    for (const file of added) {
      this.#wantedFiles.add(file);
      const parts = path.relative(root, file).split(path.sep).slice(0, -1);
      for (let i = 1; i <= parts.length; i++) this.#leadingFolders.add(path.join(root, ...parts.slice(0, i)));
    }
    return added;
  }

  onRebuild(listener: (report: RebuildReport) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    clearTimeout(this.#catchUpTimer);
    await this.#watcher?.close();
    await this.#running;
    this.live.close();
    await this.options.templates.dispose();
  }

  #changed(file: string): void {
    // chokidar drops a second change to the same file within 50 ms: look again a little later, and
    // rebuild if the file changed after the last rebuild read it.
    setTimeout(() => {
      if (!this.#closed && stampOf(file) !== this.#readStamps.get(file)) this.#changed(file);
    }, 60).unref();
    if (this.#pending.size === 0) this.#firstChangeAt = performance.now();
    this.#pending.add(file);
    clearTimeout(this.#catchUpTimer);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#drain(), this.options.debounceMs ?? 10);
  }

  async #drain(): Promise<void> {
    // A rebuild in progress drains again when it ends.
    if (this.#running || this.#pending.size === 0) return;
    const changed = [...this.#pending];
    this.#pending.clear();
    this.#running = this.#rebuild(changed, this.#firstChangeAt);
    try {
      await this.#running;
    } finally {
      this.#running = undefined;
    }
    if (this.#pending.size > 0) void this.#drain();
    else if (this.#stale) this.#scheduleCatchUp();
  }

  #scheduleCatchUp(): void {
    clearTimeout(this.#catchUpTimer);
    this.#catchUpTimer = setTimeout(() => void this.#catchUp(), this.options.catchUpMs ?? 1000);
  }

  /** Builds again with lagging parts computed afresh, and serves the result without a reload. */
  async #catchUp(): Promise<void> {
    if (this.#closed || !this.#stale) return;
    if (this.#running || this.#pending.size > 0) return this.#scheduleCatchUp();
    this.#stale = false;
    this.#policy.fresh = true;
    this.#running = this.#rebuild([], performance.now(), true);
    try {
      await this.#running;
    } finally {
      this.#running = undefined;
      this.#policy.fresh = false;
    }
    if (this.#pending.size > 0) void this.#drain();
  }

  async #rebuild(changed: string[], startedAt = performance.now(), catchUp = false): Promise<BuildResult | undefined> {
    const root = path.resolve(this.options.root);
    const relative = changed.map((file) => path.relative(root, file).split(path.sep).join('/'));
    for (const file of changed) this.#readStamps.set(file, stampOf(file));
    let result: BuildResult | undefined;
    let errors: string[];
    // The failed build's errors, whose rules the terminal links to their cause and fix.
    let failures: Diagnostic[] = [];
    let repeated = 0;
    try {
      if (changed.some((file) => isInside(this.options.templatesDir, file))) this.#templatesChanged = true;
      if (this.#templatesChanged) {
        this.#build = await this.options.templates.load();
        this.#templatesChanged = false;
        this.#memo.clear();
      }
      // The config, the interface strings and the translations of labels reach every page.
      if (
        changed.some(
          (file) =>
            (path.basename(file) === CONFIG_FILE && path.dirname(file) === root) ||
            isStringsFile(root, file) ||
            isTranslationFile(root, file),
        )
      )
        this.#memo.clear();
      result = await this.#build({
        root,
        ...(this.options.outDir ? { outDir: this.options.outDir } : {}),
        write: false,
        // A writer previews drafts; `helpdocs build` leaves them out.
        drafts: true,
        cache: this.#cache,
        memo: this.#memo,
        ...(this.options.cacheDir ? { cacheDir: this.options.cacheDir } : {}),
      });
      // Every rebuild would print the same warnings again, burying the one that changed.
      const warnings = new Set(result.diagnostics.filter((d) => d.severity === 'warning').map(formatDiagnostic));
      for (const line of warnings)
        if (this.#warnings.has(line)) repeated++;
        else this.options.report(line);
      this.#warnings = warnings;
      this.live.warn([...warnings]);
      failures = result.diagnostics.filter((d) => d.severity === 'error');
      errors = failures.map(formatDiagnostic);
    } catch (error) {
      errors = describeFailure(error);
    }
    // A config edit may name custom CSS that was not watched yet (chokidar had ignored its folder).
    const newCss = result && this.#watcher ? this.#want(root, result.config.customCss ?? []) : [];
    if (newCss.length > 0) this.#watcher?.add(newCss);
    if (errors.length === 0 && result) {
      this.#files = memoryFiles(result.files, this.#files);
      this.site = await servedSite(this.#files, result.config.base, pageFilesOf(result.config));
      this.errors = undefined;
      // A catch-up changes no page, only files pages fetch on demand: no reason to reload them.
      if (!catchUp) this.live.reload();
    } else {
      this.errors = errors;
      this.live.fail(errors);
      for (const line of [...errors, ...ruleLinks(failures)]) this.options.report(line);
    }
    const report: RebuildReport = {
      ok: this.errors === undefined,
      durationMs: Math.round(performance.now() - startedAt),
      changed: relative,
      ...(catchUp ? { catchUp } : {}),
    };
    const what =
      relative.length > 0 ? ` after ${relative.length === 1 ? relative[0] : `${relative.length} changes`}` : '';
    const asBefore = repeated > 0 ? ` · ${repeated} warning${repeated === 1 ? '' : 's'} as before` : '';
    this.options.report(
      catchUp && report.ok
        ? `helpdocs: search index up to date (${report.durationMs} ms)`
        : report.ok
          ? `helpdocs: ${changed.length > 0 ? 'rebuilt' : 'built'} in ${report.durationMs} ms${what} ` +
            `· ${result?.stats.pages ?? 0} pages${asBefore}`
          : `helpdocs: build failed${what}; still serving the last good build`,
    );
    for (const listener of this.#listeners) listener(report);
    return result;
  }
}

/** Changes when a file's content may have: modification time and size. */
function stampOf(file: string): string {
  try {
    const stats = statSync(file);
    return `${stats.mtimeMs}:${stats.size}`;
  } catch {
    return 'missing';
  }
}

/** True when `file` lies inside `dir` (not `dir` itself). */
function isInside(dir: string, file: string): boolean {
  return pathInside(dir, file) !== undefined;
}

/** Errors thrown instead of reported (config, template compilation) as terminal lines. */
function describeFailure(error: unknown): string[] {
  const located = (
    error as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } | null }> }
  ).errors;
  if (Array.isArray(located) && located.length > 0) {
    return located.map((e) =>
      e.location ? `${e.location.file}:${e.location.line}:${e.location.column + 1} error ${e.text}` : `error ${e.text}`,
    );
  }
  return (error instanceof Error ? error.message : String(error)).split('\n');
}
