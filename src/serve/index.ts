import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../load/config/load.js';
import { diskFiles } from './disk-files.js';
import { servedSite } from './served-site.js';
import { listen, openInBrowser } from './server.js';
import { packageRoot } from '../core/package-root.js';
import { TemplateReloader } from './template-reload.js';
import { SiteWatcher } from './watch.js';
import { pageFilesOf } from '../core/routes.js';

export interface ServeOptions {
  root: string;
  /** The folder to serve (without --watch); default: the config's outDir. */
  outDir?: string;
  host: string;
  port: number;
  watch: boolean;
  /** With `watch`: the persistent build cache the first build starts from (and every build adds to). */
  cacheDir?: string;
  open: boolean;
  report(line: string): void;
}

export interface RunningServe {
  /** The site's home, e.g. `http://127.0.0.1:3000/manual/`. */
  url: string;
  origin: string;
  /** Watch mode only. */
  watcher?: SiteWatcher;
  close(): Promise<void>;
}

export class ServeError extends Error {}

const UNAVAILABLE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>helpdocs: build failed</title><body><p>The site has ' +
  'not built yet. Fix the errors and save: this page reloads by itself.</p></body></html>';

/** `helpdocs serve`: `out/` as it is, or with `watch`, the site built in memory and rebuilt on change. */
export async function serve(options: ServeOptions): Promise<RunningServe> {
  const root = path.resolve(options.root);
  let running: Awaited<ReturnType<typeof listen>>;
  let watcher: SiteWatcher | undefined;
  let base: string;
  if (options.watch) {
    const packageDir = packageRoot();
    const active = new SiteWatcher({
      root,
      ...(options.outDir ? { outDir: options.outDir } : {}),
      ...(options.cacheDir ? { cacheDir: options.cacheDir } : {}),
      templatesDir: path.join(packageDir, 'templates'),
      templates: new TemplateReloader(packageDir),
      report: options.report,
    });
    watcher = active;
    // A first build that fails (even on the config) still serves, and shows its errors.
    base = (await active.start())?.config.base ?? '/';
    running = await listen(
      { site: () => active.site, live: active.live, unavailable: () => UNAVAILABLE },
      { host: options.host, port: options.port, checkHost: true },
    );
  } else {
    const config = await loadConfig(root);
    base = config.base;
    const outDir = path.resolve(root, options.outDir ?? config.outDir);
    if (!existsSync(outDir))
      throw new ServeError(`${outDir} does not exist: run \`helpdocs build\` first, or serve with --watch`);
    const site = await servedSite(diskFiles(outDir), base, pageFilesOf(config));
    running = await listen({ site: () => site }, options);
  }
  const url = `${running.origin}${base}`;
  options.report(`helpdocs: serving ${url}${options.watch ? ' (watching for changes)' : ''} · Ctrl+C to stop`);
  if (options.open) openInBrowser(url);
  return {
    url,
    origin: running.origin,
    ...(watcher ? { watcher } : {}),
    async close() {
      await running.close();
      await watcher?.close();
    },
  };
}
