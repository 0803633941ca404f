// A Docusaurus config → the helpdocs config it amounts to, and a warning for each thing asked for
// that helpdocs does not do. The result goes through helpdocs's own schema like any config.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Diagnostic } from '../../../core/model.js';
import { createNotes, type Notes, type Options, optionsOf, sitePathOf, stringOf } from './notes.js';
import { wrappedContentPlugin } from './wrapped-plugins.js';
import { readPlugins } from './plugins.js';
import { onlyPostCss } from './postcss-hooks.js';
import { mapThemeConfig } from './theme-config.js';
import { DISPLAY_KEYS, mapDocsOptions } from './docs-options.js';
import { mapBlogOptions } from './blog-options.js';
import { mapTagsOptions } from './tags-options.js';
import { PAGES, pageRoutes, readSitePages } from './pages.js';
import { ownExclude } from './glob-exclude.js';
import { swizzledNotes } from './swizzled.js';

export interface MappedConfig {
  config: Record<string, unknown>;
  diagnostics: Diagnostic[];
}

// Keys read below, and keys that change nothing a static copy of the site shows (deployment, React
// pages' data, the bundler's flags): neither needs a word.
const READ = new Set([
  'title',
  'tagline',
  'titleDelimiter',
  'noIndex',
  'url',
  'baseUrl',
  'favicon',
  'i18n',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'markdown',
  'staticDirectories',
  'presets',
  'plugins',
  'themes',
  'themeConfig',
  'scripts',
  'stylesheets',
  'trailingSlash',
  'customFields',
]);
const INERT = new Set([
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
  'future',
  'baseUrlIssueBanner',
]);
const MARKDOWN_READ = new Set(['format', 'hooks', 'emoji']);
/** `markdown.mdx1Compat`'s keys, each true by default in Docusaurus 3 and always so in helpdocs. */
const MDX1_COMPAT = new Set(['comments', 'admonitions', 'headingIds']);

/** Only a key helpdocs does not follow is named: one set to false, or one Docusaurus does not have. */
function warnMdx1Compat(compat: Options, notes: Notes): void {
  for (const [key, value] of Object.entries(compat))
    if (!MDX1_COMPAT.has(key) || value !== true)
      notes.warn(
        ['markdown', 'mdx1Compat', key],
        `markdown.mdx1Compat.${key} is not carried over: helpdocs reads it as true`,
      );
}
const BROKEN = ['onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks', 'onDuplicateRoutes'] as const;

export function mapDocusaurusConfig(value: unknown, root: string, file: string, text: string): MappedConfig {
  const source = optionsOf(value);
  const notes = createNotes(file, text);
  const title = stringOf(source.title) ?? 'Documentation';
  const plugins = readPlugins(
    source,
    notes,
    (name) => wrappedContentPlugin(root, name),
    (plugin) => onlyPostCss(root, plugin),
  );
  const docs = mapDocsOptions(plugins.docs, plugins.docsPath, root, notes);
  const routeBasePath = docs.routeBasePath;
  const instances = plugins.docsInstances.map((instance) => mapDocsInstance(instance, root, notes));
  const pages = readSitePages(root, plugins.pagesExclude);
  const blog = plugins.blog && mapBlogOptions(plugins.blog.options, plugins.blog.at, root, notes);
  const moreBlogs = plugins.moreBlogs.map((more) => mapBlogOptions(more.options, more.at, root, notes));
  // Every page of a built blog is a link's target: its list, posts, archive, tags and authors.
  const blogRoutes = [blog, ...moreBlogs].flatMap((built) => (built?.config ? [built.route] : []));
  // React pages too: drawn at build time (reactPages), or, failing that, a page linking there (pagesElsewhere).
  const pagePaths = pageRoutes([...pages.markdown, ...pages.react]).map((route) => `${route}/`);
  const otherPages = new Set(['/', ...pagePaths]);
  const config: Record<string, unknown> = {
    title,
    tagline: stringOf(source.tagline) ?? '',
    base: stringOf(source.baseUrl) ?? '/',
    outDir: 'build',
    ...docs.config,
    ...mapThemeConfig(optionsOf(source.themeConfig), title, stringOf(source.baseUrl) ?? '/', {
      notes,
      routeBasePath,
      otherPages,
      instances: instances.map((instance) => instance.id),
      instanceRoutes: instances.map((instance) => instance.routeBasePath),
      sections: blogRoutes,
    }),
  };
  if (stringOf(source.url)) config.url = source.url;
  if (typeof source.titleDelimiter === 'string') config.titleDelimiter = source.titleDelimiter;
  if (source.noIndex === true) config.noIndex = true;
  const favicon = stringOf(source.favicon);
  if (favicon && !/^[a-z][a-z\d+.-]*:/i.test(favicon)) config.favicon = `/${favicon.replace(/^\/+/, '')}`;
  // Docusaurus's defaults, where helpdocs's own is 'throw' for all four.
  Object.assign(config, {
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'warn',
    onBrokenMarkdownLinks: 'warn',
    onDuplicateRoutes: 'warn',
    tagSlugs: 'kebab-case',
  });
  for (const key of BROKEN) if (stringOf(source[key])) config[key] = source[key];
  const markdown = optionsOf(source.markdown);
  const hooks = optionsOf(markdown.hooks);
  if (stringOf(hooks.onBrokenMarkdownLinks)) config.onBrokenMarkdownLinks = hooks.onBrokenMarkdownLinks;
  if (stringOf(hooks.onBrokenMarkdownImages)) config.onBrokenMarkdownImages = hooks.onBrokenMarkdownImages;
  config.markdown = {
    ...(optionsOf(config.markdown) as Options),
    format: stringOf(markdown.format) ?? 'mdx',
    // Docusaurus's default (configValidation.js DEFAULT_CONFIG.markdown.emoji); before 3.9 it was always on.
    emoji: markdown.emoji !== false,
    // Its MDX draws Markdown links with Link, which opens other sites in a new tab.
    externalLinksInNewTab: true,
    // The preset gives the docs' plugins to the docs plugin alone; the pages plugin's own are [] by default
    // (preset-classic index.js; plugin-content-pages options.js, DEFAULT_OPTIONS).
    pluginsOnPages: false,
    // Docusaurus's unused-directives check warns, and the block is drawn as a plain one with its content.
    unknownDirectives: 'warning',
  };
  // A doc's and a post's metadata description is createExcerpt's first line (plugin-content-docs, -blog).
  config.descriptions = 'first-line';
  const version = docusaurusVersion(root);
  const major = version?.[0];
  /** Whether the installed Docusaurus is older than 3.<minor> (unknown: as the newest). */
  const before3 = (minor: number) =>
    version !== undefined && (version[0] < 3 || (version[0] === 3 && version[1] < minor));
  // Docusaurus 3.10 draws an empty list page for a blog without posts; older versions draw none.
  if (before3(10)) for (const built of [blog, ...moreBlogs]) if (built?.config) built.config.listWithoutPosts = false;
  // Docusaurus 3.2's BlogArchivePage dates a post by day and month; before, by its formattedDate, with the year.
  if (before3(2)) for (const built of [blog, ...moreBlogs]) if (built?.config) built.config.archiveDatesWithYear = true;
  // Docusaurus 3.3 gave previous/next a doc item's sidebar label (toDocNavigationLink's sidebarItemLabel).
  if (before3(3)) config.paginationItemLabels = false;
  // Before 3.8, useTitleFormatter wrote "Foo | Foo" for a page titled as the site (titleFormatterUtils since).
  if (before3(8)) config.repeatSiteTitle = true;
  // Docusaurus 3.10 reads a heading's id from its closing comment (mdx-loader remark/headings, extractCommentId).
  if (before3(10)) (config.markdown as Options).commentHeadingIds = false;
  if (major !== undefined && major < 3 && !stringOf(markdown.format)) {
    // Docusaurus 2 reads .md with MDX 1, where `{` and `<` in text are text: CommonMark is the nearest,
    // but for the files that import or use components, which MDX 3 mostly reads as MDX 1 did.
    (config.markdown as Options).format = 'mdx1';
    notes.warn(
      ['presets'],
      `Docusaurus ${major} site: .md files are read as CommonMark with HTML (MDX 1 is not supported), those ` +
        'that import modules or use components and .mdx files as MDX 3 (a .md file MDX 3 cannot parse as Markdown)',
      'set markdown.format to "mdx" once the docs are written for Docusaurus 3',
    );
  }
  for (const key of Object.keys(markdown))
    if (key === 'mdx1Compat') warnMdx1Compat(optionsOf(markdown.mdx1Compat), notes);
    else if (!MARKDOWN_READ.has(key) && markdown[key] !== false)
      notes.warn(['markdown', key], `markdown.${key} is not carried over`);
  Object.assign(config, mapI18n(optionsOf(source.i18n), notes));
  const statics = Array.isArray(source.staticDirectories) ? source.staticDirectories.map(String) : ['static'];
  config.staticDir = statics[0] ?? 'static';
  if (statics.length > 1) config.otherStaticDirs = statics.slice(1);
  if (typeof source.trailingSlash === 'boolean') config.trailingSlash = source.trailingSlash;
  // The addresses search engines know the pages by: Docusaurus's, with or without the `/`.
  config.pageUrls =
    source.trailingSlash === true ? 'slash' : source.trailingSlash === false ? 'no-slash' : 'docusaurus';
  if (instances.length > 0) config.docsInstances = instances;
  if (plugins.clientRedirects) config.clientRedirects = mapClientRedirects(plugins.clientRedirects, notes);
  if (plugins.analytics.measurementId || plugins.analytics.tagManagerId)
    config.analytics = {
      measurementId: plugins.analytics.measurementId ?? '',
      tagManagerId: plugins.analytics.tagManagerId ?? '',
    };
  const css = [...arrayOf(plugins.theme.customCss)].map((file) => sitePathOf(root, file));
  if (css.length > 0) config.customCss = css;
  for (const key of ['scripts', 'stylesheets'] as const) {
    for (const entry of arrayOf(source[key])) {
      const address = typeof entry === 'string' ? entry : stringOf(optionsOf(entry).src ?? optionsOf(entry).href);
      notes.warn(
        [key],
        `${key}: ${address ?? 'an entry'} is not loaded: pages load only their own files`,
        "a script or stylesheet from another host would also need the csp key's script-src or style-src",
        address,
      );
    }
  }
  for (const key of Object.keys(source))
    if (!READ.has(key) && !INERT.has(key)) notes.warn([key], `${key} is not carried over`);
  if (plugins.pages !== false && pages.markdown.length > 0) config.pagesDir = PAGES;
  const pagesExclude = ownExclude(plugins.pagesExclude);
  if (config.pagesDir && pagesExclude) config.pagesExclude = pagesExclude;
  if (blog?.config) config.blog = blog.config;
  const more = moreBlogs.flatMap((built) => (built.config ? [built.config] : []));
  if (more.length > 0) config.blogs = more;
  config.unbuiltPages = plugins.blogRoutes.map((route) => route.replace(/\/$/, ''));
  config.pagesElsewhere = pageRoutes(pages.react);
  if (plugins.pages !== false && pages.react.length > 0) config.reactPages = pages.react;
  if (typeof source.customFields === 'object' && source.customFields !== null)
    config.customFields = source.customFields;
  if (typeof source.themeConfig === 'object' && source.themeConfig !== null) {
    const themeConfig = jsonPartOf(source.themeConfig);
    if (themeConfig) config.themeConfig = themeConfig;
    else
      notes.warn(
        ['themeConfig'],
        'themeConfig cannot be written as JSON (a cycle or a BigInt): useThemeConfig() gives only its defaults',
      );
  }
  const swizzled = swizzledNotes(root, plugins.pages !== false && pages.react.length > 0);
  return { config, diagnostics: [...notes.diagnostics, ...swizzled] };
}

/**
 * What of a value survives JSON (functions and `undefined` left out): a page's components read it in
 * workers and in the browser. Nothing when it does not (a cycle, a BigInt).
 */
function jsonPartOf(value: object): Record<string, unknown> | undefined {
  try {
    return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** The major version of the Docusaurus the site has installed, if it has. */
/** The installed Docusaurus's major and minor version, when the site has it installed. */
function docusaurusVersion(root: string): [major: number, minor: number] | undefined {
  try {
    const file = createRequire(path.join(root, 'package.json')).resolve('@docusaurus/core/package.json');
    const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: string };
    const [major, minor] = (version ?? '').split('.').map((part) => Number.parseInt(part, 10));
    return major !== undefined && Number.isInteger(major)
      ? [major, Number.isInteger(minor) ? (minor ?? 0) : 0]
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Another docs plugin instance → one of `docsInstances`: its folder, path, sidebars and edit links. Its
 * versions and Markdown plugins are named in a warning, not carried over.
 */
function mapDocsInstance(
  { id, options, at }: { id: string; options: Options; at: PropertyKey[] },
  root: string,
  notes: ReturnType<typeof createNotes>,
): { id: string; contentDir: string; routeBasePath: string; [key: string]: unknown } {
  const mapped = mapDocsOptions(options, at, root, notes).config;
  const routeBasePath = String(mapped.routeBasePath);
  if (mapped.docsVersions !== undefined || existsSync(path.join(root, `${id}_versions.json`)))
    notes.warn(at, `Docs instance "${id}": only its current docs are built, not its versions`);
  const markdown = optionsOf(mapped.markdown);
  const plugins = [markdown.remarkPlugins, markdown.rehypePlugins].flat().filter(Boolean);
  if (plugins.length > 0)
    notes.warn(at, `Docs instance "${id}": its remark and rehype plugins are not run (the main docs' are)`);
  return {
    id,
    contentDir: String(mapped.contentDir),
    routeBasePath: routeBasePath === '' ? id : routeBasePath,
    ...(mapped.sidebarPath !== undefined ? { sidebarPath: mapped.sidebarPath } : {}),
    ...(mapped.editUrl !== undefined ? { editUrl: mapped.editUrl } : {}),
    ...mapTagsOptions(options),
    ...(mapped.exclude !== undefined ? { exclude: mapped.exclude } : {}),
    ...Object.fromEntries(DISPLAY_KEYS.flatMap((key) => (mapped[key] === undefined ? [] : [[key, mapped[key]]]))),
  };
}

/** plugin-client-redirects → `clientRedirects`; its extension options are named, not carried over. */
function mapClientRedirects(
  { options, at }: { options: Options; at: PropertyKey[] },
  notes: ReturnType<typeof createNotes>,
): Record<string, unknown> {
  for (const key of ['fromExtensions', 'toExtensions'])
    if (Array.isArray(options[key]) && options[key].length > 0)
      notes.warn([...at, key], `client redirects: ${key} is not carried over`);
  return {
    redirects: arrayOf(options.redirects),
    ...(typeof options.createRedirects === 'function' ? { createRedirects: options.createRedirects } : {}),
  };
}

function arrayOf(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** `{ locale }` for one locale, `{ i18n }` for several. */
function mapI18n(i18n: Options, notes: ReturnType<typeof createNotes>): Record<string, unknown> {
  const defaultLocale = stringOf(i18n.defaultLocale);
  if (!defaultLocale) return {};
  const locales = Array.isArray(i18n.locales) ? i18n.locales.map(String) : [defaultLocale];
  const localeConfigs: Record<string, unknown> = {};
  for (const [locale, value] of Object.entries(optionsOf(i18n.localeConfigs))) {
    const own = optionsOf(value);
    localeConfigs[locale] = {
      ...(stringOf(own.label) ? { label: own.label } : {}),
      ...(own.direction === 'rtl' || own.direction === 'ltr' ? { direction: own.direction } : {}),
      ...(stringOf(own.htmlLang) ? { htmlLang: own.htmlLang } : {}),
    };
    for (const key of ['path', 'calendar', 'url', 'baseUrl'])
      if (own[key] !== undefined)
        notes.warn(['i18n', 'localeConfigs', locale, key], `localeConfigs.${locale}.${key} is not carried over`);
  }
  if (locales.length === 1) return { locale: defaultLocale };
  return { i18n: { defaultLocale, locales, localeConfigs } };
}
