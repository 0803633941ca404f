// One locale's stages up to its frame: its content (translated where it can be), strings, kept
// parses, headers and assembled site.
import type { BuildCache, BuildMemo, KeptParses } from '../cache/index.js';
import { remember } from '../cache/memo.js';
import { ownsBase, type LocaleSpec } from '../core/locales.js';
import { translatedVersion, versionSearchConfig } from './version-parts.js';
import type { Diagnostic } from '../core/model.js';
import { siteSearchRoute } from '../core/search-routes.js';
import { docsBase } from '../core/routes.js';
import { createStrings, type Strings } from '../core/strings.js';
import { assembleSite, type AssembledSite } from '../assemble/index.js';
import { pluginIdentity } from '../load/config/load.js';
import { readHeaders, routesOf, type Headers, type LoadedSite } from '../load/index.js';
import { withoutDuplicateRoutes } from '../load/duplicate-routes.js';
import { isDraft } from '../load/doc-header.js';
import { loadSiteStrings } from '../load/site-strings.js';
import { loadTranslation } from '../load/translations.js';
import { withDefaultLocaleFiles } from '../load/default-locale-files.js';
import { translateThemeConfig } from '../load/theme-translations.js';
import { loadParserForConfigHtml } from '../parse/markdown/html/config-html.js';
import { reactPageRoute } from '../load/config/docusaurus/pages.js';
import { loadTranslationFiles } from '../load/translation-files.js';
import type { LocaleRoutes, VersionRoutes } from '../render/index.js';
import { present } from '../core/present.js';
import { sidebarTopPages } from '../assemble/top-pages.js';
import { readTagsFile, type TagsFile } from '../load/tags-file.js';
import { blogTranslationFolder } from '../load/blog/translated-posts.js';
import { blogsOf, postsPrefix } from '../core/config.js';

/** One locale, up to its frame: its content (translated where it can be), routes, kept parses and headers. */
export interface PreparedLocale {
  spec: LocaleSpec;
  loaded: LoadedSite;
  strings: Strings;
  headers: Headers;
  cached: KeptParses;
  assembled: AssembledSite;
  /** Content paths shown in the default locale's text (none for the default locale). */
  fallbacks: Set<string>;
  /** Watch mode: this locale's own memo, so locales do not evict each other's pages and search. */
  memo: BuildMemo | undefined;
  diagnostics: Diagnostic[];
}

export async function prepareLocale(
  planned: LocaleSpec,
  site: LoadedSite,
  cache: BuildCache,
  drafts: boolean,
): Promise<PreparedLocale> {
  const memo = localeMemo(cache.memo, planned);
  const version = planned.version;
  // Docusaurus's translation files apply to every locale, the default one too.
  const files = await loadTranslationFiles(
    site.root,
    planned.locale,
    ['sidebars', 'navbar', 'footer'],
    version?.name,
    planned.instance,
  );
  const theme = translateThemeConfig(planned.config, files.files.navbar, files.files.footer);
  // The footer's copyright and the announcement may be HTML, which the page frames draw synchronously.
  await loadParserForConfigHtml([theme.config.footer.copyright, theme.config.announcementBar?.content]);
  // The parse cache's entries are valid only under the same strings.
  const siteStrings = await loadSiteStrings(site.root, planned.locale);
  const strings = createStrings(siteStrings.strings.locale, siteStrings.strings.catalogue, cache.dates);
  // Copied only when changed: a site without i18n names its locale only if asked (a getter).
  const spec: LocaleSpec =
    theme.config === planned.config && !version && ownsBase(planned)
      ? planned
      : {
          ...planned,
          // A version other than the last searches its own docs, from a search page under its docs' path.
          config: ownsBase(planned) ? theme.config : versionSearchConfig(theme.config, strings),
          version: version && translatedVersion(version, files.files.sidebars),
        };
  const translation = spec.isDefault
    ? await withDefaultLocaleFiles(site, spec.locale, version?.name, spec.instance, cache.memo, cache.gitDates)
    : await loadTranslation(site, spec.locale, cache.memo, version?.name, spec.instance, cache.gitDates);
  const tagsDiagnostics: Diagnostic[] = [];
  const all: LoadedSite = {
    ...(translation?.loaded ?? site),
    config: spec.config,
    sidebarTranslations: files.files.sidebars,
    ...(version ? { versioned: true } : {}),
    tagsFiles: readLocaleTagsFiles(site.root, spec, translation?.folder, tagsDiagnostics),
  };
  const published = drafts ? all.sources : all.sources.filter((source) => !isDraft(source));
  const publishedRoutes = routesOf(spec.config.base, published, docsBase(spec.config));
  const unique = withoutDuplicateRoutes(published, publishedRoutes.routes, spec.config.onDuplicateRoutes);
  const loaded: LoadedSite = unique.sources === all.sources ? all : { ...all, sources: unique.sources };
  const { sources } = loaded;
  // Made again only when a doc was left out for taking another's route.
  const routes = sources === published ? publishedRoutes : routesOf(spec.config.base, sources, docsBase(spec.config));
  // The site's plugins are functions: their identity (code, package versions, options) keys the cache.
  const cached = await cache.parses(
    sources,
    routes.routes,
    spec.config,
    siteStrings.strings,
    `${spec.isDefault ? '' : `${spec.locale}:`}${version ? `${version.name}:` : ''}${instancePrefix(spec)}`,
    pluginIdentity(site.config),
  );
  const headers = readHeaders(
    sources,
    routes,
    cached.kept.map((entry) => entry?.doc),
  );
  const diagnostics = [
    ...tagsDiagnostics,
    ...files.diagnostics,
    ...theme.diagnostics,
    ...siteStrings.diagnostics,
    ...loaded.diagnostics,
    ...unique.diagnostics,
    ...sources.flatMap((_, i) => cached.kept[i]?.diagnostics ?? headers.headerDiagnostics[i] ?? []),
  ];
  const assembled = await assembleSite(loaded, headers.headers, strings);
  diagnostics.push(...assembled.diagnostics);
  const fallbacks = translation?.fallbacks ?? new Set<string>();
  // Posts are translated in a folder of their own: the count and the folder it names are the docs'.
  const docs = sources.filter((source) => !source.post);
  const missing = docs.filter((source) => fallbacks.has(source.contentPath)).length;
  if (translation && missing > 0) diagnostics.push(untranslatedSummary(spec, translation.folder, missing, docs.length));
  return { spec, loaded, strings, headers, cached, assembled, fallbacks, memo, diagnostics };
}

/**
 * The tags files of the doc set and of its blogs: a locale's own (beside its translations) before the
 * original's, as Docusaurus looks for them.
 */
function readLocaleTagsFiles(
  root: string,
  spec: LocaleSpec,
  translated: string | undefined,
  diagnostics: Diagnostic[],
): Map<string, TagsFile> {
  const { config } = spec;
  const files = new Map<string, TagsFile>();
  const docs = readTagsFile(
    root,
    [...(translated ? [translated] : []), config.contentDir],
    config.tagsFile,
    diagnostics,
  );
  if (docs) files.set('', docs);
  for (const blog of blogsOf(config)) {
    const own = blog === config.blog ? [blogTranslationFolder(spec.locale)] : [];
    const found = readTagsFile(root, [...own, blog.dir], blog.tagsFile, diagnostics);
    if (found) files.set(postsPrefix(blog), found);
  }
  return files;
}

/** One warning per locale, however many pages it lacks. */
function untranslatedSummary(spec: LocaleSpec, folder: string, missing: number, total: number): Diagnostic {
  return {
    severity: 'warning',
    file: folder,
    line: 1,
    column: 1,
    message:
      `${missing} of ${total} pages are not translated into ${spec.locale} yet: they show the default ` +
      `locale's text with a notice`,
    ruleId: 'untranslated-pages',
    hint: `add their translations under ${folder}/ with the same paths as in the content folder`,
  };
}

export function routesOfLocale(locale: PreparedLocale): LocaleRoutes {
  return {
    spec: locale.spec,
    docs: locale.headers.headers,
    routes: withReactPages(locale),
    fallbacks: locale.fallbacks,
    searchRoute: siteSearchRoute(locale.spec.config, locale.strings),
  };
}

/** Whether the site's React pages are drawn with this doc set: the one at its locale's base. */
export function drawsReactPages({ spec, assembled }: PreparedLocale): boolean {
  return !assembled.frame.besideBase && ownsBase(spec);
}

/** A locale's routes with the React pages it draws, which a picker may link. */
function withReactPages(locale: PreparedLocale): ReadonlySet<string> {
  const { config } = locale.spec;
  const { routeSet } = locale.assembled;
  if (config.reactPages.length === 0 || !drawsReactPages(locale)) return routeSet;
  return new Set([...routeSet, ...config.reactPages.map((file) => reactPageRoute(config.base, file))]);
}

/** A versioned doc set's place among its locale's versions. */
export function versionRoutesOf(locale: PreparedLocale): VersionRoutes {
  const { spec, assembled } = locale;
  const version = present(spec.version, 'docs version');
  const home =
    sidebarTopPages(assembled.frame.sidebars)[0]?.pages[0]?.route ??
    locale.headers.headers[0]?.route ??
    docsBase(spec.config);
  return { version, docs: locale.headers.headers, home, searchBase: searchBaseOf(spec) };
}

/** Where a doc set's search files are named from: the locale's base, or its docs' base for an older version. */
export const searchBaseOf = (spec: LocaleSpec) => (ownsBase(spec) ? spec.config.base : docsBase(spec.config));

/** A locale other than the default keeps its entries in a memo of its own, held by the site's (and dropped with it). */
function localeMemo(memo: BuildMemo | undefined, spec: LocaleSpec): BuildMemo | undefined {
  if (!memo || (spec.isDefault && ownsBase(spec))) return memo;
  const own = remember(
    memo,
    `locale:${spec.locale}${spec.version ? `:${spec.version.name}` : ''}${instancePrefix(spec)}`,
    () => '',
    (): BuildMemo => new Map(),
  );
  if (memo.stalePolicy) own.stalePolicy = memo.stalePolicy;
  return own;
}

/** A docs instance's entries are kept apart from the main docs' (the same content path may be in both). */
const instancePrefix = (spec: LocaleSpec) => (spec.instance === undefined ? '' : `@${spec.instance}:`);
