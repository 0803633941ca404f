// The PostCSS plugins a Docusaurus site's own plugins add in their `configurePostCss` hook (Tailwind,
// mostly), found as Docusaurus finds them: each plugin of `plugins` and `themes` made, and its hook
// given the options object the previous hooks returned, starting from the one Docusaurus starts with.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findPath } from '../../../core/config-positions.js';
import type { Position } from '../../../core/model.js';
import { importSiteModule } from '../import-module.js';
import type { DocusaurusSource } from './import.js';
import { type Options, optionsOf, stringOf } from './notes.js';

export interface PostCssHooks {
  /** The `plugins` the hooks left, as PostCSS takes them, Docusaurus's own first entry left out. */
  plugins: unknown[];
  /** Where the first plugin with a hook is written in the config. */
  at: Position;
  /** A plugin that failed to load, or whose hook threw: where it is written, and why. */
  failures: Array<{ at: Position; message: string }>;
}

const HOOK = 'configurePostCss';
/** Docusaurus's own plugins and themes: helpdocs draws its own theme (theme-classic's hook is for RTL). */
const OWN = /^@docusaurus\//;

type Hooked = { [HOOK]?: (options: Options) => Options | undefined };
type PluginFactory = (context: Options, options: Options) => Hooked | Promise<Hooked>;

/** Undefined when no plugin of the site has the hook (most sites): nothing is loaded for them. */
export async function postCssHooks(root: string, source: DocusaurusSource): Promise<PostCssHooks | undefined> {
  const config = optionsOf(source.value);
  const entries = (['plugins', 'themes'] as const).flatMap((key) =>
    (Array.isArray(config[key]) ? (config[key] as unknown[]) : []).map((value, i) => ({ value, keyPath: [key, i] })),
  );
  let found: { options: Options; defaultEntry: unknown; at: Position } | undefined;
  const failures: PostCssHooks['failures'] = [];
  for (const { value, keyPath } of entries) {
    const [head, pluginOptions] = Array.isArray(value) ? value : [value, undefined];
    const name = typeof head === 'function' ? head.name : stringOf(head);
    const at = findPath(source.text, keyPath, name || undefined);
    const label = name ? `"${name}"` : 'an inline plugin';
    let factory: PluginFactory | undefined;
    try {
      factory = await hookedFactory(root, head);
    } catch (error) {
      failures.push({ at, message: `Plugin ${label} did not load: ${reason(error)}` });
      continue;
    }
    if (!factory) continue;
    try {
      const plugin = await factory(loadContext(root, source), optionsOf(pluginOptions));
      const hook = plugin?.[HOOK];
      if (typeof hook !== 'function') continue;
      found ??= { ...(await docusaurusDefaults(root)), at };
      found.options = optionsOf(hook.call(plugin, found.options) ?? found.options);
    } catch (error) {
      failures.push({ at, message: `Plugin ${label}'s ${HOOK} threw: ${reason(error)}` });
    }
  }
  if (!found && failures.length === 0) return undefined;
  const plugins = Array.isArray(found?.options.plugins) ? found.options.plugins : [];
  return {
    // Docusaurus's own entry (autoprefixer, or postcss-preset-env) is left to esbuild, which lowers every
    // stylesheet of the site for its browsers: the site's CSS comes out as it does without hooks.
    plugins: plugins.filter((plugin) => plugin !== found?.defaultEntry),
    at: found?.at ?? failures[0]?.at ?? { line: 1, column: 1 },
    failures,
  };
}

/** Docusaurus's other lifecycle methods: a plugin with none of them does all it does through the hook. */
const OTHER_HOOKS = new RegExp(
  `\\b(?:${[
    'loadContent',
    'contentLoaded',
    'allContentLoaded',
    'configureWebpack',
    'getThemePath',
    'getTypeScriptThemePath',
    'getPathsToWatch',
    'getClientModules',
    'extendCli',
    'injectHtmlTags',
    'postBuild',
    'postStart',
    'getTranslationFiles',
    'translateContent',
    'translateThemeConfig',
  ].join('|')})\\b`,
);

/** Whether a plugin of the config (a function or a module's name) only adds PostCSS plugins: helpdocs runs it. */
export function onlyPostCss(root: string, head: unknown): boolean {
  const text = typeof head === 'function' ? String(head) : moduleText(root, head);
  if (text === undefined) return false;
  return text.includes(HOOK) && !OTHER_HOOKS.test(text);
}

function moduleText(root: string, head: unknown): string | undefined {
  const file = pluginFile(root, head);
  try {
    return file ? readFileSync(file, 'utf8') : undefined;
  } catch {
    return undefined;
  }
}

/** A plugin module of the site or its packages, Docusaurus's own left out. */
function pluginFile(root: string, head: unknown): string | undefined {
  const name = stringOf(head);
  if (!name || OWN.test(name)) return undefined;
  try {
    return createRequire(path.join(root, 'package.json')).resolve(name.startsWith('.') ? path.join(root, name) : name);
  } catch {
    return undefined; // Not installed: Docusaurus would not build either, and the config's note names it.
  }
}

/** The plugin's factory when its code has the hook, read without running it; undefined otherwise. */
async function hookedFactory(root: string, head: unknown): Promise<PluginFactory | undefined> {
  if (typeof head === 'function') return String(head).includes(HOOK) ? (head as PluginFactory) : undefined;
  const file = pluginFile(root, head);
  if (!file || !readFileSync(file, 'utf8').includes(HOOK)) return undefined;
  // As Docusaurus requires it: its `require` calls are run when the hook is (a TypeScript file is bundled).
  const loaded = /\.ts$/.test(file)
    ? await importSiteModule(root, path.relative(root, file), undefined, { commonJsGlobals: true })
    : await requireOrImport(file);
  return factoryOf(loaded);
}

async function requireOrImport(file: string): Promise<unknown> {
  try {
    return createRequire(file)(file);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ERR_REQUIRE_ESM') throw error;
    return import(pathToFileURL(file).href);
  }
}

function factoryOf(loaded: unknown): PluginFactory | undefined {
  for (let value = loaded, depth = 0; value && depth < 3; depth++) {
    if (typeof value === 'function') return value as PluginFactory;
    value = (value as { default?: unknown }).default;
  }
  return undefined;
}

/** What Docusaurus's plugins are made with, as far as a hook that shapes CSS may look. */
function loadContext(root: string, source: DocusaurusSource): Options {
  const config = optionsOf(source.value);
  const i18n = optionsOf(config.i18n);
  const locale = stringOf(i18n.defaultLocale) ?? 'en';
  return {
    siteDir: root,
    siteConfig: config,
    siteConfigPath: path.join(root, source.file),
    baseUrl: stringOf(config.baseUrl) ?? '/',
    outDir: path.join(root, 'build'),
    generatedFilesDir: path.join(root, '.docusaurus'),
    localizationDir: path.join(root, 'i18n', locale),
    i18n: { defaultLocale: locale, locales: i18n.locales ?? [locale], currentLocale: locale, localeConfigs: {} },
  };
}

/**
 * The options Docusaurus's style loaders start from: postcss-preset-env as `[path, {}]` since 3.7,
 * autoprefixer before. A hook sees (and may remove) it; it is not run here.
 */
async function docusaurusDefaults(root: string): Promise<{ options: Options; defaultEntry: unknown }> {
  let fromCore = createRequire(path.join(root, 'package.json'));
  let version = '3.0.0';
  try {
    const manifest = fromCore.resolve('@docusaurus/core/package.json');
    version = String((JSON.parse(readFileSync(manifest, 'utf8')) as { version?: unknown }).version ?? version);
    fromCore = createRequire(manifest);
  } catch {
    // Without @docusaurus/core, the packages are looked for from the site.
  }
  const [major = 3, minor = 0] = version.split('.').map(Number);
  const presetEnv = major > 3 || minor >= 7;
  let defaultEntry: unknown;
  try {
    defaultEntry = presetEnv ? [fromCore.resolve('postcss-preset-env'), {}] : fromCore('autoprefixer');
  } catch {
    defaultEntry = presetEnv ? ['postcss-preset-env', {}] : { postcssPlugin: 'autoprefixer' };
  }
  return { options: { ident: 'postcss', plugins: [defaultEntry] }, defaultEntry };
}

function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
