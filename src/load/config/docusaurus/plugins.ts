// The presets, plugins and themes of a Docusaurus config: which give the docs and the classic theme's
// options, and which are named in a warning because helpdocs does not run them.
import { type Notes, type Options, optionsOf, stringOf } from './notes.js';
import { type WrappedPlugin, wrappedInlinePlugin } from './wrapped-plugins.js';

export interface SitePlugins {
  /** The docs plugin's options (the preset's `docs`, or the default instance of plugin-content-docs). */
  docs: Options;
  /** Where those options are written, for warnings. */
  docsPath: PropertyKey[];
  /** The classic theme's options (the preset's `theme`). */
  theme: Options;
  /** The blog plugin's options (the preset's `blog`, or the default instance of plugin-content-blog). */
  blog?: { options: Options; at: PropertyKey[] } | undefined;
  /** The other blog instances (plugin-content-blog entries with an id): built too, each at its path. */
  moreBlogs: Array<{ options: Options; at: PropertyKey[] }>;
  /** Where the other blogs and docs instances helpdocs does not build live (`/news`, their `routeBasePath`). */
  blogRoutes: string[];
  /** The preset's `pages` option: false turns the pages plugin off. */
  pages?: false;
  /** The pages plugin's `exclude` globs (beside its defaults: partials and tests). */
  pagesExclude?: string[];
  /** The other docs plugin instances (an `id` besides the default): built too, each at its path. */
  docsInstances: Array<{ id: string; options: Options; at: PropertyKey[] }>;
  /** `@docusaurus/plugin-client-redirects`'s options, and where they are written. */
  clientRedirects?: { options: Options; at: PropertyKey[] } | undefined;
  /** Google Analytics / Tag Manager ids from the preset (`gtag`, `googleTagManager`). */
  analytics: { measurementId?: string | undefined; tagManagerId?: string | undefined };
}

const CLASSIC = /^(?:classic|@docusaurus\/preset-classic|docusaurus-preset-classic)$/;
/** The classic preset's options for its plugins and theme. */
const CLASSIC_KEYS = ['docs', 'blog', 'theme', 'pages'];
const DOCS_PLUGIN = /^(?:content-docs|@docusaurus\/plugin-content-docs)$/;
const BLOG_PLUGIN = /(?:^content-blog|plugin-content-blog)$/;
// The preset's parts helpdocs replaces with its own, or that make nothing a static copy needs.
const PRESET_REPLACED: Record<string, string> = {
  sitemap: 'helpdocs writes its own sitemap.xml',
  debug: 'helpdocs has no debug pages',
  svgr: 'SVG files are published as they are',
};
const SEARCH_THEMES = /search|algolia|lunr/i;
const CLIENT_REDIRECTS = /(?:^|\/)(?:plugin-)?client-redirects$/;

/** `name`: the package a path into node_modules leads to, else the name as written; `module`: as written. */
type Entry = { name: string | undefined; module: string | undefined; options: Options };

/**
 * The package a module path lies in (`require.resolve('@docusaurus/plugin-client-redirects')` gives
 * `…/node_modules/@docusaurus/plugin-client-redirects/lib/index.js`), as Docusaurus loads a plugin given by its path.
 */
function packageOf(module: string): string {
  const parts = module.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at === parts.length - 1) return module;
  const scoped = parts[at + 1]?.startsWith('@');
  return parts.slice(at + 1, at + (scoped ? 3 : 2)).join('/');
}

/** `'name'`, `['name', options]`, a function or `[function, options]`, as Docusaurus accepts them. */
function entryOf(value: unknown): Entry {
  const [head, options] = Array.isArray(value) ? value : [value, undefined];
  const module = typeof head === 'function' ? undefined : stringOf(head);
  const name =
    typeof head === 'function' ? (head as { name?: string }).name || 'an inline plugin' : module && packageOf(module);
  return { name, module, options: optionsOf(options) };
}

/**
 * `wraps` says which content plugin a plugin of the site builds on (wrapped-plugins.ts); `postCssOnly`
 * whether a plugin only adds PostCSS plugins, which helpdocs runs (postcss-hooks.ts).
 */
export function readPlugins(
  config: Options,
  notes: Notes,
  wraps: (name: string) => WrappedPlugin | undefined = () => undefined,
  postCssOnly: (plugin: unknown) => boolean = () => false,
): SitePlugins {
  const found: SitePlugins = {
    docs: {},
    docsPath: [],
    theme: {},
    analytics: {},
    blogRoutes: [],
    moreBlogs: [],
    docsInstances: [],
  };
  const blogAt = (options: Options, fallback = 'blog') => {
    const route = (stringOf(options.routeBasePath) ?? fallback).replace(/^\/+|\/+$/g, '');
    if (route !== '') found.blogRoutes.push(`/${route}`);
  };
  let docsFound = false;
  /** A classic preset without a `blog` key, which runs the blog plugin with its defaults. */
  let presetBlogAt: PropertyKey[] | undefined;
  const presets = Array.isArray(config.presets) ? config.presets : [];
  for (const [i, value] of presets.entries()) {
    const { name, options } = entryOf(value);
    // A preset built on the classic one (a company's wrapper) takes its options: read as the classic preset's.
    const classicLike = !docsFound && CLASSIC_KEYS.some((key) => key in options);
    if (!name || (!CLASSIC.test(name) && !classicLike)) {
      notes.warn(['presets'], `Preset "${name}" is not run: only the classic preset is read`, undefined, name);
      continue;
    }
    if (!CLASSIC.test(name))
      notes.warn(
        ['presets', i],
        `Preset "${name}" is not run: its docs, blog, theme and pages options are read as the classic preset's`,
        undefined,
        name,
      );
    for (const [key, part] of Object.entries(options)) {
      const at = ['presets', i, key];
      if (key === 'docs') {
        found.docs = optionsOf(part);
        found.docsPath = at;
        docsFound = true;
      } else if (key === 'theme') found.theme = optionsOf(part);
      else if (key === 'gtag') found.analytics.measurementId = stringOf(optionsOf(part).trackingID);
      else if (key === 'googleTagManager') found.analytics.tagManagerId = stringOf(optionsOf(part).containerId);
      else if (key === 'googleAnalytics')
        notes.warn(at, 'googleAnalytics (Universal Analytics) is not carried over', 'use gtag with a G- id');
      else if (key === 'blog' && part !== false) found.blog = { options: optionsOf(part), at };
      else if (key === 'pages' && part === false) found.pages = false;
      else if (key === 'pages') {
        const pages = optionsOf(part);
        if (Array.isArray(pages.exclude)) found.pagesExclude = pages.exclude.map(String);
        if (Object.keys(pages).some((name) => name !== 'exclude'))
          notes.warn(at, "The pages plugin's options but exclude are not read: src/pages is built as it is");
      } else if (key in PRESET_REPLACED && part !== false) notes.warn(at, `${key}: not run (${PRESET_REPLACED[key]})`);
      else if (part !== false) notes.warn(at, `Preset option "${key}" is not carried over`);
    }
    if (!('blog' in options)) presetBlogAt ??= ['presets', i];
  }
  const plugins = Array.isArray(config.plugins) ? config.plugins : [];
  for (const [i, value] of plugins.entries()) {
    const { name, module, options } = entryOf(value);
    const isDefault = (options.id ?? 'default') === 'default';
    const head: unknown = Array.isArray(value) ? value[0] : value;
    const wrapped =
      typeof head === 'function'
        ? wrappedInlinePlugin(head as () => unknown)
        : name !== undefined && module !== undefined && !DOCS_PLUGIN.test(name) && !BLOG_PLUGIN.test(name)
          ? wraps(module)
          : undefined;
    if (wrapped)
      notes.warn(
        ['plugins', i],
        `Plugin "${name}" is read as the ${wrapped} plugin it builds on: what it adds to it is not run`,
        undefined,
        name,
      );
    const isDefaultDocs = name !== undefined && (DOCS_PLUGIN.test(name) || wrapped === 'docs') && isDefault;
    const isBlog = name !== undefined && (BLOG_PLUGIN.test(name) || wrapped === 'blog');
    if (name !== undefined && CLIENT_REDIRECTS.test(name)) found.clientRedirects = { options, at: ['plugins', i] };
    else if (isBlog && isDefault && !found.blog) found.blog = { options, at: ['plugins', i] };
    else if (isBlog && !isDefault) found.moreBlogs.push({ options, at: ['plugins', i] });
    else if (isDefaultDocs && !docsFound) {
      found.docs = options;
      found.docsPath = ['plugins', i];
      docsFound = true;
    } else if (name !== undefined && (DOCS_PLUGIN.test(name) || wrapped === 'docs') && !isDefault) {
      found.docsInstances.push({ id: String(options.id), options, at: ['plugins', i] });
    } else if (postCssOnly(head)) {
      // Its configurePostCss is run (src/load/postcss/): nothing of it is left out.
    } else {
      // A blog with the default id twice: its pages exist on the site, helpdocs does not build them.
      if (isBlog) blogAt(options);
      if (name !== undefined && DOCS_PLUGIN.test(name)) blogAt(options, '');
      notes.warn(['plugins'], `Plugin "${name ?? value}" is not run by helpdocs`, pluginHint(name), name);
    }
  }
  const themes = Array.isArray(config.themes) ? config.themes : [];
  for (const value of themes) {
    const { name } = entryOf(value);
    const hint = name && SEARCH_THEMES.test(name) ? "helpdocs's own search replaces it" : undefined;
    notes.warn(['themes'], `Theme "${name}" is not run: helpdocs draws pages with its own theme`, hint, name);
  }
  // The classic preset runs the blog plugin unless told `blog: false`: a blog with its defaults (an empty
  // list page at /blog when the site has no posts). A blog plugin of the site's own takes its place.
  if (!found.blog && presetBlogAt) found.blog = { options: {}, at: presetBlogAt };
  return found;
}

function pluginHint(name: string | undefined): string | undefined {
  if (!name) return undefined;
  if (DOCS_PLUGIN.test(name)) return 'two docs plugins without an id: only the first is built';
  if (BLOG_PLUGIN.test(name)) return 'two blog plugins with the same id: only the first is built';
  if (SEARCH_THEMES.test(name)) return "helpdocs's own search replaces it";
  return undefined;
}
