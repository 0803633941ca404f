// A Docusaurus site's PostCSS, as postcss-loader runs it over each of its stylesheets: the plugins of
// the site's postcss config file, then those its plugins' configurePostCss hooks add (Tailwind), with
// the site's own `postcss` package. Made once per build; a site with neither loads nothing.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { findIn } from '../../core/config-positions.js';
import type { Diagnostic, Position } from '../../core/model.js';
import { postCssHooks } from '../config/docusaurus/postcss-hooks.js';
import type { DocusaurusSource } from '../config/docusaurus/import.js';
import { readPostCssConfig } from './config-file.js';
import { fromSiteFolder } from './site-folder.js';

export interface SitePostCss {
  /** The stylesheet after the site's plugins; when they fail, as it was (and a warning, once). */
  process(file: string, css: string): Promise<string>;
  /** Plugins that did not load, and failures while processing so far. */
  readonly diagnostics: Diagnostic[];
}

export const POSTCSS_RULE = 'postcss';
const NOT_RUN = 'its PostCSS plugins are not run; fix or remove the plugin';
const AS_WRITTEN = 'the stylesheet is used as written; fix the stylesheet or the plugin';

/** Where a plugin is named: the file and position its problems are warned at. */
type Place = { file: string } & Position;
type Entry = { options: unknown; place: Place };
type Processor = { process(css: string, options: object): PromiseLike<{ css: string }> };

export async function prepareSitePostCss(root: string, source: DocusaurusSource): Promise<SitePostCss | undefined> {
  const [hooks, configFile] = await Promise.all([postCssHooks(root, source), readPostCssConfig(root)]);
  if (!hooks && !configFile) return undefined;
  const diagnostics: Diagnostic[] = [];
  const warn = (place: Place, message: string, hint = NOT_RUN) =>
    diagnostics.push({ severity: 'warning', ...place, message, ruleId: POSTCSS_RULE, hint });
  const hooksPlace = { file: source.file, ...(hooks?.at ?? { line: 1, column: 1 }) };
  for (const failure of hooks?.failures ?? []) warn({ file: source.file, ...failure.at }, failure.message);
  if (configFile?.error)
    warn({ file: configFile.file, line: 1, column: 1 }, `PostCSS config did not load: ${configFile.error}`);

  // postcss-loader's order: the config file's plugins, then the options' (a plugin named in both, once).
  const entries = new Map<unknown, Entry>();
  if (configFile)
    addEntries(entries, configFile.plugins, (name) => ({
      file: configFile.file,
      ...(typeof name === 'string' ? findIn(configFile.text, name) : { line: 1, column: 1 }),
    }));
  addEntries(entries, hooks?.plugins, () => hooksPlace);
  const fromSite = createRequire(path.join(root, 'package.json'));
  const plugins: unknown[] = [];
  for (const [plugin, { options, place }] of entries) {
    const label = typeof plugin === 'string' ? `"${plugin}"` : pluginName(plugin);
    try {
      plugins.push(fromSiteFolder(typeof plugin === 'string' ? loadNamed(fromSite, plugin, options) : plugin, root));
    } catch (error) {
      warn(place, `PostCSS plugin ${label} did not load: ${reason(error)}`);
    }
  }
  const postcss = plugins.length > 0 ? sitePostcss(root) : undefined;
  if (plugins.length > 0 && !postcss)
    warn(hooksPlace, 'PostCSS plugins are not run: the site has no "postcss" package (npm install postcss)');
  let processor: Processor | undefined;
  try {
    processor = postcss?.(plugins);
  } catch (error) {
    warn(hooksPlace, `PostCSS did not take the site's plugins: ${reason(error)}`);
  }
  const warned = new Set<string>();
  const run = async (file: string, css: string): Promise<string> => {
    if (!processor) return css;
    try {
      return (await processor.process(css, { from: file, to: file, map: false })).css;
    } catch (error) {
      const failure = error as { plugin?: string; reason?: string; file?: string; line?: number; column?: number };
      const why = failure.reason ?? reason(error);
      // The same failure on every stylesheet is one warning.
      if (warned.has(why)) return css;
      warned.add(why);
      const by = failure.plugin ? ` plugin "${failure.plugin}"` : '';
      const inSite = failure.file && failure.line ? path.relative(root, failure.file) : '..';
      const place = inSite.startsWith('..')
        ? hooksPlace
        : { file: inSite, line: failure.line ?? 1, column: failure.column ?? 1 };
      warn(place, `PostCSS${by} failed on ${path.relative(root, file) || file}: ${why}`, AS_WRITTEN);
      return css;
    }
  };
  const done = new Map<string, Promise<string>>();
  return {
    diagnostics,
    process(file, css) {
      const key = `${file}\0${createHash('sha256').update(css).digest('hex')}`;
      let result = done.get(key);
      if (!result) done.set(key, (result = run(file, css)));
      return result;
    },
  };
}

/**
 * postcss-loader's ways to list plugins: `{ name: options }` (false leaves one out) or a list of
 * names, `[name, options]`, `{ name: options }`, functions and plugin objects.
 */
function addEntries(entries: Map<unknown, Entry>, plugins: unknown, placeOf: (plugin: unknown) => Place): void {
  const set = (plugin: unknown, options: unknown) =>
    options === false ? entries.delete(plugin) : entries.set(plugin, { options, place: placeOf(plugin) });
  if (plugins && typeof plugins === 'object' && !Array.isArray(plugins)) {
    for (const [name, options] of Object.entries(plugins)) set(name, options);
    return;
  }
  for (const plugin of Array.isArray(plugins) ? plugins : []) {
    if (Array.isArray(plugin)) set(plugin[0], plugin[1]);
    else if (isNamedOptions(plugin)) {
      const [[name, options]] = Object.entries(plugin) as [[string, unknown]];
      set(name, options);
    } else if (plugin) set(plugin, undefined);
  }
}

/** `{ autoprefixer: {} }` in a list: one key, whose value is options (an object) or a boolean. */
function isNamedOptions(plugin: unknown): plugin is Record<string, unknown> {
  if (!plugin || typeof plugin !== 'object' || 'postcssPlugin' in plugin || 'plugins' in plugin) return false;
  const values = Object.values(plugin);
  return (
    values.length === 1 && (typeof values[0] === 'boolean' || (values[0] !== null && typeof values[0] === 'object'))
  );
}

/** A plugin named in the config, from the site's packages: made with its options when it has some. */
function loadNamed(fromSite: NodeJS.Require, name: string, options: unknown): unknown {
  const loaded = fromSite(name) as { default?: unknown };
  const plugin = loaded.default ?? loaded;
  const given = options && typeof options === 'object' && Object.keys(options).length > 0;
  return given && typeof plugin === 'function' ? plugin(options) : plugin;
}

/** The site's `postcss` (its plugins were written for it), else the one its Docusaurus uses. */
function sitePostcss(root: string): ((plugins: unknown[]) => Processor) | undefined {
  const fromSite = createRequire(path.join(root, 'package.json'));
  for (const from of [() => fromSite, () => createRequire(fromSite.resolve('@docusaurus/core/package.json'))]) {
    try {
      const loaded = from()('postcss') as { default?: unknown };
      return (loaded.default ?? loaded) as (plugins: unknown[]) => Processor;
    } catch {
      // Next place.
    }
  }
  return undefined;
}

function pluginName(plugin: unknown): string {
  const name = (plugin as { postcssPlugin?: unknown; name?: unknown } | null)?.postcssPlugin;
  return typeof name === 'string' ? `"${name}"` : 'of the config';
}

function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
